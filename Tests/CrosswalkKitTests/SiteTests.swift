import Foundation
import GRDB
import Mustache
import Testing

@testable import CrosswalkKit

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
            baseURL: try BaseURL(base))
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
        let first = try SiteGenerator(store: store, options: options("a")).generate()
        _ = try SiteGenerator(store: store, options: options("b")).generate()
        let a = try Self.files(under: folder.path("a")), b = try Self.files(under: folder.path("b"))
        #expect(a == b)
        for page in [
            "index.html", "standards/index.html", "standards/alpha/index.html", "standards/beta/pages/testing-setup/index.html",
            "guidelines/alpha/1/index.html", "guidelines/beta/android-text-field-hints/index.html",
            "platforms/ios/index.html", "platforms/android/index.html", "platforms/html/index.html", "wcag/index.html",
            "wcag/1.4.3/index.html", "compare/index.html", "compare/alpha--beta/index.html", "compare/matrix/index.html",
            "coverage/index.html", "topics/index.html", "topics/touch-targets/index.html", "glossary/index.html",
            "search/index.html", "search/index.json", "404.html", "sitemap.xml", "assets/site.css", "assets/site.js",
            "assets/search.js",
        ] {
            #expect(a[page] != nil, "missing \(page)")
        }
        #expect(first.pages == a.keys.count { $0.hasSuffix(".html") })
    }

    @Test("a guideline page shows the statement, techniques, testing, WCAG links and counterparts")
    func guidelinePage() throws {
        _ = try SiteGenerator(store: store, options: options("s")).generate()
        let html = try String(contentsOfFile: folder.path("s/guidelines/alpha/1/index.html"), encoding: .utf8)
        #expect(html.contains("<blockquote><p>Touch targets MUST be at least 9.6mm across</p></blockquote>"))
        #expect(html.contains("<h3 id=\"ios-heading\">iOS</h3>"))
        #expect(html.contains("Crosswalk editorial"))
        #expect(html.contains("<ol class=\"steps\"><li>Open the app.</li>"))
        #expect(html.contains("No WCAG success criterion corresponds."))
        #expect(html.contains("No criterion of WCAG 2.0: WCAG 2.0 has no criterion for target size."))
        #expect(!html.contains("<script>alert"))
        let labels = try String(contentsOfFile: folder.path("s/guidelines/alpha/2/index.html"), encoding: .utf8)
        #expect(labels.contains("The source gives no HTML technique for this guideline (it says “n/a”)."))
        #expect(labels.contains("href=\"/guidelines/beta/android-text-field-hints/\""))
    }

    @Test("with --base-url every internal link and asset is under the base path")
    func baseURL() throws {
        _ = try SiteGenerator(store: store, options: options("sub", base: "https://example.org/docs/crosswalk")).generate()
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
        let texts = [
            "", "   ", "  short \n\t text  ", words.joined(separator: " \n\t "), exactly200, exactly200 + "f",
            exactly200 + " g", String(repeating: "x", count: 300), "👍🏽 " + words.joined(separator: "  "),
        ]
        for text in texts {
            #expect(SiteSearchIndex.excerpt(text) == expected(text), "\(text.prefix(40))")
        }
        #expect(exactly200.count == 200 && SiteSearchIndex.excerpt(exactly200) == exactly200)
        #expect(SiteSearchIndex.excerpt(words.joined(separator: " ")).hasSuffix("…"))
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

    @Test("a template error names the file, line and column, and leaves the previous site in place")
    func templateError() throws {
        _ = try SiteGenerator(store: store, options: options("kept")).generate()
        let before = try Self.files(under: folder.path("kept"))
        let templates = folder.path("templates")
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path, toPath: templates)
        try "<h1>{{#broken}}\n{{/unclosed}}\n".write(toFile: templates + "/home.mustache", atomically: true, encoding: .utf8)
        #expect {
            _ = try SiteGenerator(store: store, options: options("kept", templates: templates)).generate()
        } throws: { error in
            guard case CrosswalkError.template(let path, let line, _, _)? = error as? CrosswalkError else { return false }
            return path.hasSuffix("home.mustache") && line == 2
        }
        #expect(try Self.files(under: folder.path("kept")) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
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

    @Test("the search index written a document at a time is the encoder's JSON of the whole index")
    func streamedIndex() throws {
        var streamed = Data()
        var pieces = 0
        try SiteSearchIndex.write(store: store) {
            streamed.append($0)
            pieces += 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let whole = try SiteSearchIndex.build(store: store)
        #expect(whole.documents.count > 2)
        #expect(pieces == whole.documents.count + 2)
        #expect(streamed == (try encoder.encode(whole)))
    }

    @Test("the coverage chart's bars are proportional to the table's percentages")
    func chart() throws {
        let coverage = Coverage(
            version: .wcag20, levels: [.a, .aa],
            standards: [
                .init(
                    standard: "x", standardName: "X",
                    levels: [
                        .init(level: .a, total: 25, covered: 25, full: 0, percent: 100),
                        .init(level: .aa, total: 13, covered: 0, full: 0, percent: 0),
                    ], criteria: [], unmapped: [])
            ])
        let bars = try #require(CoverageChart(coverage).groups.first?.bars)
        #expect(bars.map(\.width) == [520, 1])
        #expect(bars.map(\.percent) == ["100", "0"])
    }
}
