import CrosswalkKit
import Foundation
import GRDB
import Mustache
import Testing

/// The static site generator on the fixture store, with the real templates and assets.
@Suite("Static site")
struct SiteTests {
    let folder: TemporaryDirectory
    let store: Store

    init() throws {
        folder = try TemporaryDirectory()
        let db = folder.path("site.sqlite")
        _ = try StoreBuilder.build(paths: TestSupport.validFixture, destination: db)
        store = try Store(path: db)
    }

    func options(_ output: String, base: String = "/", templates: String? = nil) throws -> SiteOptions {
        SiteOptions(
            output: folder.path(output),
            templates: templates ?? TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path,
            assets: TestSupport.repositoryRoot.appendingPathComponent("Site/assets").path,
            checklists: TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path, baseURL: try BaseURL(base))
    }

    static func files(under root: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            result[relative] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
        }
        return result
    }

    @Test("every kind of page is written, and the same input gives byte-identical files")
    func deterministic() throws {
        let first = try SiteGenerator.generate(store: store, options: options("a"))
        _ = try SiteGenerator.generate(store: store, options: options("b"))
        let a = try Self.files(under: folder.path("a")), b = try Self.files(under: folder.path("b"))
        #expect(a == b)
        for page in [
            "index.html", "standards/index.html", "standards/alpha/index.html", "standards/beta/pages/testing-setup/index.html",
            "guidelines/alpha/1/index.html", "guidelines/beta/android-text-field-hints/index.html",
            "platforms/ios/index.html", "platforms/android/index.html", "platforms/html/index.html", "wcag/index.html",
            "wcag/1.4.3/index.html", "compare/index.html", "compare/alpha--beta/index.html", "compare/matrix/index.html",
            "coverage/index.html", "topics/index.html", "topics/touch-targets/index.html", "glossary/index.html",
            "search/index.html", "search/index.json", "guidelines/index.html", "checklists/index.html",
            "checklists/android/alpha/index.html", "checklists/android/alpha--beta/index.html", "404.html", "sitemap.xml",
            "assets/site.css",
            "assets/site.js", "assets/search.js",
        ] {
            #expect(a[page] != nil, "missing \(page)")
        }
        #expect(first.pages == a.keys.count { $0.hasSuffix(".html") })
    }

    @Test("a guideline page shows the statement, techniques, testing, WCAG links and counterparts")
    func guidelinePage() throws {
        _ = try SiteGenerator.generate(store: store, options: options("s"))
        let html = try String(contentsOfFile: folder.path("s/guidelines/alpha/1/index.html"), encoding: .utf8)
        #expect(html.contains("<blockquote><p>Touch targets MUST be at least 9.6mm across</p></blockquote>"))
        #expect(html.contains("<h3 id=\"ios-heading\">iOS</h3>"))
        #expect(html.contains("Crosswalk editorial"))
        #expect(html.contains("<ol class=\"steps\"><li>Open the app.</li>"))
        #expect(html.contains("No WCAG success criterion corresponds."))
        #expect(html.contains("No criterion of WCAG 2.0: WCAG 2.0 has no criterion for target size."))
        #expect(!html.contains("<script>alert"))
        // The web's techniques hold for a hybrid app's web view too; the other tabs say nothing of it.
        let htmlTab = try #require(html.range(of: "id=\"html\"")).lowerBound
        let hybrid = try #require(html.range(of: "WKWebView on iOS, WebView on Android"))
        #expect(hybrid.lowerBound > htmlTab && html.ranges(of: "WKWebView on iOS").count == 1)
        let labels = try String(contentsOfFile: folder.path("s/guidelines/alpha/2/index.html"), encoding: .utf8)
        #expect(labels.contains("The source gives no HTML technique for this guideline (it says “n/a”)."))
        #expect(labels.contains("href=\"/guidelines/beta/android-text-field-hints/\""))
    }

    @Test("a count of one is said in the singular on every page (one guideline, standard, technique, clause, item or requirement)")
    func singularCounts() throws {
        _ = try SiteGenerator.generate(store: store, options: options("counts"))
        var singular = 0
        for (path, data) in try Self.files(under: folder.path("counts")) where path.hasSuffix(".html") {
            // The page's words, tags taken out, so that "<strong>1</strong> guidelines" is found too.
            let text = String(decoding: data, as: UTF8.self).replacing(/<[^>]*>/, with: "").replacing(/\s+/, with: " ")
            let plural = text.firstMatch(of: /(^|[^\d.])1 (guidelines|standards|techniques|clauses|items|requirements)\b/)
            #expect(plural == nil, "\(path): \(plural.map { String($0.output.0) } ?? "")")
            singular += text.matches(of: /(^|[^\d.])1 (guideline|standard|technique|clause|item|requirement)\b/).count
        }
        #expect(singular > 0, "no page of the fixture's site counts one of anything: the check sees nothing")
    }

    @Test(
        "a site built over the previous one: changed files rewritten, the rest the same bytes, shared only with the folder kept for the next run"
    )
    func rebuiltOver() throws {
        _ = try SiteGenerator.generate(store: store, options: options("over"))
        let before = try Self.files(under: folder.path("over"))
        _ = try SiteGenerator.generate(store: store, options: options("over", base: "https://example.org/docs/"))
        let after = try Self.files(under: folder.path("over"))
        _ = try SiteGenerator.generate(store: store, options: options("fresh", base: "https://example.org/docs/"))
        #expect(after == (try Self.files(under: folder.path("fresh"))))
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after["index.html"] != before["index.html"] && after["assets/site.css"] == before["assets/site.css"])
        // A file kept from the previous site is the same file as in the replaced folder, which is
        // kept beside it (its next run fills it), and in nothing else.
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("over/assets/site.css"))
        #expect((attributes[.referenceCount] as? Int) == 2)
        #expect(SiteWriter.isLink(folder.path("over/assets/site.css"), to: folder.path(".over.previous/assets/site.css")))
        #expect(try Self.files(under: folder.path(".over.previous")) == before)
    }

    @Test("with --base-url every internal link and asset is under the base path")
    func baseURL() throws {
        _ = try SiteGenerator.generate(store: store, options: options("sub", base: "https://example.org/docs/crosswalk"))
        let pages = try Self.files(under: folder.path("sub")).filter { $0.key.hasSuffix(".html") }
        let pattern = try NSRegularExpression(pattern: #"(?:href|src)="(/[^"]*)""#)
        var checked = 0
        for (name, data) in pages {
            let html = String(decoding: data, as: UTF8.self)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                let link = String(html[Range(match.range(at: 1), in: html)!])
                #expect(link.hasPrefix("/docs/crosswalk/"), "\(name): \(link)")
                checked += 1
            }
        }
        #expect(checked > 100)
        let sitemap = try String(contentsOfFile: folder.path("sub/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/docs/crosswalk/guidelines/alpha/1/</loc>"))
        #expect(throws: CrosswalkError.self) { try BaseURL("ftp://example.org/") }
    }

    @Test("a search result's excerpt: white space made single spaces, at most 200 characters, cut between words")
    func excerpt() {
        // The rule, stated the slow way: every word, joined, then cut.
        func expected(_ text: String) -> String {
            let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard flat.count > 200 else { return flat }
            let cut = flat.prefix(200)
            return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
        }
        let words = (1...90).map { "wörd\($0)" }
        let exactly200 = String(repeating: "abcd ", count: 39) + "abcde"
        // ASCII text is read byte by byte until a byte that is not ASCII: CR LF is one character.
        let ascii = (1...90).map { "word\($0)" }
        let texts = [
            "", "   ", "  short \n\t text  ", words.joined(separator: " \n\t "), exactly200, exactly200 + "f",
            exactly200 + " g", String(repeating: "x", count: 300), "👍🏽 " + words.joined(separator: "  "),
            ascii.joined(separator: "\r\n"), ascii.joined(separator: " \u{0B}\u{0C} "), "\r\n  " + exactly200,
            String(repeating: "ab ", count: 60) + words.joined(separator: " "), String(repeating: "ab ", count: 66) + "é",
        ]
        for text in texts {
            #expect(SiteSearchIndex.excerpt(text) == expected(text), "\(text.prefix(40))")
        }
        #expect(exactly200.count == 200 && SiteSearchIndex.excerpt(exactly200) == exactly200)
        #expect(SiteSearchIndex.excerpt(words.joined(separator: " ")).hasSuffix("…"))
    }

    @Test("highlighted code is the code, escaped, with a span around each part")
    func highlighting() throws {
        #expect(
            CodeHighlighter.highlight("let x = \"a<b\" // note\n@State var n = 42", language: "swift")
                == #"<span class="hl-k">let</span> x = <span class="hl-s">&quot;a&lt;b&quot;</span> <span class="hl-c">// note</span>"#
                + "\n" + #"<span class="hl-a">@State</span> <span class="hl-k">var</span> n = <span class="hl-n">42</span>"#)
        #expect(
            CodeHighlighter.highlight(#"<TextView android:hint="Name" /><!-- x -->"#, language: "xml")
                == #"&lt;<span class="hl-tag">TextView</span> <span class="hl-at">android:hint</span>=<span class="hl-s">&quot;Name&quot;</span> /&gt;"#
                + #"<span class="hl-c">&lt;!-- x --&gt;</span>"#)
        #expect(CodeHighlighter.highlight("a < b", language: "text") == "a &lt; b")
        // Every code block of the real content reads the same once the spans are taken out.
        let fence = try NSRegularExpression(pattern: "(?ms)^```(\\w*)\n(.*?)^```")
        let spans = try NSRegularExpression(pattern: "</?span[^>]*>")
        var blocks = 0
        let enumerator = FileManager.default.enumerator(atPath: TestSupport.repositoryRoot.appendingPathComponent("Content").path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".md") else { continue }
            let text = try String(
                contentsOf: TestSupport.repositoryRoot.appendingPathComponent("Content/" + relative), encoding: .utf8)
            for match in fence.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let language = String(text[Range(match.range(at: 1), in: text)!])
                let code = String(text[Range(match.range(at: 2), in: text)!])
                let html = CodeHighlighter.highlight(code, language: language)
                let plain = spans.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "")
                #expect(RichHTML.unescape(Substring(plain)) == code, "\(relative): \(code.prefix(40))")
                blocks += 1
            }
        }
        #expect(blocks > 900)
    }

    @Test("a technique's HTML is cut at its code blocks, each with its language")
    func richHTML() {
        let html =
            "<p>Use it:</p>\n<pre><code class=\"language-kotlin\">val a = &quot;x&quot;\n</code></pre>\n"
            + "<p>or</p>\n<pre><code>plain &amp; simple\n</code></pre>\n"
        let segments = RichHTML.split(html, id: "t")
        #expect(segments.count == 5 && segments[4].html == "\n")
        #expect(segments[0].html == "<p>Use it:</p>\n" && segments[2].html == "\n<p>or</p>\n")
        #expect(segments[1].code?.language == "kotlin" && segments[1].code?.id == "code-t-1" && segments[3].code?.id == "code-t-2")
        #expect(segments[1].code?.html == #"<span class="hl-k">val</span> a = <span class="hl-s">&quot;x&quot;</span>"# + "\n")
        #expect(segments[3].code?.language == "" && segments[3].code?.html == "plain &amp; simple\n")
    }

    @Test("the byte search and cmark's entities in code, at the edges")
    func byteSearch() {
        let needle = Array("<pre><code".utf8)
        func find(_ text: String, from: Int = 0) -> Int? { RichHTML.find(needle, in: Array(text.utf8), from: from) }
        #expect(find("<pre><code") == 0)
        #expect(find("<p><pre><cod") == nil)
        #expect(find("<<pre><pre><code>") == 6)
        #expect(find("x<pre><code", from: 2) == nil)
        #expect(find("x<pre><code", from: 1) == 1)
        #expect(find("") == nil && find("<pre>", from: 9) == nil)
        let unescape = { (text: String) in RichHTML.unescape(Substring(text)) }
        #expect(unescape("a &amp;&lt;&gt;&quot;&#39; b") == "a &<>\"' b")
        #expect(unescape("&amp") == "&amp" && unescape("&") == "&" && unescape("&#39") == "&#39" && unescape("&x; &&lt;") == "&x; &<")
    }

    @Test("the site's escaping gives what swift-mustache's own HTML escaping gives")
    func escaping() throws {
        let values = [
            "", "plain words", "<b>bold</b> & \"quoted\" 'single'", "a < b > c", "&amp; stays escaped once: &",
            "Écran « tactile » — 👍🏽 <", "<<<>>>&&&\"\"''", String(repeating: "x<", count: 500),
        ]
        let template = try MustacheTemplate(string: "{{value}}")
        for value in values {
            #expect(SiteHTMLEscaping().escapeText(value) == template.render(["value": value]), "\(value.prefix(30))")
        }
    }

    @Test("search index tokens are SQLite's own, read without GRDB's per-token strings")
    func indexTokens() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            for text in [
                "", "   ", "Labelling buttons: accessibilityLabel, contentDescription", "Écran tactile, naïve résumé", "a-b_c d.e 42 3.5",
            ] {
                var tokens: [String] = []
                try FTS5TokenReader.forEachToken(of: text, tokenizer: tokenizer) { tokens.append(String(decoding: $0, as: UTF8.self)) }
                #expect(tokens == (try tokenizer.tokenize(document: text).map(\.token)), "\(text)")
            }
        }
    }

    @Test("a word stemmed once: the tokens, offsets and words of SQLite's tokenizer, on every field of the real content")
    func memoTokens() throws {
        struct Token: Equatable {
            var text: String
            var start: Int
            var end: Int
        }
        let edges = [
            "", "   ", "Écran tactile, naïve résumé", "a-b_c d.e 42 3.5 h1 H1 h1", "word—another word, “quoted” ‘single’",
            "Labels label LABELLING labelled relabel", "no\u{A0}break zero\u{200B}width", "café's cafés CAFÉ",
            String(repeating: "a", count: 70) + " " + String(repeating: "Ab", count: 40) + " " + String(repeating: "z", count: 64),
            "accessibilityLabel UIAccessibilityTraitButton contentDescription", "\u{1}\u{7F}x\ty\nz", "👍🏽label👍🏽 label",
        ]
        let memo = TokenMemo()
        var mismatches: [String] = []
        // A word's number names one folded word, and a folded word has one number.
        var wordOfNumber: [Int: String] = [:]
        var numberOfWord: [String: Int] = [:]
        try Store(path: TestSupport.sharedRealStore).read("memo tokens") { db in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            var texts = edges + edges
            for row in try Row.fetchAll(db, sql: "SELECT * FROM guideline_search") {
                for field in SearchField.allCases { texts.append(row[field.rawValue] ?? "") }
            }
            #expect(texts.count > 10_000)
            for text in texts {
                var utf8 = text
                try utf8.withUTF8 { bytes in
                    var expected: [Token] = []
                    try FTS5TokenReader.forEachToken(inUTF8: bytes, tokenizer: tokenizer) { token, start, end in
                        expected.append(Token(text: String(decoding: token, as: UTF8.self), start: start, end: end))
                    }
                    var tokens: [Token] = []
                    try memo.tokenize(bytes, real: tokenizer) { token, start, end, number in
                        tokens.append(Token(text: String(decoding: token, as: UTF8.self), start: start, end: end))
                        guard number >= 0 else { return }
                        let word = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
                        if wordOfNumber[number, default: word] != word || numberOfWord[word, default: number] != number {
                            mismatches.append("\(word): number \(number)")
                        }
                        (wordOfNumber[number], numberOfWord[word]) = (word, number)
                    }
                    if tokens != expected { mismatches.append(String(text.prefix(80))) }
                }
            }
        }
        #expect(mismatches == [])
        #expect(numberOfWord.count > 1_000)
    }

    @Test("a template error names the file, line and column, and leaves the previous site in place")
    func templateError() throws {
        _ = try SiteGenerator.generate(store: store, options: options("kept"))
        let before = try Self.files(under: folder.path("kept"))
        let templates = folder.path("templates")
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path, toPath: templates)
        try "<h1>{{#broken}}\n{{/unclosed}}\n".write(toFile: templates + "/home.mustache", atomically: true, encoding: .utf8)
        #expect {
            _ = try SiteGenerator.generate(store: store, options: options("kept", templates: templates))
        } throws: { error in
            guard case CrosswalkError.siteFile(let path, let line, _, _)? = error as? CrosswalkError else { return false }
            return path.hasSuffix("home.mustache") && line == 2
        }
        #expect(try Self.files(under: folder.path("kept")) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("a guideline's anchor on a platform page keeps letters and digits and makes the rest a dash, ASCII or not")
    func guidelineAnchors() {
        #expect(SiteGenerator.anchor("en-301-549/9.1.1.1") == "g-en-301-549-9-1-1-1")
        #expect(SiteGenerator.anchor("bbc/Focus_2 a~") == "g-bbc-Focus-2-a-")
        // One dash per character, not per byte; letters of any script are kept.
        #expect(SiteGenerator.anchor("gigw/é1·ह\r\n") == "g-gigw-é1-ह-")
    }

    @Test("the user's files anywhere in the site folder are kept when it is written again; a name that is not UTF-8 is refused, naming it")
    func userFilesKept() throws {
        let manager = FileManager.default
        let site = folder.path("mine")
        _ = try SiteGenerator.generate(store: store, options: options("mine"))
        // Beside the site's own files, in a folder the site writes into, and a folder of the user's.
        let mine = ["CNAME": "crosswalk.example\n", "guidelines/alpha/notes.txt": "mine\n", "drafts/a/b.txt": "draft\n"]
        for (path, text) in mine {
            let parent = site + "/" + (path as NSString).deletingLastPathComponent
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try text.write(toFile: site + "/" + path, atomically: false, encoding: .utf8)
        }
        for _ in 0..<2 {  // the second run fills the folder the first replaced
            _ = try SiteGenerator.generate(store: store, options: options("mine"))
            for (path, text) in mine {
                #expect(try String(contentsOfFile: site + "/" + path, encoding: .utf8) == text, "\(path)")
            }
            #expect(manager.fileExists(atPath: site + "/guidelines/alpha/1/index.html"))
        }
        let before = try Self.files(under: site)
        // A name of bytes that are not UTF-8, inside a folder the site writes into.
        #expect(TestSupport.createFile(atBytes: Array((site + "/guidelines/bad").utf8) + [0xFF]))
        #expect {
            _ = try SiteGenerator.generate(store: store, options: options("mine"))
        } throws: { error in
            guard case CrosswalkError.refused(let path, let reason)? = error as? CrosswalkError else { return false }
            return path == site + "/guidelines/bad\\xFF" && reason.contains("not valid UTF-8")
        }
        #expect(try Self.files(under: site).filter { !$0.key.hasPrefix("guidelines/bad") } == before)
    }

    @Test("a site written again fills the folder it replaced: the result is a fresh site's, and the published one is never written through")
    func previousFolderReused() throws {
        let manager = FileManager.default
        let previous = folder.path(".again.previous")
        _ = try SiteGenerator.generate(store: store, options: options("again"))
        let first = try Self.files(under: folder.path("again"))
        #expect(!manager.fileExists(atPath: previous), "a first run has nothing to keep")
        // The second run links every unchanged file to the first's, and keeps the first beside it.
        _ = try SiteGenerator.generate(store: store, options: options("again"))
        #expect(try Self.files(under: folder.path("again")) == first)
        #expect(try Self.files(under: previous) == first)
        // What the kept folder holds that a run does not write: a stray file and folder, a file
        // where a page's folder goes and a folder where a file goes.
        try "stale".write(toFile: previous + "/stale.html", atomically: false, encoding: .utf8)
        try manager.createDirectory(atPath: previous + "/gone/deeper", withIntermediateDirectories: true)
        try "x".write(toFile: previous + "/gone/deeper/index.html", atomically: false, encoding: .utf8)
        try manager.removeItem(atPath: previous + "/guidelines/alpha/1")
        try "not a folder".write(toFile: previous + "/guidelines/alpha/1", atomically: false, encoding: .utf8)
        try manager.removeItem(atPath: previous + "/404.html")
        try manager.createDirectory(atPath: previous + "/404.html/inside", withIntermediateDirectories: true)
        // Every page changes with the base URL, and the kept folder's files are links to the
        // published ones: each is replaced, never written through.
        let base = "https://example.org/docs/"
        _ = try SiteGenerator.generate(store: store, options: options("again", base: base))
        _ = try SiteGenerator.generate(store: store, options: options("fresh-again", base: base))
        #expect(try Self.files(under: folder.path("again")) == (try Self.files(under: folder.path("fresh-again"))))
        #expect(try Self.files(under: previous) == first, "the site published before the run was written through")
        // A folder of that name that another command marked is neither reused nor replaced.
        let foreign = "Written by crosswalk export.\n"
        try foreign.write(toFile: previous + "/.crosswalk", atomically: false, encoding: .utf8)
        _ = try SiteGenerator.generate(store: store, options: options("again"))
        #expect(try Self.files(under: folder.path("again")) == first)
        #expect(try String(contentsOfFile: previous + "/.crosswalk", encoding: .utf8) == foreign)
        // Nor is a link of that name to a site's folder: the run would write into that folder.
        try manager.removeItem(atPath: previous)
        _ = try SiteGenerator.generate(store: store, options: options("elsewhere", base: base))
        let elsewhere = try Self.files(under: folder.path("elsewhere"))
        try manager.createSymbolicLink(atPath: previous, withDestinationPath: folder.path("elsewhere"))
        _ = try SiteGenerator.generate(store: store, options: options("again"))
        #expect(try Self.files(under: folder.path("again")) == first)
        #expect(try Self.files(under: folder.path("elsewhere")) == elsewhere)
    }

    @Test("every partial named by a value (a kind, a basis, a language, a verdict) must exist, or nothing is written")
    func namedPartials() throws {
        let templates = folder.path("partials")
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path, toPath: templates)
        let names = ["technique-kind-failure", "basis-hub", "code-language-kotlin", "verdict-partly-covered", "compare-assertion-derived"]
        for name in names {
            let path = templates + "/" + name + ".mustache"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try FileManager.default.removeItem(atPath: path)
            #expect {
                _ = try SiteGenerator.generate(store: store, options: options("none", templates: templates))
            } throws: { error in
                guard case CrosswalkError.unreadable(let missing, _, let reason)? = error as? CrosswalkError else { return false }
                return missing == path && reason == "missing"
            }
            #expect(!FileManager.default.fileExists(atPath: folder.path("none")))
            // Nor the temporary folder: the search index, which runs beside the pages, was
            // stopped before it was removed.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".none.") }.isEmpty)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Each kind's words and icon reach the page through its partial.
        _ = try SiteGenerator.generate(store: store, options: options("words", templates: templates))
        let html = try String(contentsOfFile: folder.path("words/guidelines/alpha/1/index.html"), encoding: .utf8)
        #expect(html.contains("</svg>Pass example"))
        #expect(html.contains("</svg>Failure example"))
        #expect(html.contains("-lang\">Objective-C</span>"))
        #expect(html.contains("-lang\">Swift</span>"))
        let compare = try String(contentsOfFile: folder.path("words/compare/alpha--beta/index.html"), encoding: .utf8)
        #expect(compare.contains("<span class=\"verdict-name\">Not covered</span>"))
    }

    @Test("every page of the site renders to the bytes swift-mustache renders from the same templates and input")
    func compiledTemplates() throws {
        let generator = try SiteGenerator(store: store, options: options("compiled"))
        let templates = generator.templates
        var pages = 0
        for task in generator.pageTasks() {
            try task.pages { page in
                let context = PageContext(input: page.input, frame: page.frame)
                let expected = try #require(templates.library.render(MustacheView(context), withTemplate: page.template))
                #expect(templates.render(context, with: page.template) == expected, "\(page.path)")
                pages += 1
            }
        }
        #expect(pages > 50)
    }

    @Test("the compiled templates read names, lists, places, partials, blocks, indentation and transforms as swift-mustache does")
    func compiledTemplateCases() throws {
        MustacheContentTypes.register(SiteHTMLEscaping(), named: SiteHTMLEscaping.name)
        let texts = [
            "page":
                "{{<frame}}{{$body}}\n  {{#items}}{{name}}{{^last()}}, {{/last()}}{{#first()}}!{{/first()}}{{/items}}\n{{/body}}{{/frame}}",
            "frame":
                "<h1>{{title}}</h1>\n{{$body}}none{{/body}}\n  {{>inner}}\n{{^empty}}no items{{/empty}}{{#missing}}x{{/missing}}\n"
                + "{{uppercased(title)}} {{count(items)}} {{plusone(count)}} {{#empty(empty)}}empty{{/empty(empty)}}"
                + "{{#reversed(items)}}{{name}}{{/reversed(items)}} {{#last(items)}}{{name}}{{/last(items)}}\n",
            "inner": "{{# items }}\n{{{raw}}} {{.}}\n{{/ items }}\n{{>*kind}}|{{count}} {{flag}} {{#nested}}{{name}}{{title}}{{/nested}}",
            "a-kind": "A&{{title}}",
        ]
        var library = MustacheLibrary()
        for (name, text) in texts {
            try library.register(SiteTemplates.contentTypeLine + text, named: name)
        }
        let compiled = try CompiledLibrary(library, names: Array(texts.keys), folder: "")
        // The same values for both: swift-mustache reads a struct's stored properties by name
        // (Mirror); the compiled templates read them through each type's keys.
        let value = MustacheCase(
            title: "<T & 'q'>", items: [.init(name: "a", raw: "<b>"), .init(name: "b", raw: nil), .init(name: "c", raw: "&")],
            empty: [], kind: "a-kind", count: 3, flag: false, nested: .init(name: "n", raw: nil))
        let expected = try #require(library.render(value, withTemplate: "page"))
        let page = PageContext(input: value, frame: PageFrame(base: "/", section: nil, crumbs: [], current: ""))
        #expect(String(decoding: try #require(compiled.named("page")).render(page, library: compiled), as: UTF8.self) == expected)
    }

    struct MustacheCase: TemplateValue {
        struct Item: TemplateValue {
            var name: String
            var raw: String?

            enum Key: String, TemplateKey { case name, raw }

            func value(_ key: Key) -> TemplateData? {
                switch key {
                case .name: .text(name)
                case .raw: TemplateData(raw)
                }
            }
        }

        var title: String
        var items: [Item]
        var empty: [Item]
        var kind: String
        var count: Int
        var flag: Bool
        var nested: Item

        enum Key: String, TemplateKey { case title, items, empty, kind, count, flag, nested }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .title: .text(title)
            case .items: .list(items)
            case .empty: .list(empty)
            case .kind: .text(kind)
            case .count: .number(count)
            case .flag: .flag(flag)
            case .nested: .value(nested)
            }
        }
    }

    @Test("pages render on every core: paths in task order, and the error of the first failing task in task order whatever ran first")
    func renderer() throws {
        let templates = try SiteTemplates(folder: TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path)
        let root = folder.path("rendered")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        struct Refused: Error, Equatable { var task: Int }
        @Sendable func page(_ name: String) -> SitePage {
            SitePage(
                path: "\(name)/index.html", template: "sitemap", input: SitemapInput(urls: [name]),
                frame: PageFrame(base: "/", section: nil, crumbs: [], current: ""))
        }
        // Large tasks first does not change the order the paths come back in.
        let tasks: [SiteRenderer.Task] = (0..<40).map { task in
            { emit in
                try emit(page("t\(task)-a"))
                try emit(page("t\(task)-b"))
            }
        }
        let paths = try SiteRenderer(templates: templates, writer: SiteWriter(root: root)).run(tasks, startingWith: [39, 7])
        #expect(paths == (0..<40).map { ["t\($0)-a/index.html", "t\($0)-b/index.html"] })
        #expect(try String(contentsOfFile: root + "/t39-b/index.html", encoding: .utf8).contains("<loc>t39-b</loc>"))

        let failing: [SiteRenderer.Task] = (0..<40).map { task in
            { emit in
                if task == 12 || task == 30 { throw Refused(task: task) }
                try emit(page("f\(task)"))
            }
        }
        #expect(throws: Refused(task: 12)) {
            _ = try SiteRenderer(templates: templates, writer: SiteWriter(root: root)).run(failing, startingWith: [30])
        }
        // A writer that cannot write: the error names the file.
        try "not a folder".write(toFile: root + "/blocked", atomically: true, encoding: .utf8)
        #expect {
            _ = try SiteRenderer(templates: templates, writer: SiteWriter(root: root)).run([{ emit in try emit(page("blocked/inner")) }])
        } throws: { error in
            "\(error)".contains("blocked")
        }
    }

    /// The fixture's browser search index: each file by its path, and index.json parsed.
    func searchIndex() throws -> (files: [String: Data], meta: [String: Any]) {
        var files: [String: Data] = [:]
        try SiteSearchIndex.write(store: store) { path, data in files[path] = data }
        let data = try #require(files["index.json"])
        let meta = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (files, meta)
    }

    @Test("the sharded search index holds every token of every guideline: term counts, and every adjacent pair at its position")
    func shardedIndex() throws {
        let (files, meta) = try searchIndex()
        let fields = try #require(meta["fields"] as? [String])
        let original = try store.read("tokens") { db -> [[[String]]] in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            let rows = try Row.fetchAll(
                db, sql: "SELECT s.* FROM guideline_search s JOIN guideline g ON g.id = s.guideline_id ORDER BY g.standard_id, g.sort_key")
            return try rows.map { row in
                try fields.map { field in try tokenizer.tokenize(document: row[field] ?? "").map(\.token) }
            }
        }
        #expect(original.count == meta["count"] as? Int)
        // A postings text's records: guideline (as a difference from the previous), then per
        // field its number and its values (differences too, for positions).
        func records(_ text: String) -> [(doc: Int, field: Int, values: [Int])] {
            var doc = 0
            return text.split(separator: ";").flatMap { record -> [(doc: Int, field: Int, values: [Int])] in
                let parts = record.split(separator: ":")
                doc += Int(parts[0], radix: 36)!
                return parts.dropFirst().map { part in
                    let halves = part.split(separator: ".")
                    var value = 0
                    let values = halves[1].split(separator: ",").map {
                        value += Int($0, radix: 36)!
                        return value
                    }
                    return (doc, Int(halves[0], radix: 36)!, values)
                }
            }
        }

        // Terms: shards in order, each starting at the term index.json gives, with each term's
        // count per guideline and field.
        let firsts = try #require(meta["counts"] as? [String])
        var counts: [String: String] = [:]
        var terms: [String] = []
        for (shard, first) in firsts.enumerated() {
            let data = try #require(files["t/\(shard).json"])
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
            let keys = object.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
            #expect(keys.first == first)
            #expect(object.count == 1 || data.count <= SiteSearchIndex.shardBytes + 64 * object.count, "t/\(shard)")
            terms += keys
            counts.merge(object) { a, _ in a }
        }
        #expect(files.keys.filter { $0.hasPrefix("t/") }.count == firsts.count)
        #expect(terms == terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        // Each term's guidelines, fields and counts, from the tokens themselves.
        var expected: [String: [String]] = [:]
        for (doc, documentFields) in original.enumerated() {
            for (field, tokens) in documentFields.enumerated() {
                for token in Set(tokens).sorted() { expected[token, default: []].append("\(doc) \(field) \(tokens.count { $0 == token })") }
            }
        }
        #expect(Set(counts.keys) == Set(expected.keys))
        for (term, text) in counts {
            // A count is the record's one value.
            #expect(records(text).map { "\($0.doc) \($0.field) \($0.values.count == 1 ? $0.values[0] : -1)" } == expected[term], "\(term)")
        }

        // Pairs: each in the shard its hash names; rebuilt from their positions, they give back
        // every field of two tokens or more.
        let pairShards = try #require(meta["pairShards"] as? Int)
        #expect(files.keys.filter { $0.hasPrefix("b/") }.count == pairShards)
        var rebuilt: [Int: [Int: [Int: String]]] = [:]
        var pairCount = 0
        for shard in 0..<pairShards {
            let data = try #require(files["b/\(shard).json"])
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
            for (pair, text) in object {
                #expect(SiteSearchIndex.shard(of: pair, count: pairShards) == shard, "\(pair)")
                let twoTerms = pair.split(separator: " ").map(String.init)
                #expect(twoTerms.count == 2, "\(pair)")
                pairCount += 1
                for (doc, field, starts) in records(text) {
                    for start in starts {
                        for (offset, term) in twoTerms.enumerated() {
                            let known = rebuilt[doc, default: [:]][field, default: [:]].updateValue(term, forKey: start + offset)
                            #expect(known == nil || known == term, "guideline \(doc), \(fields[field]), \(start + offset)")
                        }
                    }
                }
            }
        }
        #expect(pairCount > 0)
        for (doc, documentFields) in original.enumerated() {
            for (field, tokens) in documentFields.enumerated() {
                let map = rebuilt[doc]?[field] ?? [:]
                let found = (0..<tokens.count).map { map[$0] ?? "?" }
                #expect(tokens.count < 2 ? map.isEmpty : found == tokens, "guideline \(doc), \(fields[field])")
                #expect(tokens.count < 2 || map.count == tokens.count)
            }
        }
        let lengths = try #require(meta["lengths"] as? String).split(separator: ",").map { Int($0, radix: 36)! }
        #expect(lengths == original.map { $0.reduce(0) { $0 + $1.count } })
        // Every result's text, in chunks.
        let chunk = SiteSearchIndex.displayChunk
        let shown = try (0..<((original.count + chunk - 1) / chunk)).flatMap { n -> [[String: String]] in
            let data = try #require(files["d/\(n).json"])
            return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
        }
        #expect(shown.count == original.count)
        // A small corpus's index.json carries the same text, so that results need no other file.
        let inline = try #require(meta["display"] as? [[String: String]])
        #expect(inline == shown)
    }

    @Test("a known phrase (a synonym of several words) is counted where its tokens are in sequence")
    func phraseCounts() throws {
        let (files, meta) = try searchIndex()
        // The fixture's synonyms include "screen reader", which its guidelines use.
        let firsts = try #require(meta["phraseShards"] as? [String])
        let shard = firsts.lastIndex { !"screen reader".utf16.lexicographicallyPrecedes($0.utf16) }!
        let shardData = try #require(files["q/\(shard).json"])
        let object = try #require(try JSONSerialization.jsonObject(with: shardData) as? [String: String])
        let text = try #require(object["screen reader"])
        // A small corpus's index.json carries the same postings.
        #expect((meta["phrases"] as? [String: String])?["screen reader"] == text)
        let expected = try store.read("count") { db -> Int in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            var total = 0
            for row in try Row.fetchAll(db, sql: "SELECT * FROM guideline_search") {
                for field in SearchField.allCases {
                    let tokens = try tokenizer.tokenize(document: row[field.rawValue] ?? "").map(\.token)
                    total += tokens.indices.dropLast().count { tokens[$0] == "screen" && tokens[$0 + 1] == "reader" }
                }
            }
            return total
        }
        let counted = text.split(separator: ";").flatMap { $0.split(separator: ":").dropFirst() }
            .reduce(0) { $0 + Int($1.split(separator: ".")[1], radix: 36)! }
        #expect(expected > 0)
        #expect(counted == expected)
    }

    @Test("a pair's shard is the FNV-1a hash of its UTF-8 bytes, as search.js computes it")
    func pairShard() {
        // Reference values of 32-bit FNV-1a: "" is the offset basis, "a" is 0xe40c292c.
        #expect(SiteSearchIndex.shard(of: "", count: Int(UInt32.max)) == 0x811c_9dc5)
        #expect(SiteSearchIndex.shard(of: "a", count: Int(UInt32.max)) == 0xe40c_292c)
        #expect(SiteSearchIndex.shard(of: "a", count: 7) == 0xe40c_292c % 7)
    }

    @Test("the coverage chart's bars are as wide as the percentages it and the table print, fully covered within covered")
    func chart() throws {
        _ = try SiteGenerator.generate(store: store, options: options("chart"))
        let html = try String(contentsOfFile: folder.path("chart/coverage/index.html"), encoding: .utf8)
        func numbers(_ pattern: String) throws -> [String] {
            let regex = try NSRegularExpression(pattern: pattern)
            return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
                String(html[Range($0.range(at: 1), in: html)!])
            }
        }
        let covered = try numbers(#"bar-covered" style="width: ([0-9.]+)%""#)
        let full = try numbers(#"bar-full" style="width: ([0-9.]+)%""#)
        #expect(covered.count > 3)
        #expect(covered == (try numbers(#"chart-value">([0-9.]+)% covered"#)))
        #expect(full == (try numbers(#"% covered, ([0-9.]+)% fully"#)))
        #expect(covered == (try numbers(#"covered">\d+ of \d+ \(([0-9.]+)%\)"#)))
        #expect(full == (try numbers(#"fully">\d+ of \d+ \(([0-9.]+)%\)"#)))
        #expect(zip(covered, full).allSatisfy { Double($1)! <= Double($0)! })
        #expect(covered.contains("0"))
    }
}
