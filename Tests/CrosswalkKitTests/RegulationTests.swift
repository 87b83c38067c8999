import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// The regulations as apps are held to them: which WCAG criteria each applies to native apps
/// and which it refuses, what changed between EN 301 549's versions, and how show, compare and
/// coverage present them.
@Suite("Regulations")
struct RegulationTests {
    let store: Store

    init() throws {
        store = try Store(path: TestSupport.sharedRealStore)
    }

    /// The criteria of `version` at A and AA that `standard`'s clauses apply, and those its
    /// not-applied clauses refuse.
    func criteria(_ standard: String, _ version: WCAGVersion) throws -> (applied: Set<String>, refused: Set<String>) {
        let coverage = try store.coverage(version: version, levels: [.a, .aa], standards: [standard])
        let entry = try #require(coverage.standards.first)
        return (Set(entry.criteria), Set(entry.notApplied.flatMap(\.criteria)))
    }

    func allCriteria(_ version: WCAGVersion) throws -> Set<String> {
        Set(try store.criteria().filter { $0.isIn(version) && $0.level != .aaa }.map(\.number))
    }

    @Test("Section 508: E207.2 applies WCAG 2.0 A and AA to software but 2.4.1, 2.4.5, 3.2.3 and 3.2.4")
    func section508() throws {
        let refused: Set = ["2.4.1", "2.4.5", "3.2.3", "3.2.4"]
        let (applied, notApplied) = try criteria("section508-2017", .wcag20)
        #expect(applied.count == 34)
        #expect(applied == (try allCriteria(.wcag20)).subtracting(refused))
        #expect(notApplied == refused)
    }

    @Test("EN 301 549 V3.2.1: WCAG 2.1 A and AA but 2.4.1, 2.4.2, 2.4.5, 3.1.2, 3.2.3 and 3.2.4")
    func en3() throws {
        let refused: Set = ["2.4.1", "2.4.2", "2.4.5", "3.1.2", "3.2.3", "3.2.4"]
        let (applied, notApplied) = try criteria("en-301-549-v3", .wcag21)
        #expect(applied == (try allCriteria(.wcag21)).subtracting(refused))
        // The closed-functionality variants refuse more, but every open one applies.
        #expect(notApplied.isSuperset(of: refused))
        #expect(applied.isDisjoint(with: refused))
    }

    @Test("EN 301 549 V4.1.1: WCAG 2.2 A and AA with 3.2.4 and software titled; 2.4.1, 2.4.5, 3.1.2 and 3.2.3 still not")
    func en4() throws {
        let refused: Set = ["2.4.1", "2.4.5", "3.1.2", "3.2.3"]
        let (applied, notApplied) = try criteria("en-301-549-v4", .wcag22)
        #expect(applied.isSuperset(of: ["3.2.4", "2.4.2", "2.5.8", "2.4.11", "2.5.7", "3.3.7", "3.3.8"]))
        #expect(notApplied.isSuperset(of: refused))
        #expect(applied.isDisjoint(with: notApplied))
        // The final draft also leaves 3.2.6 Consistent Help void for software.
        #expect(applied == (try allCriteria(.wcag22)).subtracting(refused.union(["3.2.6"])))
    }

    @Test("ADA Title II: every WCAG 2.1 A and AA criterion")
    func ada() throws {
        let (applied, notApplied) = try criteria("ada-title-ii", .wcag21)
        #expect(applied == (try allCriteria(.wcag21)))
        #expect(applied.count == 50)
        #expect(notApplied.isEmpty)
    }

    @Test("no clause that a regulation does not apply to apps maps positively to a criterion")
    func refusalsArePositiveNowhere() throws {
        let notApplied = Set(try MappingGraph(store: store).nodes.values.filter { !$0.isRequirement }.map(\.id))
        let positive = try store.mappings().filter {
            notApplied.contains($0.source) && $0.targetKind == .criterion && $0.relationship != .noRelationship
        }
        #expect(!notApplied.isEmpty)
        #expect(positive.map(\.source).isEmpty)
    }

    @Test("V3.2.1 to V4.1.1: what changed for apps")
    func versionChanges() throws {
        let changes = try #require(try store.versionChanges(between: "en-301-549-v3", and: "en-301-549-v4"))
        #expect(changes.earlier == "en-301-549-v3" && changes.later == "en-301-549-v4")
        func clauses(_ kind: VersionChanges.Kind) -> Set<String> { Set(changes.changes.filter { $0.kind == kind }.compactMap(\.clause)) }
        #expect(clauses(.newlyApplied).isSuperset(of: ["en-301-549-v4/11.2.4.2", "en-301-549-v4/11.3.2.4"]))
        #expect(clauses(.new).isSuperset(of: ["en-301-549-v4/11.2.5.8", "en-301-549-v4/11.3.3.8"]))
        #expect(
            clauses(.stillNotApplied).isSuperset(of: [
                "en-301-549-v4/11.2.4.1", "en-301-549-v4/11.2.4.5", "en-301-549-v4/11.3.1.2", "en-301-549-v4/11.3.2.3",
            ]))
        // The same answer whichever version is named first; none for two unrelated standards.
        #expect(try store.versionChanges(between: "en-301-549-v4", and: "en-301-549-v3") == changes)
        #expect(try store.versionChanges(between: "gigw-3", and: "en-301-549-v4") == nil)
    }

    @Test("compare: clauses not applied to apps are left out, and GIGW's 9 mm covers EN's 2.5.8 clause")
    func compareWithGIGW() throws {
        let graph = try MappingGraph(store: store)
        let comparison = graph.comparison(of: "en-301-549-v4", by: "gigw-3")
        #expect(comparison.leftOut.contains("en-301-549-v4/11.2.4.1"))
        #expect(!comparison.entries.contains { $0.guideline == "en-301-549-v4/11.2.4.1" })
        let target = try #require(comparison.entries.first { $0.guideline == "en-301-549-v4/11.2.5.8" })
        #expect(target.verdict == .covered)
        #expect(target.counterparts.first?.guideline == "gigw-3/11.4.8")
        let preferences = try #require(comparison.entries.first { $0.guideline == "en-301-549-v4/11.7" })
        #expect(preferences.counterparts.contains { $0.guideline == "gigw-3/11.4.1" && $0.verdict <= .partlyCovered })
        // Section 508's scoping clauses (E207.2 itself, its exceptions) are no requirement either.
        let section508 = graph.comparison(of: "section508-2017", by: "gigw-3")
        #expect(Set(section508.leftOut).isSuperset(of: ["section508-2017/E207.2", "section508-2017/E207.2-exception-2"]))
        #expect(!section508.entries.contains { $0.guideline == "section508-2017/E207.2" })
        // Nothing in GIGW is ever covered by a clause EN does not apply.
        let reverse = graph.comparison(of: "gigw-3", by: "en-301-549-v4")
        let refused = Set(comparison.leftOut)
        #expect(!reverse.entries.flatMap(\.counterparts).contains { refused.contains($0.guideline) })
    }

    @Test("compare's page line calls a regulation's clauses clauses, a guidance standard's guidelines")
    func comparePageLine() throws {
        let graph = try MappingGraph(store: store)
        let bounds = Comparison.Bounds(limit: 3)
        let names = try store.standardNames()
        func page(_ a: String, _ b: String) -> String? {
            ComparisonText(comparison: graph.comparison(of: a, by: b, bounds: bounds), names: names, style: .plain, all: false, why: false)
                .page()
        }
        #expect(page("section508-2017", "en-301-549-v4")?.hasPrefix("Clauses 1 to 3 of the ") == true)
        #expect(page("bbc-2013", "gigw-3")?.hasPrefix("Guidelines 1 to 3 of the ") == true)
    }

    @Test("show: a criterion says which regulations require it of apps; a clause its applicability and paraphrase")
    func show() throws {
        let criterion = try #require(try store.criterion("3.2.4"))
        let status = Dictionary(uniqueKeysWithValues: criterion.regulations.map { ($0.standard, $0.status) })
        #expect(
            status == [
                "ada-title-ii": .applies, "en-301-549-v3": .notApplied, "en-301-549-v4": .appliesAsEdited,
                "section508-2017": .notApplied,
            ])
        let target = try #require(try store.criterion("2.5.8"))
        #expect(target.regulations.first { $0.standard == "section508-2017" }?.status == .notIncorporated)

        let paths = ["--db", TestSupport.sharedRealStore, "--content", TestSupport.realContent.content]
        let show = { (id: String) throws -> String in
            let command = try #require(
                try CrosswalkCommand.parseAsRoot(["show", id] + paths + ["--mappings", TestSupport.realContent.mappings]) as? ShowCommand)
            return try command.render(style: .plain)
        }
        let clause = try show("en-301-549-v4/11.2.5.8")
        #expect(clause.contains("(In Crosswalk's words; the standard's text is ETSI's.)"))
        #expect(clause.contains("Native apps: applies"))
        #expect(clause.contains("Test as for WCAG 2.5.8"))
        #expect(!clause.contains("“"))
        let quoted = try show("section508-2017/E207.2-3.2.4")
        #expect(quoted.contains("“User interface components"))
        #expect(quoted.contains("Native apps: not applied: E207.2 Exception 2"))
        #expect(!quoted.contains("Crosswalk's words"))
        // A bare clause number one standard alone has is that clause.
        #expect(try show("35.201-a").hasPrefix("ada-title-ii/35.201-a"))
        let text = try show("3.2.4")
        #expect(text.contains("Required of native apps by"))
        #expect(text.contains("Section 508 (2017): not applied (section508-2017/E207.2-3.2.4)"))
    }
}
