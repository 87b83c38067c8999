import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// Flutter and React Native as platforms, from the content format to the site, on the
/// frameworks fixture (``TestSupport/frameworks``): gamma/1 has Flutter and React Native
/// sections beside iOS and Android, gamma/2 React Native's but no Flutter one, so nothing may
/// assume that a guideline with iOS techniques has Flutter ones, nor one framework the other.
@Suite("Flutter and React Native")
struct FrameworkPlatformTests {
    static let fixture = TestSupport.frameworks

    /// Runs a query command on the fixture's store and returns what it prints.
    func output(_ arguments: [String]) throws -> String {
        let paths = Self.fixture.paths
        let command = try CrosswalkCommand.parseAsRoot(
            arguments + ["--content", paths.content, "--mappings", paths.mappings, "--db", Self.fixture.db])
        switch command {
        case let c as ListCommand: return try c.render(style: TextStyle(colour: false, width: 80))
        case let c as ShowCommand: return try c.render(style: TextStyle(colour: false, width: 80))
        default: throw ValidationError("not a query command: \(arguments)")
        }
    }

    /// The guideline ids `crosswalk list` gives for these arguments.
    func listed(_ arguments: [String]) throws -> [String] {
        let rows = try JSONSerialization.jsonObject(with: Data(try output(["list"] + arguments + ["--format", "json"]).utf8))
        return try #require(rows as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    // MARK: The content format

    @Test("the loader reads Flutter and React Native sections: editorial techniques with dart, jsx and tsx code")
    func loads() throws {
        let (knowledgeBase, report) = try TestSupport.load(Self.fixture.paths)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let guideline = try #require(knowledgeBase.guidelines.first { $0.id == "gamma/1" })
        #expect(guideline.platforms == [.ios, .android, .flutter, .reactNative])
        let flutter = guideline.techniques.filter { $0.platform == .flutter }
        #expect(flutter.map(\.kind) == [.recommendation, .pass, .failure] && flutter.allSatisfy(\.isEditorial))
        #expect(flutter.flatMap(\.code).map(\.language) == ["dart", "dart"])
        #expect(flutter[1].code.first?.code.hasPrefix("Widget shareButton(") == true)
        let reactNative = guideline.techniques.filter { $0.platform == .reactNative }
        #expect(reactNative.map(\.kind) == [.recommendation, .pass, .pass] && reactNative.allSatisfy(\.isEditorial))
        #expect(reactNative.flatMap(\.code).map(\.language) == ["jsx", "tsx"])
        #expect(Platform(heading: "React Native") == .reactNative && Platform(heading: "Flutter") == .flutter)
        let statuses = try #require(knowledgeBase.guidelines.first { $0.id == "gamma/2" })
        #expect(statuses.platforms == [.ios, .android, .reactNative] && !statuses.techniques.contains { $0.platform == .flutter })
    }

    /// The diagnostics of the frameworks fixture with gamma/1 edited, paths relative to its folder.
    private func diagnostics(editing edit: (String) -> String) throws -> (diagnostics: [String], text: String) {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfFrameworksFixture()
        let file = "Content/gamma/1-button-labels.md"
        let text = edit(try String(contentsOfFile: folder.path(file), encoding: .utf8))
        try folder.write(file, text)
        let report = try ContentPipeline(paths: paths).run(into: DiscardingConsumer())
        return (report.diagnostics.map { String($0.description.dropFirst(folder.url.path.count + 1)) }, text)
    }

    /// The 1-based line of the first line equal to `line` after the line `after`.
    private func line(of line: String, after: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: after))
        return try #require(lines[start...].firstIndex(of: line)) + 1
    }

    @Test("check reports an unmarked Flutter or React Native technique at its heading")
    func unmarked() throws {
        // A pass example of Flutter's without '(editorial)'.
        let pass = try diagnostics { text in
            let flutter = text.range(of: "## Flutter\n")!
            let heading = text.range(of: "### Pass example (editorial)", options: [], range: flutter.upperBound..<text.endIndex)!
            return text.replacingCharacters(in: heading, with: "### Pass example")
        }
        let passLine = try line(of: "### Pass example", after: "## Flutter", in: pass.text)
        #expect(
            pass.diagnostics == [
                "Content/gamma/1-button-labels.md:\(passLine):1: error: no source names Flutter, so every technique in '## Flutter' "
                    + "is Crosswalk's own: mark it '### Pass example (editorial)'"
            ])

        // React Native's recommendation written as the section's opening text, unmarked: at the section heading.
        let intro = try diagnostics {
            $0.replacingOccurrences(of: "## React Native\n\n### Recommendation (editorial)\n", with: "## React Native\n")
        }
        let introLine = try line(of: "## React Native", after: "## Flutter", in: intro.text)
        #expect(
            intro.diagnostics == [
                "Content/gamma/1-button-labels.md:\(introLine):1: error: no source names React Native, so every technique in "
                    + "'## React Native' is Crosswalk's own: mark it '### Recommendation (editorial)'"
            ])

        // A misspelt framework heading is suggested.
        let misspelt = try diagnostics { $0.replacingOccurrences(of: "## React Native\n", with: "## React native\n") }
        #expect(
            misspelt.diagnostics.contains {
                $0.hasSuffix(
                    "unknown section '## React native'; expected one of: Summary, iOS, Android, Flutter, React Native, HTML, Testing, Notes (did you mean '## React Native'?)"
                )
            }, "\(misspelt.diagnostics)")

        // A section marked as a whole is editorial throughout.
        let whole = try diagnostics { text in
            let start = text.range(of: "## Flutter\n")!, end = text.range(of: "## React Native\n")!
            let section = String(text[start.lowerBound..<end.lowerBound])
                .replacingOccurrences(of: " (editorial)", with: "").replacingOccurrences(
                    of: "## Flutter\n", with: "## Flutter (editorial)\n")
            return text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: section)
        }
        #expect(whole.diagnostics.isEmpty, "\(whole.diagnostics)")
    }

    // MARK: The command line

    @Test("list --platform takes flutter and react-native, and lists only the guidelines with their sections")
    func list() throws {
        #expect(try listed(["--platform", "react-native"]) == ["gamma/1", "gamma/2"])
        #expect(try listed(["--platform", "flutter"]) == ["gamma/1"])
        #expect(try listed(["--platform", "ios"]).contains("gamma/2"))
        let text = try output(["list", "--platform", "flutter"])
        #expect(text.contains("gamma/1") && text.contains("react-native") && text.hasSuffix("1 guideline"), "\(text)")
        #expect(TerminalTests.overlong(try output(["list"])).isEmpty)
    }

    @Test("show --platform flutter shows the Flutter section only, or says there is none")
    func show() throws {
        let flutter = try output(["show", "gamma/1", "--platform", "flutter"])
        #expect(flutter.contains("\nFlutter\n") && flutter.contains("Pass example (Crosswalk editorial)"))
        #expect(flutter.contains("IconButton(tooltip: 'Share'") && flutter.contains("```dart"))
        #expect(!flutter.contains("Pressable") && !flutter.contains("UIButton"))
        let reactNative = try output(["show", "gamma/1", "--platform", "react-native"])
        #expect(reactNative.contains("```jsx") && reactNative.contains("```tsx") && !reactNative.contains("IconButton"))
        let none = try output(["show", "gamma/2", "--platform", "flutter"])
        #expect(none.contains("\nFlutter\n  No Flutter technique for this guideline.\n"), "\(none)")
    }

    @Test("show's HTML techniques say they hold for web content in an app's web view too")
    func hybrid() throws {
        let paths = TestSupport.realContent
        let command = try CrosswalkCommand.parseAsRoot(
            ["show", "bbc-2013/13", "--content", paths.content, "--mappings", paths.mappings, "--db", TestSupport.sharedRealStore])
        let text = try #require(command as? ShowCommand).render(style: TextStyle(colour: false, width: 80))
        #expect(text.contains("\nHTML\n  Also for web content in an app's web view (WKWebView, Android WebView,"), "\(text)")
        #expect(text.ranges(of: "app's web view").count == 1)
    }

    @Test("search has technique and code fields for Flutter and React Native, filtered by platform")
    func search() throws {
        let engine = try SearchEngine(store: Store(path: Self.fixture.db))
        func results(_ query: String, _ platforms: [Platform] = []) throws -> [SearchResult] {
            try engine.search(query, filters: SearchFilters(platforms: platforms)).results
        }
        let tooltip = try results("tooltip", [.flutter])
        #expect(tooltip.map(\.id) == ["gamma/1"] && tooltip.first?.matchedIn == "technique:flutter")
        let onShare = try results("onShare")
        #expect(onShare.map(\.id) == ["gamma/1"] && onShare.first?.matchedIn == "code:react-native")
        #expect(try results("onShare", [.flutter]).isEmpty && results("onShare", [.ios]).isEmpty)
        #expect(try results("code:onShare").map(\.id) == ["gamma/1"] && results("technique:onShare").isEmpty)
    }

    @Test("an audit plan for a Flutter app holds what iOS and Android are asked, with Flutter's techniques")
    func auditPlan() throws {
        let store = try Store(path: Self.fixture.db)
        let plan = try store.auditPlan(platform: .flutter, standards: ["gamma"], created: "2026-11-27")
        #expect(plan.requirements.map(\.id) == ["gamma/1", "gamma/2"])
        let labels = try #require(plan.items.first { $0.requirements.contains { $0.id == "gamma/1" } })
        #expect(labels.techniques.map(\.guideline) == ["gamma/1"] && labels.techniques.first?.kinds == [.recommendation, .pass, .failure])
        let statuses = try #require(plan.items.first { $0.requirements.contains { $0.id == "gamma/2" } })
        #expect(statuses.techniques.isEmpty)
        let reactNative = try store.auditPlan(platform: .reactNative, standards: ["gamma"], created: "2026-11-27")
        #expect(reactNative.items.flatMap(\.techniques).map(\.guideline) == ["gamma/1", "gamma/2"])
        #expect(try store.auditPlan(platform: .html, standards: ["gamma"], created: "2026-11-27").requirements.isEmpty)
    }

    @Test("the export's schema enumerates every platform, and a standard counts each")
    func export() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ExportSchema.text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect((definitions["platform"] as? [String: Any])?["enum"] as? [String] == ["ios", "android", "flutter", "react-native", "html"])
        let gamma = try #require(try Store(path: Self.fixture.db).standards().first { $0.id == "gamma" })
        #expect(gamma.platforms == ["ios": 2, "android": 2, "flutter": 1, "react-native": 2, "html": 0])
    }

    // MARK: The site

    @Test("the site has Flutter and React Native pages per platform and topic, with labelled code")
    func site() throws {
        func page(_ path: String) throws -> String { try TestSupport.frameworksPage(path) }

        let index = try page("platforms/index.html")
        #expect(index.contains("href=\"/platforms/flutter/\"") && index.contains("href=\"/platforms/react-native/\""))
        let flutter = try page("platforms/flutter/index.html")
        #expect(flutter.contains("<h1>Flutter techniques</h1>") && flutter.contains("No standard names Flutter"))
        // gamma/2 (iOS and Android only) is under hints-instructions: not on Flutter's pages.
        #expect(flutter.contains("href=\"/platforms/flutter/labels-names/\"") && !flutter.contains("hints-instructions"))
        let topic = try page("platforms/flutter/labels-names/index.html")
        #expect(topic.contains("Button labels") && topic.contains(">Dart</span>") && !topic.contains("Status messages"))
        #expect(topic.contains("<span class=\"hl-t\">IconButton</span>"))
        let reactNative = try page("platforms/react-native/labels-names/index.html")
        #expect(reactNative.contains(">JSX</span>") && reactNative.contains(">TSX</span>") && !reactNative.contains(">Dart</span>"))
        #expect(try page("platforms/react-native/index.html").contains("href=\"/platforms/react-native/hints-instructions/\""))

        let guideline = try page("guidelines/gamma/1/index.html")
        let tabs = ["id=\"ios\"", "id=\"android\"", "id=\"flutter\"", "id=\"react-native\""].map { guideline.range(of: $0)?.lowerBound }
        #expect(tabs.allSatisfy { $0 != nil } && tabs.compactMap { $0 } == tabs.compactMap { $0 }.sorted(), "tabs in platform order")
        #expect(try !page("guidelines/gamma/2/index.html").contains("id=\"flutter\""))
        #expect(try page("search/index.html").contains("<option value=\"react-native\">React Native</option>"))
        // The route table (crosswalk site --routes, which the site checks match pages by) names the platforms.
        let route = try NSRegularExpression(pattern: "^" + SiteRoute.platformTopic.regex + "$")
        func matches(_ path: String) -> Bool { route.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
        #expect(matches("platforms/flutter/labels-names/") && matches("platforms/react-native/labels-names/"))
        #expect(!matches("platforms/windows/labels-names/"))
        // A Flutter app's checklist holds the iOS and Android requirements; HTML has none of gamma's.
        #expect(try page("checklists/flutter/gamma/index.html").contains("gamma/2"))
        #expect(!TestSupport.frameworksSiteHas("checklists/html/gamma/index.html"))
    }
}
