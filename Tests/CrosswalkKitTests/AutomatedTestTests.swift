import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// `### Automated test (editorial)` at the end of `## Testing`, from the content format to the
/// site, on the frameworks fixture (``TestSupport/frameworks``): gamma/1 has one with a Swift,
/// Kotlin, Dart and JSX test; gamma/2 has none.
@Suite("Automated test")
struct AutomatedTestTests {
    static let fixture = TestSupport.frameworks
    static let file = "Content/gamma/1-button-labels.md"

    /// What `crosswalk show` prints for these arguments, 80 columns wide.
    func show(_ arguments: [String]) throws -> String {
        let paths = Self.fixture.paths
        let command = try #require(
            try CrosswalkCommand.parseAsRoot(
                ["show"] + arguments + ["--content", paths.content, "--mappings", paths.mappings, "--db", Self.fixture.db])
                as? ShowCommand)
        return try command.render(style: TextStyle(colour: false, width: 80))
    }

    /// `testing.automated_test` of `crosswalk show ID --format json`, nil when absent.
    func automatedTest(_ arguments: [String]) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(try show(arguments + ["--format", "json"]).utf8))
        let testing = try #require((object as? [String: Any])?["testing"] as? [String: Any])
        return testing["automated_test"] as? [String: Any]
    }

    /// The diagnostics of the frameworks fixture with gamma/1 edited, paths relative to its
    /// folder, and the edited text.
    func diagnostics(editing edit: (String) -> String) throws -> (diagnostics: [String], text: String) {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfFrameworksFixture()
        let text = edit(try String(contentsOfFile: folder.path(Self.file), encoding: .utf8))
        try folder.write(Self.file, text)
        let report = try ContentPipeline(paths: paths).run(into: DiscardingConsumer())
        return (report.diagnostics.map { String($0.description.dropFirst(folder.url.path.count + 1)) }, text)
    }

    /// The 1-based line numbers of the lines equal to `line`.
    func lines(of line: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element == line }.map { $0.offset + 1 }
    }

    /// The subsection as the fixture has it, from its heading to the end of the file.
    func subsection(of text: String) throws -> String {
        String(text[try #require(text.range(of: "### Automated test (editorial)")).lowerBound...])
    }

    /// `text` with `old` replaced by `new` inside the subsection only.
    func replacing(_ old: String, with new: String, inTestOf text: String) -> String {
        let start = text.range(of: "### Automated test (editorial)")!.lowerBound
        return String(text[..<start]) + text[start...].replacingOccurrences(of: old, with: new)
    }

    // MARK: The content format

    @Test("the loader reads the prose, a test per platform by its language, and what a person still checks")
    func loads() throws {
        let (knowledgeBase, report) = try TestSupport.load(Self.fixture.paths)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let guideline = try #require(knowledgeBase.guidelines.first { $0.id == "gamma/1" })
        let test = try #require(guideline.testing.automated)
        #expect(test.code.map(\.platform) == [.ios, .android, .flutter, .reactNative])
        #expect(test.code.map(\.language) == [.swift, .kotlin, .dart, .jsx])
        #expect(test.code[0].code.hasPrefix("import XCTest\n") && test.code[0].code.contains("performAccessibilityAudit"))
        #expect(test.prose.text.hasPrefix("Name checks cover this guideline") && !test.prose.text.contains("A person still checks"))
        #expect(!test.prose.markdown.contains("```"), "the prose holds no code")
        #expect(test.personChecks.text.hasPrefix("A person still checks: that each name says what the button does"))
        // The procedure is as it was: the steps and the expected result stop at the new heading.
        #expect(
            guideline.testing.steps.count == 2
                && guideline.testing.expected.map(\.text) == ["Each icon button is announced with the name of its action."])
        #expect(try #require(knowledgeBase.guidelines.first { $0.id == "gamma/2" }).testing.automated == nil)
    }

    @Test("the one mapping from a fence's language to a platform")
    func languages() {
        #expect(CodeLanguage.allCases.map(\.rawValue).sorted() == CodeSample.languages.sorted())
        let platforms = Dictionary(grouping: CodeLanguage.allCases.filter { $0.platform != nil }, by: { $0.platform! })
        #expect(platforms[.ios] == [.swift, .objc] && platforms[.android] == [.kotlin, .java, .xml])
        #expect(platforms[.flutter] == [.dart] && platforms[.reactNative] == [.jsx, .tsx])
        #expect(platforms[.html] == [.html, .css, .javascript] && CodeLanguage.text.platform == nil)
    }

    @Test("a heading without '(editorial)' fails at its line and column")
    func notEditorial() throws {
        let edited = try diagnostics { $0.replacingOccurrences(of: "### Automated test (editorial)", with: "### Automated test") }
        let line = try #require(lines(of: "### Automated test", in: edited.text).first)
        #expect(
            edited.diagnostics == [
                "\(Self.file):\(line):1: error: '### Automated test' is always Crosswalk's own: mark it '### Automated test (editorial)'"
            ])
    }

    @Test("a heading before the expected result, twice, or outside Testing fails at its line and column")
    func misplaced() throws {
        // Between the procedure and the expected result.
        let early = try diagnostics { text in
            let section = try! subsection(of: text)
            return text.replacingOccurrences(of: "\n" + section, with: "")
                .replacingOccurrences(of: "### Expected result", with: section + "\n### Expected result")
        }
        let earlyLine = try #require(lines(of: "### Automated test (editorial)", in: early.text).first)
        let expectedLine = try #require(lines(of: "### Expected result", in: early.text).first)
        #expect(
            early.diagnostics == [
                "\(Self.file):\(earlyLine):1: error: '### Automated test (editorial)' comes after '### Procedure' and '### Expected result', "
                    + "but '### Expected result' follows it on line \(expectedLine)"
            ])

        // Twice: the second is the error.
        let twice = try diagnostics { text in text + "\n" + (try! subsection(of: text)) }
        let headings = lines(of: "### Automated test (editorial)", in: twice.text)
        #expect(headings.count == 2)
        #expect(
            twice.diagnostics == [
                "\(Self.file):\(headings[1]):1: error: '### Automated test' appears twice in '## Testing' (first on line \(headings[0]))"
            ])

        // In a platform section.
        let inIOS = try diagnostics { text in
            let section = try! subsection(of: text)
            return text.replacingOccurrences(of: "\n" + section, with: "")
                .replacingOccurrences(of: "## Android\n", with: section + "\n## Android\n")
        }
        let iosLine = try #require(lines(of: "### Automated test (editorial)", in: inIOS.text).first)
        #expect(
            inIOS.diagnostics == [
                "\(Self.file):\(iosLine):1: error: '### Automated test (editorial)' belongs in '## Testing', after '### Expected result', not in '## iOS'"
            ])
    }

    @Test("a test in plain text is an error at its fence; no closing paragraph is a warning at the heading")
    func contents() throws {
        let text = try diagnostics { replacing("```jsx\n", with: "```text\n", inTestOf: $0) }
        let fence = try #require(lines(of: "```text", in: text.text).first)
        #expect(
            text.diagnostics == [
                "\(Self.file):\(fence):1: error: an automated test's code is a test for one platform; tag the fence with its language "
                    + "(swift, kotlin, dart, jsx...), not 'text'"
            ])
        let unknown = try diagnostics { replacing("```dart\n", with: "```dartt\n", inTestOf: $0) }
        #expect(unknown.diagnostics.count == 1 && unknown.diagnostics[0].contains("unknown code language 'dartt' (did you mean 'dart'?)"))

        let missing = try diagnostics {
            $0.replacingOccurrences(of: "A person still checks: that each name", with: "Still to check by hand: that each name")
        }
        let heading = try #require(lines(of: "### Automated test (editorial)", in: missing.text).first)
        #expect(
            missing.diagnostics == [
                "\(Self.file):\(heading):1: warning: '### Automated test (editorial)' should end with a paragraph that starts "
                    + "'A person still checks:' (what no tool sees)"
            ])
    }

    // MARK: The command line

    @Test("show prints it under Testing after the expected result: prose, each test under its platform, then the person's part")
    func showText() throws {
        let text = try show(["gamma/1"])
        let order = [
            "  Expected result:", "  Automated test (Crosswalk editorial):", "  Name checks cover this guideline",
            "  iOS:\n  ```swift\n  import XCTest", "  Android:\n  ```kotlin", "  Flutter:\n  ```dart", "  React Native:\n  ```jsx",
            "  A person still checks: that each name", "\nWCAG\n",
        ].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(text)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "in this order:\n\(text)")
        #expect(TerminalTests.overlong(text).isEmpty, "\(TerminalTests.overlong(text))")
        #expect(!(try show(["gamma/2"])).contains("Automated test"))
    }

    @Test("show --platform keeps that platform's test and the prose, or says there is none")
    func platform() throws {
        let flutter = try show(["gamma/1", "--platform", "flutter"])
        #expect(flutter.contains("  Flutter:\n  ```dart") && flutter.contains("meetsGuideline(labeledTapTargetGuideline)"))
        #expect(!flutter.contains("performAccessibilityAudit") && !flutter.contains("createComposeRule") && !flutter.contains("getByRole"))
        #expect(flutter.contains("Name checks cover this guideline") && flutter.contains("A person still checks:"))
        let html = try show(["gamma/1", "--platform", "html"])
        #expect(html.contains("  No HTML test code for this guideline.") && !html.contains("```swift"), "\(html)")

        let json = try #require(try automatedTest(["gamma/1", "--platform", "react-native"]))
        let code = try #require(json["code"] as? [[String: String]])
        #expect(code.map { $0["platform"] } == ["react-native"] && code.first?["language"] == "jsx")
    }

    @Test("the JSON has testing.automated_test: prose, each test's platform and language, the person's part, with HTML")
    func json() throws {
        let test = try #require(try automatedTest(["gamma/1"]))
        #expect(Set(test.keys) == ["prose", "prose_html", "code", "person_checks", "person_checks_html"])
        let code = try #require(test["code"] as? [[String: String]])
        #expect(code.map { $0["platform"] ?? "" } == ["ios", "android", "flutter", "react-native"])
        #expect(code.map { $0["language"] ?? "" } == ["swift", "kotlin", "dart", "jsx"])
        #expect((test["prose"] as? String)?.contains("`xctest/sufficientElementDescription`") == true)
        #expect((test["prose_html"] as? String)?.contains("<code>atf/SpeakableTextPresentCheck</code>") == true)
        #expect((test["person_checks"] as? String)?.hasPrefix("A person still checks:") == true)
        #expect((test["person_checks_html"] as? String)?.hasPrefix("<p>A person still checks:") == true)
        #expect(try automatedTest(["gamma/2"]) == nil)
    }

    @Test("search finds a guideline by its test's code in the platform's code field, and by its prose in testing")
    func search() throws {
        let engine = try SearchEngine(store: Store(path: Self.fixture.db))
        func results(_ query: String, _ platforms: [Platform] = []) throws -> [SearchResult] {
            try engine.search(query, filters: SearchFilters(platforms: platforms)).results
        }
        let audit = try results("performAccessibilityAudit")
        #expect(audit.map(\.id) == ["gamma/1"] && audit.first?.matchedIn == "code:ios")
        #expect(try results("performAccessibilityAudit", [.android]).isEmpty, "another platform's test is not searched")
        let guideline = try results("meetsGuideline")
        #expect(guideline.map(\.id) == ["gamma/1"] && guideline.first?.matchedIn == "code:flutter")
        let prose = try results("SpeakableTextPresentCheck")
        #expect(prose.map(\.id) == ["gamma/1"] && prose.first?.matchedIn == "testing")
    }

    // MARK: The site

    @Test("the guideline page shows it inside Testing, each test a labelled code block under its platform")
    func site() throws {
        func page(_ path: String) throws -> String { try TestSupport.frameworksPage(path) }
        let guideline = try page("guidelines/gamma/1/index.html")
        let testing = try #require(guideline.range(of: "<h2 id=\"testing\">"))
        let section = String(guideline[testing.lowerBound..<(try #require(guideline.range(of: "<h2 id=\"wcag\">")).lowerBound)])
        let order = [
            "<h3>Expected result</h3>", "<h3 id=\"automated-test\">Automated test <span class=\"badge badge-editorial\">",
            "<code>xctest/sufficientElementDescription</code>", "<h4 class=\"test-platform\">iOS</h4>",
            "id=\"code-automated-test-1-lang\">Swift</span>", "<h4 class=\"test-platform\">Android</h4>", ">Kotlin</span>",
            "<h4 class=\"test-platform\">Flutter</h4>", ">Dart</span>", "<h4 class=\"test-platform\">React Native</h4>", ">JSX</span>",
            "<div class=\"prose person-checks\"><p>A person still checks:",
        ].map { section.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(section)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(section.contains("<span class=\"hl-k\">import</span> <span class=\"hl-t\">XCTest</span>"), "highlighted")
        #expect(try !page("guidelines/gamma/2/index.html").contains("automated-test"))
    }
}
