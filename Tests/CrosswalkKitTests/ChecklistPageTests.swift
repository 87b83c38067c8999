import CrosswalkKit
import Foundation
import Testing

/// The site's checklist pages on the real content: the plan `crosswalk audit plan` computes,
/// printed item for item; the index and the standard pages link every one.
@Suite("Checklist pages")
struct ChecklistPageTests {
    /// One generator over the shared real store: its data (every plan included) is computed once.
    static let generator = Result {
        try SiteGenerator(
            store: Store(path: TestSupport.sharedRealStore),
            options: SiteOptions(
                output: "/nonexistent", templates: TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path,
                assets: TestSupport.repositoryRoot.appendingPathComponent("Site/assets").path,
                checklists: TestSupport.repositoryRoot.appendingPathComponent("Site/checklists.yaml").path))
    }

    static func html(_ page: SitePage, _ generator: SiteGenerator) -> String {
        generator.templates.render(PageContext(input: page.input, frame: page.frame), with: page.template)
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// An item as the page shows it: id, title, condition, and each requirement with how it is decided.
    struct ShownItem: Equatable {
        var id: String
        var title: String
        var condition: String?
        var requirements: [String]
    }

    @Test(
        "the Android checklist for EN 301 549 V4.1.1 and Section 508 shows the items of audit plan for the same, and how each decides each requirement"
    )
    func agreesWithPlan() throws {
        let generator = try Self.generator.get()
        let standards = ["en-301-549-v4", "section508-2017"]
        let checklist = try #require(generator.data.checklists.first { $0.platform == .android && $0.standards == standards })
        let html = Self.html(generator.checklistPage(checklist), generator)
        let plan = try Store(path: TestSupport.sharedRealStore).auditPlan(platform: .android, standards: standards, created: "2026-01-01")

        let words: [AuditDecision: String] = [.fully: "decides it", .onPass: "a pass decides it", .onFail: "a failure decides it"]
        let escape = SiteHTMLEscaping().escapeText
        let expected = plan.items.map { item in
            ShownItem(
                id: item.id, title: escape(item.title), condition: item.conditionText.map(escape),
                // Under each standard, in the plan's order.
                requirements: plan.standards.flatMap { standard in item.requirements.filter { $0.standard == standard } }.map {
                    "\($0.id) \(words[$0.decides]!) (\($0.relationship.rawValue))"
                })
        }
        let blocks = html.components(separatedBy: "<li class=\"checklist-item\" id=\"").dropFirst()
        let shown = try blocks.map { block in
            let id = String(block.prefix { $0 != "\"" })
            let title = try Self.matches(#"<span class="item-id">[^<]*</span> ([^<]*)</h3>"#, in: block).first?[0] ?? ""
            let condition = try Self.matches(#"<strong>Conditional:</strong> ([^<]*)\.</p>"#, in: block).first?[0]
            let requirements = try Self.matches(
                #"<li><a href="/guidelines/([^"]*)/">.*?<strong>([^<]*)</strong> <span class="relationship">\(([^)]*)\)</span></li>"#,
                in: block
            ).map { "\($0[0]) \($0[1]) (\($0[2]))" }
            return ShownItem(id: id, title: title, condition: condition, requirements: requirements)
        }
        #expect(plan.items.count == 124)
        #expect(shown == expected)
        // The same plan as a file: the command the page gives.
        #expect(
            html.contains("crosswalk audit plan --platform android --standard en-301-549-v4 --standard section508-2017 --out audit.yaml"))
    }

    @Test("the index links every checklist page once, with its item count; the standard page links its own")
    func indexListsEveryPage() throws {
        let generator = try Self.generator.get()
        let html = Self.html(generator.checklistsPage(), generator)
        let linked = try Self.matches(#"<a href="/(checklists/[^"]+/)">(\d+) items?<"#, in: html).map { [$0[0], $0[1]] }
        let pages = generator.data.checklists.map { [$0.path, String($0.plan.items.count)] }
        #expect(Set(linked) == Set(pages))
        #expect(linked.count == pages.count)
        // A page per standard and per set of Site/checklists.yaml on each platform where it asks something.
        let standards = generator.data.standards.count, sets = generator.data.sets.count
        #expect(sets == 2)
        #expect(pages.count > 2 * (standards + sets) && pages.count <= Platform.allCases.count * (standards + sets))
        #expect(
            generator.data.checklists.contains { $0.platform == .ios && $0.standards == ["gigw-3", "en-301-549-v4"] })
        let standard = try #require(generator.data.standards.first { $0.id == "en-301-549-v4" })
        let page = Self.html(generator.standardPage(standard), generator)
        for platform in ["ios", "android", "html"] {
            #expect(page.contains("href=\"/checklists/\(platform)/en-301-549-v4/\""), "\(platform)")
        }
    }

    @Test("a standard or set with more requirements on a platform than the limit gets no page and no plan; at the limit it is printed")
    func limit() throws {
        let generator = try Self.generator.get()
        let set = ChecklistSet(standards: ["en-301-549-v4", "section508-2017"], why: "")
        func run(_ limit: Int) throws -> (printed: [Checklist], oversized: [Checklist.Oversized]) {
            let made = try SiteData.checklists(
                store: Store(path: TestSupport.sharedRealStore), graph: generator.data.graph, summaries: generator.data.byID,
                standards: [["bbc-2013"]], sets: [set], limit: limit)
            return (made.printed, made.oversized)
        }
        // The Android plan for the set has 161 requirements: the site counts them as the plan does.
        let at = try run(161)
        #expect(at.printed.contains { $0.platform == .android && $0.standards == set.standards && $0.plan.requirements.count == 161 })
        let below = try run(160)
        #expect(!below.printed.contains { $0.platform == .android && $0.standards == set.standards })
        #expect(below.oversized.contains { $0.platform == .android && $0.standards == set.standards && $0.requirements == 161 })
        #expect(below.printed.contains { $0.path == "checklists/android/bbc-2013/" })
    }

    @Test("a set naming an unknown standard stops the site at its line and column")
    func unknownStandard() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("checklists.yaml")
        try "- standards: [gigw-3, en-301-549-v9]\n  why: A typo.\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try ChecklistSet.read(path: path, standards: ["gigw-3", "en-301-549-v4"])
        } throws: { error in
            guard case CrosswalkError.siteFile(let file, let line, let column, let reason)? = error as? CrosswalkError else { return false }
            return file == path && line == 1 && column == 14 && reason.contains("'en-301-549-v9'; did you mean 'en-301-549-v4'?")
        }
        try "- standards: [gigw-3]\n  why: One.\n  title: Extra\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CrosswalkError.self) { try ChecklistSet.read(path: path, standards: ["gigw-3"]) }
    }
}
