import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// The catalogue of automated checks (`Content/checks/`): its validation, and what `show`,
/// `search`, the audit plan and the site make of it, on a fixture and on the real content.
@Suite("Automated checks")
struct CheckCatalogueTests {
    /// A valid catalogue for the fixture: one check inherited through a criterion, one mapped
    /// to a guideline directly and narrowed to Android.
    static let demo = """
        id: demo-lint
        name: Demo Lint
        publisher: Example
        kind: static-analysis
        platforms: [ios, android]
        source_url: https://example.org/demo-lint
        version: "1.0"
        checked: 2026-11-27
        checked_against: The demo's own list of checks.
        mapped_by: editorial
        editorial: true
        description: A tool made up for the tests.
        checks:
          - name: LabelCheck
            title: Labels present
            description: Flags controls without a label.
            tests:
              - target: wcag-2.0/4.1.2
                relationship: subset-of
            cannot_see: Whether a label is meaningful.
          - name: BigTargetCheck
            title: Big targets
            description: Flags small targets.
            platforms: [android]
            threshold: 48 dp, twice WCAG 2.5.8's 24 CSS px
            tests:
              - target: alpha/1
                relationship: subset-of
            cannot_see: Spacing between targets.

        """

    /// The fixture with `text` as `Content/checks/<name>`, and the diagnostics of a check.
    private func diagnostics(_ text: String, name: String = "demo-lint.yaml") throws -> [Diagnostic] {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/checks/\(name)", text)
        return try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics.map {
            var d = $0
            d.path = String(d.path.dropFirst(folder.url.path.count + 1))
            return d
        }
    }

    private func replacing(_ old: String, with new: String) -> String {
        precondition(Self.demo.contains(old))
        return Self.demo.replacingOccurrences(of: old, with: new)
    }

    // MARK: Validation

    @Test("a valid catalogue loads with its checks, platforms and targets")
    func loads() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/checks/demo-lint.yaml", Self.demo)
        let (knowledge, report) = try TestSupport.load(paths)
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        let tool = try #require(knowledge.checkTools.first)
        #expect(tool.id == "demo-lint" && tool.kind == .staticAnalysis && tool.mappedBy == .editorial)
        #expect(tool.checks.map(\.id) == ["demo-lint/LabelCheck", "demo-lint/BigTargetCheck"])
        #expect(tool.checks[0].platforms == [.ios, .android] && tool.checks[1].platforms == [.android])
        #expect(tool.checks[1].tests == [.init(target: "alpha/1", relationship: .subsetOf)])
        #expect(tool.checks[1].tests[0].kind == .guideline && tool.checks[0].tests[0].kind == .criterion)
        #expect(report.counts.checkTools == 1 && report.counts.checks == 2)
    }

    @Test("an unknown criterion is an error at its target, naming the version that lacks it")
    func unknownCriterion() throws {
        let found = try diagnostics(replacing("target: wcag-2.0/4.1.2", with: "target: wcag-2.0/4.1.9"))
        #expect(found.count == 1)
        #expect(
            found.first?.description.hasPrefix(
                "Content/checks/demo-lint.yaml:18:17: error: unknown success criterion '4.1.9': WCAG 2.0 added no such criterion") == true)
    }

    @Test("a criterion under the wrong version's id names its right id")
    func criterionVersion() throws {
        let found = try diagnostics(replacing("target: wcag-2.0/4.1.2", with: "target: wcag-2.2/4.1.2"))
        #expect(
            found.map(\.description) == [
                "Content/checks/demo-lint.yaml:18:17: error: 4.1.2 was added in WCAG 2.0: its id is wcag-2.0/4.1.2"
            ])
    }

    @Test("an unknown relationship lists the allowed ones, at its value")
    func unknownRelationship() throws {
        let found = try diagnostics(
            replacing("relationship: subset-of\n    cannot_see: Whether", with: "relationship: overlaps\n    cannot_see: Whether"))
        #expect(
            found.map(\.description) == [
                "Content/checks/demo-lint.yaml:19:23: error: unknown relationship 'overlaps'; expected one of: equal-to, equivalent-to, subset-of, superset-of, intersects-with, no-relationship"
            ])
    }

    @Test("a check named twice is an error at the second, naming the first's line")
    func duplicateCheck() throws {
        let found = try diagnostics(replacing("- name: BigTargetCheck", with: "- name: LabelCheck"))
        #expect(
            found.map(\.description) == ["Content/checks/demo-lint.yaml:21:11: error: duplicate check 'LabelCheck': first given at line 14"]
        )
    }

    @Test("an unknown guideline, a platform the tool lacks and a file named unlike its id are each one located error")
    func otherMistakes() throws {
        #expect(
            try diagnostics(replacing("target: alpha/1", with: "target: alpha/9")).map(\.description).first?.hasPrefix(
                "Content/checks/demo-lint.yaml:27:17: error: unknown guideline 'alpha/9'") == true)
        #expect(
            try diagnostics(replacing("platforms: [ios, android]", with: "platforms: [ios]")).map(\.description) == [
                "Content/checks/demo-lint.yaml:24:17: error: platform 'android' is not one of the tool's (ios); a check can only narrow them"
            ])
        #expect(
            try diagnostics(Self.demo, name: "other.yaml").map(\.description) == [
                "Content/checks/other.yaml:1:5: error: id 'demo-lint' must be the file's name, 'other' (or rename the file 'demo-lint.yaml')"
            ])
        #expect(try diagnostics(Self.demo, name: "alpha.yaml").map(\.description).first?.contains("already a standard's id") == true)
    }

    // MARK: The real content

    static let store: Store = { try! Store(path: TestSupport.sharedRealStore) }()

    @Test("the real catalogue loads without a problem, and names the sources' checks")
    func realCatalogue() throws {
        let tools = try Self.store.checkTools()
        #expect(tools.map(\.id) == ["android-lint", "atf", "axe-core", "eslint-react-native-a11y", "flutter-test", "xctest"])
        let atf = try #require(tools.first { $0.id == "atf" })
        #expect(atf.checks.count == 14 && atf.checks.contains { $0.name == "TouchTargetSizeCheck" })
        let xctest = try #require(tools.first { $0.id == "xctest" })
        #expect(
            Set(xctest.checks.map(\.name)) == [
                "contrast", "elementDetection", "hitRegion", "sufficientElementDescription", "dynamicType", "textClipped", "trait",
                "action", "parentChild",
            ])
        // Every rule of eslint-plugin-react-native-a11y 3.5.1; the four that validate props React Native
        // removed run on none of Crosswalk's platforms.
        let eslint = try #require(tools.first { $0.id == "eslint-react-native-a11y" })
        #expect(eslint.checks.count == 14 && eslint.platforms == [.reactNative])
        #expect(
            Set(eslint.checks.filter(\.platforms.isEmpty).map(\.name)) == [
                "has-accessibility-props", "has-valid-accessibility-component-type", "has-valid-accessibility-states",
                "has-valid-accessibility-traits",
            ])
        // axe-core's relationships are its own WCAG tags.
        let axe = try #require(tools.first { $0.id == "axe-core" })
        #expect(axe.mappedBy == .source)
        #expect(axe.checks.first { $0.name == "target-size" }?.tests.map(\.target) == ["wcag-2.2/2.5.8"])
    }

    @Test(
        "checks --platform: Flutter's guidelines run on Flutter, not on iOS or Android; React Native's ESLint rules on React Native; a tool with none there says so"
    )
    func checksByPlatform() throws {
        func tools(_ platform: String, _ extra: [String] = []) throws -> String {
            let paths = TestSupport.realContent
            let command = try CrosswalkCommand.parseAsRoot(
                [
                    "checks", "--platform", platform, "--content", paths.content, "--mappings", paths.mappings, "--db",
                    TestSupport.sharedRealStore,
                ] + extra)
            return try #require(command as? ChecksCommand).render(style: .plain)
        }
        let firstWords = { (text: String) in text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } }
        #expect(try Self.store.checkTools().first { $0.id == "flutter-test" }?.platforms == [.flutter])
        let flutter = try firstWords(tools("flutter"))
        #expect(flutter.contains("flutter-test") && !flutter.contains("atf") && !flutter.contains("xctest"))
        #expect(try !firstWords(tools("android")).contains("flutter-test"))
        #expect(try firstWords(tools("react-native")).contains("eslint-react-native-a11y"))
        #expect(try tools("android", ["--tool", "xctest"]) == "xctest has no check that runs on Android.")
    }

    @Test("the CSV export has a row per check and target, and each guideline's automated test code")
    func csvExport() throws {
        let tables = Dictionary(uniqueKeysWithValues: try CSVExport.tables(Self.store.export()).map { ($0.name, try $0.text()) })
        let checks = try #require(tables["checks.csv"]).split(separator: "\n").map(String.init)
        #expect(checks.first?.hasPrefix("tool,check,title,platforms,threshold,experimental,target,relationship") == true)
        #expect(checks.contains { $0.hasPrefix("atf,TouchTargetSizeCheck,") && $0.contains(",wcag-2.2/2.5.8,intersects-with,") })
        #expect(checks.contains { $0.hasPrefix("eslint-react-native-a11y,") && $0.contains(",react-native,") })
        let code = try #require(tables["test_code.csv"])
        #expect(code.contains("\ncis-india/8,") && code.contains(",flutter,dart,") && code.contains(",react-native,jsx,"))
        let tests = try #require(tables["tests.csv"])
        #expect(tests.contains("cis-india/8,yes,automated,1,") && tests.contains("cis-india/8,yes,person-checks,1,"))
    }

    @Test("show 2.5.8 lists the checks that test it, with their thresholds")
    func showCriterion() throws {
        let criterion = try #require(try Self.store.criterion("2.5.8"))
        let atf = try #require(criterion.checks.first { $0.id == "atf/TouchTargetSizeCheck" })
        #expect(atf.threshold?.contains("48 × 48 dp") == true && atf.relationship == .intersectsWith)
        #expect(criterion.checks.contains { $0.id == "axe-core/target-size" })
        let text = try show(["2.5.8"])
        #expect(text.contains("Automated checks") && text.contains("atf/TouchTargetSizeCheck") && text.contains("48 × 48 dp"))
        #expect(try show(["2.5.8", "--platform", "ios"]).contains("atf/TouchTargetSizeCheck") == false)
    }

    @Test("a guideline inherits its criteria's checks, marked with the criterion; a direct mapping wins")
    func guidelineChecks() throws {
        let cis = try #require(try Self.store.guideline("cis-india/8"))
        let inherited = try #require(cis.checks.first { $0.id == "atf/TouchTargetSizeCheck" })
        // Through both target-size criteria it maps to, in WCAG's order.
        #expect(inherited.via == ["wcag-2.1/2.5.5", "wcag-2.2/2.5.8"])
        let direct = try #require(try Self.store.guideline("section508-mobile/android-touchable-control-sizes"))
        let check = try #require(direct.checks.first { $0.id == "atf/TouchTargetSizeCheck" })
        #expect(check.via.isEmpty && check.relationship == .subsetOf)
        #expect(direct.checks.filter { $0.id == "atf/TouchTargetSizeCheck" }.count == 1)
        let text = try show(["cis-india/8"])
        #expect(
            text.contains("atf/TouchTargetSizeCheck (Accessibility Test Framework for Android) ·\n    intersects-with via 2.5.5, 2.5.8"))
    }

    @Test("show atf lists the tool's checks; a check id shows that check alone")
    func showTool() throws {
        let text = try show(["atf"])
        #expect(text.contains("Accessibility Test Framework for Android (atf)") && text.contains("TraversalOrderCheck"))
        let one = try show(["atf/TouchTargetSizeCheck"])
        #expect(one.contains("TouchTargetSizeCheck") && !one.contains("TraversalOrderCheck"))
    }

    @Test("search finds a check by its name, and the guidelines it tests, as typed or in words")
    func search() throws {
        let engine = try SearchEngine(store: Self.store)
        for query in ["TouchTargetSizeCheck", "touch target size check"] {
            let ids = try engine.search(query, filters: SearchFilters(limit: 50)).results.map(\.id)
            #expect(ids.contains("cis-india/8") && ids.contains("section508-mobile/android-touchable-control-sizes"), "\(query): \(ids)")
        }
        #expect(try Self.store.checks(named: "touch target size check").map(\.id) == ["atf/TouchTargetSizeCheck"])
        #expect(try Self.store.checks(named: "hitregion").map(\.id) == ["xctest/hitRegion"])
    }

    @Test("the audit plan offers the checks that run on its platform as automated help")
    func auditPlan() throws {
        func help(_ platform: Platform) throws -> [String] {
            let plan = try Self.store.auditPlan(platform: platform, standards: ["gigw-3"], created: "2026-11-27")
            let item = try #require(plan.items.first { $0.requirements.contains { $0.id == "gigw-3/11.4.8" } })
            return item.automatedChecks.map(\.id)
        }
        let android = try help(.android), ios = try help(.ios), flutter = try help(.flutter)
        #expect(android.contains("atf/TouchTargetSizeCheck") && !android.contains("flutter-test/androidTapTargetGuideline"))
        #expect(!android.contains("xctest/hitRegion") && !android.contains("flutter-test/iOSTapTargetGuideline"))
        #expect(ios.contains("xctest/hitRegion") && !ios.contains("atf/TouchTargetSizeCheck"))
        // Flutter's guidelines run in a widget test: help for a Flutter app, whichever system's sizes they apply.
        #expect(flutter.contains("flutter-test/androidTapTargetGuideline") && flutter.contains("flutter-test/iOSTapTargetGuideline"))
        #expect(!flutter.contains("atf/TouchTargetSizeCheck") && !flutter.contains("xctest/hitRegion"))
    }

    // MARK: The site

    @Test("the site has an index of tools, a page per tool, and the checks on criterion and guideline pages")
    func site() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/checks/demo-lint.yaml", Self.demo)
        let db = folder.path("site.sqlite")
        _ = try StoreBuilder.build(paths: paths, destination: db)
        let root = TestSupport.repositoryRoot
        _ = try SiteGenerator.generate(
            store: try Store(path: db),
            options: SiteOptions(
                output: folder.path("site"), templates: root.appendingPathComponent("Site/templates").path,
                assets: root.appendingPathComponent("Site/assets").path,
                checklists: TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path, baseURL: try BaseURL("/"))
        )
        func page(_ path: String) throws -> String { try String(contentsOfFile: folder.path("site/" + path), encoding: .utf8) }
        #expect(try page("checks/index.html").contains("href=\"/checks/demo-lint/\""))
        // The main navigation leads to the checks from every page, marked current on theirs.
        let current = "<a href=\"/checks/\" aria-current=\"page\">Checks</a>"
        #expect(try page("checks/demo-lint/index.html").contains(current) && page("checks/index.html").contains(current))
        #expect(try page("index.html").contains("<a href=\"/checks/\">Checks</a>"))
        let tool = try page("checks/demo-lint/index.html")
        #expect(
            tool.contains("id=\"check-BigTargetCheck\"") && tool.contains("48 dp, twice WCAG 2.5.8")
                && tool.contains("Spacing between targets."))
        #expect(try page("wcag/4.1.2/index.html").contains("href=\"/checks/demo-lint/#check-LabelCheck\""))
        let guideline = try page("guidelines/alpha/2/index.html")
        #expect(guideline.contains("href=\"/checks/demo-lint/#check-LabelCheck\"") && guideline.contains("through WCAG"))
        #expect(try page("guidelines/alpha/1/index.html").contains("#check-BigTargetCheck"))
        #expect(try page("sitemap.xml").contains("/checks/demo-lint/"))
    }

    private func show(_ base: [String]) throws -> String {
        let paths = TestSupport.realContent
        let command = try CrosswalkCommand.parseAsRoot(
            ["show"] + base + ["--content", paths.content, "--mappings", paths.mappings, "--db", TestSupport.sharedRealStore])
        guard let show = command as? ShowCommand else { throw ValidationError("not show") }
        return try show.render(style: .plain)
    }
}
