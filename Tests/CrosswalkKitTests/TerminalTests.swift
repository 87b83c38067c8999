import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// The CLI at an 80-column terminal, on the real content: output that fits without breaking
/// a word or an id, and a newcomer's likely mistakes answered with what to do.
@Suite("At a terminal")
struct TerminalTests {
    let folder: TemporaryDirectory
    let realDB: String
    let store: Store

    init() throws {
        folder = try TemporaryDirectory()
        realDB = TestSupport.sharedRealStore
        store = try Store(path: realDB)
    }

    var real: [String] {
        ["--content", TestSupport.realContent.content, "--mappings", TestSupport.realContent.mappings, "--db", realDB]
    }

    /// A query command's text output at `width` columns, on the real content.
    func text(_ arguments: [String], width: Int = 80) throws -> String {
        let output = try render(try CrosswalkCommand.parseCommandLine(arguments + real), width: width)
        return try #require(output, "not a query command: \(arguments)")
    }

    /// What a query command prints, without printing it; nil for other commands.
    func render(_ command: ParsableCommand, width: Int = 80) throws -> String? {
        let style = TextStyle(colour: false, width: width)
        switch command {
        case let c as SearchCommand: return try c.render(style: style)
        case let c as ShowCommand: return try c.render(style: style)
        case let c as ListCommand: return try c.render(style: style)
        case let c as StandardsCommand: return try c.render(style: style)
        case let c as CoverageCommand: return try c.render(style: style)
        case let c as CompareCommand: return try c.render(style: style)
        default: return nil
        }
    }

    /// The lines of `output` wider than `width`, leaving out code blocks (kept as written,
    /// with a note) and a line that is one word longer than the width: an id, a URL or a
    /// token of code, which is never cut.
    static func overlong(_ output: String, width: Int = 80) -> [String] {
        var inCode = false
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            var words = line.split(separator: " ")
            if words.first?.hasPrefix("```") == true {
                inCode.toggle()
                return false
            }
            // A search result's number is not part of its id.
            if words.count == 2, words[0].hasSuffix("."), words[0].dropLast().allSatisfy(\.isNumber) { words.removeFirst() }
            return !inCode && TextStyle.visibleWidth(line) > width && words.count > 1
        }
    }

    /// The status and message a command line ends with, run in-process.
    func outcome(_ arguments: [String]) -> (status: Int32, message: String?) {
        do {
            try Terminal.$capture.withValue(ErrorCapture()) {
                var command = try CrosswalkCommand.parseCommandLine(arguments)
                // Query commands render without printing; the others run.
                if try render(command) == nil { try command.run() }
            }
            return (0, nil)
        } catch {
            return CrosswalkCommand.outcome(of: error)
        }
    }

    // MARK: Fitting the terminal

    @Test("every command's text output fits 80 columns on the real content, code blocks aside")
    func fitsEightyColumns() throws {
        var commands: [[String]] = [["standards"], ["list"], ["coverage"], ["coverage", "--level", "A", "--level", "AA"]]
        commands += try store.standardIDs().flatMap { [["list", "--standard", $0], ["show", $0]] }
        commands += Platform.allCases.map { ["list", "--platform", $0.rawValue] }
        commands += [["show", "bbc-2013/13"], ["show", "section508-mobile/android-touchable-control-sizes"], ["show", "1.4.3"]]
        let queries = ["touch target", "screen reader", "contentDescription", "colour contrast", "captions", "focus order", "label"]
        commands += try (queries + store.topics().map(\.title)).map { ["search", $0, "--limit", "200"] }
        var problems: [String] = []
        for command in commands {
            problems += Self.overlong(try text(command)).map { "\(command.joined(separator: " ")): \($0)" }
        }
        // Every guideline and criterion, as show lays them out, through one mapping graph.
        let style = TextStyle(colour: false, width: 80)
        for guideline in try store.guidelines(ids: store.guidelineIDs(), counterpartsFrom: MappingGraph(store: store)) {
            problems += Self.overlong(GuidelineText(guideline: guideline, style: style).render()).map { "show \(guideline.id): \($0)" }
        }
        let show = try #require(try CrosswalkCommand.parseCommandLine(["show", "1.4.3"]) as? ShowCommand)
        for number in try store.criterionNumbers() {
            let criterion = try #require(try store.criterion(number))
            problems += Self.overlong(try show.render(criterion, style: style)).map { "show \(number): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) lines over 80 columns:\n\(problems.prefix(20).joined(separator: "\n"))")

        // Summaries of check and build.
        let report = try ContentPipeline(paths: TestSupport.realContent).run(into: DiscardingConsumer())
        #expect(Self.overlong(ContentSummary.checkLine(report, width: 80)).isEmpty)
        let built = ContentSummary.built(try store.summary(), path: realDB, paths: TestSupport.realContent, seconds: 1, width: 80)
        #expect(Self.overlong(built).isEmpty, "\(built)")
        #expect(built.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(built)")
    }

    @Test("a code line wider than the terminal is kept whole, and the output says so")
    func wideCode() throws {
        let text = try self.text(["show", "bbc-2013/13"])
        let wide = #"<a class="icon" href="/bookmarks/add"><img src="addbkmark.png" width="20" height="20" alt="Add bookmark"></a>"#
        let lines = text.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex(of: "  " + wide))
        #expect(lines[index + 1] == "  ```")
        #expect(lines[index + 2].hasPrefix("  (One line of this code is wider than 80 columns, left whole"))
        // Prose is rewrapped: the source's 100-column lines are not.
        #expect(text.contains("  Make every actionable control larger than 9.6 mm across, by using a larger\n  control"))
    }

    @Test("no id is split and every line fits, at any width from 50 to 120", arguments: [50, 60, 72, 80, 100, 120])
    func idsWhole(width: Int) throws {
        let ids = try store.guidelineIDs()
        let list = try text(["list"], width: width)
        let lines = list.split(separator: "\n").map(String.init)
        for id in ids {
            #expect(lines.contains { $0.hasPrefix(id + " ") || $0 == id }, "\(id) is not whole at the start of a line at \(width)")
        }
        #expect(Self.overlong(list, width: width).isEmpty, "\(Self.overlong(list, width: width))")
        let standards = try text(["standards"], width: width)
        for id in try store.standardIDs() {
            #expect(standards.split(separator: "\n").contains { $0.hasPrefix(id + " ") || $0 == id }, "\(id) at \(width)")
        }
        let search = try text(["search", "touch", "--limit", "100"], width: width)
        let results = try SearchEngine(store: store).search("touch", filters: SearchFilters(limit: 100)).results
        for result in results {
            #expect(search.contains(". \(result.id)  ") || search.contains(". \(result.id)\n"), "\(result.id) at \(width)")
        }
        #expect(Self.overlong(search, width: width).isEmpty, "\(Self.overlong(search, width: width))")
    }

    @Test("a table wraps at spaces, gives a long id a line of its own, and says when it cannot fit")
    func table() {
        var table = TextTable([
            .init(header: "id", fit: .spill), .init(header: "level"), .init(header: "title", fit: .wrap(minimum: 12)),
        ])
        table.add(["bbc-2013/1", "must", "Consistent editorial across every platform"])
        table.add(["section508-mobile/android-touchable-control-sizes", "should", "Touch targets of at least 48 dp"])
        let text = table.render(style: TextStyle(colour: false, width: 50))
        #expect(
            text == """
                id          level   title
                bbc-2013/1  must    Consistent editorial across
                                    every platform
                section508-mobile/android-touchable-control-sizes
                            should  Touch targets of at least 48
                                    dp
                """)
        // Narrower, the id column gives way entirely rather than cut an id.
        #expect(
            table.render(style: TextStyle(colour: false, width: 30)).hasPrefix(
                """
                id  level   title
                bbc-2013/1
                    must    Consistent
                            editorial across
                """))
        // Words are never cut: a word longer than the column widens it.
        #expect(TextTable.wrap("an extraordinarily long word", width: 6) == ["an", "extraordinarily", "long", "word"])
        // An indented line keeps its indent when it wraps; the spaces at a break go.
        #expect(TextTable.wrap("  indented words  that wrap", width: 12) == ["  indented", "words  that", "wrap"])

        // Fixed columns wider than the terminal: printed whole, with a note.
        var wide = TextTable([.init(header: "a"), .init(header: "b")])
        wide.add([String(repeating: "x", count: 30), String(repeating: "y", count: 30)])
        let lines = wide.render(style: TextStyle(colour: false, width: 40)).split(separator: "\n")
        #expect(lines.last == "--format csv.)")
        #expect(lines.dropFirst(2).joined(separator: " ").contains("This table needs 62 columns and the terminal has 40"))
    }

    @Test("Markdown prose is rewrapped; lists hang; code and tables stay as written")
    func markdown() {
        let markdown = """
            A paragraph that goes on for long enough to need wrapping at forty columns,
            written on two lines.

            1. A numbered step that also needs more than one line here.
            - A bullet.

            ```swift
            let x = 1 // a code line that is far wider than forty columns, kept whole
            ```

            | a | b |
            """
        let lines = MarkdownLayout.lines(markdown, width: 40, indent: "  ", style: .plain)
        #expect(
            lines == [
                "  A paragraph that goes on for long",
                "  enough to need wrapping at forty",
                "  columns, written on two lines.",
                "",
                "  1. A numbered step that also needs",
                "     more than one line here.",
                "  - A bullet.",
                "",
                "  ```swift",
                "  let x = 1 // a code line that is far wider than forty columns, kept whole",
                "  ```",
                "  (One line of this code is wider than",
                "  40 columns, left whole so that the",
                "  code copies as written.)",
                "",
                "  | a | b |",
            ])
    }

    @Test("COLUMNS sets the width; without it and without a terminal, 80")
    func defaultWidth() {
        #expect(TextStyle.plain.width == 80)
        #expect(TextStyle.defaultWidth == 80)
    }

    // MARK: Suggestions and mistakes

    @Test("show with a bare number offers that number in every standard")
    func bareNumber() {
        let guidelines = (try? store.guidelineIDs()) ?? []
        let criteria = (try? store.criterionNumbers()) ?? []
        let standards = (try? store.standardIDs()) ?? []
        func suggestions(_ id: String) -> [String] {
            ShowCommand.suggestions(for: id, guidelines: guidelines, criteria: criteria, standards: standards)
        }
        #expect(suggestions("13") == ["bbc-2013/13", "cis-india/13"])
        #expect(suggestions("8") == ["bbc-2013/8", "cis-india/8"])
        #expect(suggestions("11.4.8") == ["gigw-3/11.4.8"])
        #expect(suggestions("a") == ["bbc-2013/A"])
        #expect(suggestions("bbc/13") == ["bbc-2013/13"])
        #expect(suggestions("cis-indai/8") == ["cis-india/8"])
    }

    /// A newcomer's ten likely mistakes (docs/cli.md lists them): each is one line that says
    /// what to do, with status 2 for a command line that cannot work (1 for a missing folder).
    static let mistakes: [(arguments: [String], status: Int32, says: String)] = [
        // 1. Running from another folder than the repository root.
        (
            ["standards", "--content", "/nonexistent/Content"], 1,
            "run crosswalk in the Crosswalk repository (or a folder below it), or give the folder with --content DIR"
        ),
        // 2. A misspelt command.
        (["serach", "touch"], 2, "unknown command 'serach'; did you mean 'search'? (crosswalk search touch"),
        // 3. An option before the command.
        (["--format", "json", "standards"], 2, "options go after the command: crosswalk standards --format json"),
        // 4. A misspelt standard, topic or platform.
        (["list", "--standard", "bbc"], 2, "unknown standard 'bbc'; did you mean 'bbc-2013', 'bbc-v2'?"),
        (["search", "touch", "--topic", "touch"], 2, "unknown topic 'touch'; did you mean 'touch-targets'?"),
        (["list", "--platform", "andriod"], 2, "Please provide one of 'ios', 'android', 'flutter', 'react-native' or 'html'"),
        // 5. A WCAG criterion in another version.
        (["show", "2.5.8", "--wcag", "2.0"], 2, "WCAG 2.0 has no criterion 2.5.8; it is in 2.2 (leave out --wcag, or give --wcag 2.2)"),
        // 6. compare with one standard.
        (["compare", "gigw-3"], 2, "compare takes two standards, e.g. crosswalk compare gigw-3 cis-india"),
        // 7. --limit 0 (or negative).
        (["search", "touch", "--limit", "0"], 2, "--limit 0: give the number of results to show, 1 or more (default 10)"),
        (["search", "touch", "--limit", "-1"], 2, "--limit -1: give the number of results to show, 1 or more (default 10)"),
        // 8. An empty query.
        (["search", ""], 2, "empty query; give some words, e.g. crosswalk search \"touch target\""),
        // 9. show with a bare number.
        (["show", "13"], 2, "unknown guideline, criterion or standard '13'; did you mean 'bbc-2013/13', 'cis-india/13'?"),
        // 10. --format on a command without it.
        (
            ["check", "--format", "json"], 2,
            "crosswalk check has no --format: it prints each problem as 'path:line:column: error: message'"
        ),
    ]

    @Test("a newcomer's ten likely mistakes each get one line that says what to do", arguments: mistakes.indices)
    func mistake(index: Int) {
        let (arguments, status, says) = Self.mistakes[index]
        // The real content, unless the mistake is about where it is; check takes no store.
        let paths = ["--content", TestSupport.realContent.content, "--mappings", TestSupport.realContent.mappings]
        let result = outcome(
            arguments.contains("--content")
                ? arguments + ["--db", folder.path("new.sqlite")] : arguments + (arguments[0] == "check" ? paths : real))
        #expect(result.status == status, "\(arguments)")
        #expect(result.message?.contains(says) == true, "\(arguments): \(result.message ?? "no message")")
        #expect(result.message?.contains("\n") == false, "\(arguments): more than one line")
    }

    @Test("an option before the command is moved after it; no command at all lists the commands")
    func optionBeforeCommand() {
        let moved = outcome(["--db", "x.sqlite", "standards"])
        #expect(moved.status == 2)
        #expect(moved.message == "error: options go after the command: crosswalk standards --db x.sqlite")
        let none = outcome(["--db", "x.sqlite"])
        #expect(
            none.message?.hasPrefix("error: --db needs a command before it: crosswalk COMMAND [OPTIONS], where COMMAND is one of check,")
                == true)
        let words = outcome(["touch", "target"])
        #expect(words.message?.hasSuffix("to search for words, crosswalk search touch target") == true)
        // What parses is untouched: help and version.
        #expect(outcome(["--version"]).status == 0)
        #expect(outcome(["search", "--help"]).status == 0)
    }

    @Test("a command-line error points at that command's help")
    func helpHint() {
        let result = outcome(["list", "--levle", "must"])
        #expect(result.status == 2)
        #expect(result.message == "error: Unknown option '--levle'. Did you mean '--level'? (see 'crosswalk list --help')")
    }

    // MARK: Typed options

    @Test("option values are listed in --help and in shell completion, and accepted in any case")
    func typedOptions() throws {
        let search = CrosswalkCommand.helpMessage(for: SearchCommand.self, columns: 200)
        #expect(search.contains("--platform <platform>") && search.contains("(values: ios, android, flutter, react-native, html)"))
        #expect(search.contains("(values: must, should, advisory)"))
        #expect(search.contains("(values: text, json, csv; default: text)"))
        let coverage = CrosswalkCommand.helpMessage(for: CoverageCommand.self, columns: 200)
        #expect(coverage.contains("(values: A, AA, AAA)") && coverage.contains("(values: 2.0, 2.1, 2.2)"))
        #expect(CrosswalkCommand.helpMessage(for: ExportCommand.self, columns: 200).contains("(values: json, csv, oscal; default: json)"))

        for shell in [CompletionShell.bash, .zsh, .fish] {
            let script = CrosswalkCommand.completionScript(for: shell)
            for values in ["ios", "android", "html", "must", "should", "advisory", "AAA", "2.2", "csv"] {
                #expect(script.contains(values), "\(shell) completion lacks \(values)")
            }
        }
        // Standards, topics and ids come from the store named on the command line.
        let words = ["crosswalk", "search", "--db", realDB, "--standard"]
        #expect(Completions.store(words).map { try? $0.standardIDs() } == (try store.standardIDs()))
        #expect(Completions.store(["crosswalk", "--db", folder.path("none.sqlite")]) == nil)

        let list = try #require(try CrosswalkCommand.parseCommandLine(["list", "--platform", "iOS", "--level", "MUST"]) as? ListCommand)
        #expect(list.platforms == [.ios] && list.level == .must)
        let coverageLevels = try #require(try CrosswalkCommand.parseCommandLine(["coverage", "--level", "aa"]) as? CoverageCommand)
        #expect(coverageLevels.levels == [.aa])
    }

    // MARK: site's preview command

    @Test("site prints a preview command that serves the site at its base path")
    func sitePreview() throws {
        #expect(
            SiteCommand.preview(output: "_site", basePath: "/") == [
                "Serve it:  python3 -m http.server -d _site   (then open http://localhost:8000/)"
            ])
        // Built where its base path is the end of the folder: serve the folder above.
        let out = folder.path("preview/crosswalk")
        try Terminal.$capture.withValue(ErrorCapture()) {
            // The fixture's site: the preview line is the same for any content.
            let fixture = [
                "--content", TestSupport.validFixture.content, "--mappings", TestSupport.validFixture.mappings,
                "--db", TestSupport.sharedFixtureStore,
                "--checklists", TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path,
            ]
            var site = try CrosswalkCommand.parseCommandLine(["site", "--quiet", "--out", out, "--base-url", "/crosswalk/"] + fixture)
            try site.run()
        }
        let lines = SiteCommand.preview(output: out, basePath: "/crosswalk/")
        let root = URL(fileURLWithPath: folder.path("preview")).standardizedFileURL.path
        #expect(lines == ["Serve it:  python3 -m http.server -d \(root)   (then open http://localhost:8000/crosswalk/)"])
        #expect(FileManager.default.fileExists(atPath: root + "/crosswalk/index.html"))
        // Anywhere else: a folder with a link to it at the base path.
        let elsewhere = SiteCommand.preview(output: "/srv/site", basePath: "/docs/crosswalk/")
        #expect(
            elsewhere == [
                "Its links start with /docs/crosswalk/, so serve it from a folder that holds it there:",
                "  mkdir -p /tmp/crosswalk-serve/docs && ln -sfn /srv/site /tmp/crosswalk-serve/docs/crosswalk",
                "  python3 -m http.server -d /tmp/crosswalk-serve   (then open http://localhost:8000/docs/crosswalk/)",
            ])
    }
}
