import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// `crosswalk audit`: the plan, the derivation and the file checks on the hand-made fixture
/// (Fixtures/audit), worked out by hand; one failure's reach on the fixture and on the real
/// regulations; the issue's own scenario on the real content. Tests/audit/check_audit.py
/// validates the machine outputs with jsonschema, rdflib and compliance-trestle.
///
/// The fixture, for Android: `reg` (a regulation) has 1 = WCAG 1.1.1 (A), 2 = 1.4.3 (AA),
/// 3 = 2.5.8 (AA), 4 = 2.4.1 not applied to apps, 5 its own; `gd` has 1 = 1.1.1, 2 ⊇ 2.5.8
/// (9 mm), 3, 4, and 5 for iOS only; `gx` has 1 ≡ reg/2, 2 ⊆ gd/3, 3 intersecting gd/4.
@Suite("Audit")
struct AuditTests {
    static let standards = ["reg", "gd", "gx"]

    func fixture() throws -> AuditFixture { try AuditFixture.fixture.get() }

    // MARK: The plan

    @Test("the plan: equal and equivalent requirements share an item, a subset is decided both ways, the rest apart")
    func plan() throws {
        let plan = try fixture().plan(Self.standards)
        // reg/4 is not applied to apps, gd/5 is for iOS: neither is a requirement.
        #expect(
            plan.requirements.map(\.id) == ["reg/1", "reg/2", "reg/3", "reg/5", "gd/1", "gd/2", "gd/3", "gd/4", "gx/1", "gx/2", "gx/3"])
        #expect(plan.requirements.map(\.level) == [.a, .aa, .aa, .must, .must, .must, .must, .must, .must, .must, .must])
        func decides(_ item: AuditPlan.Item, _ decision: AuditDecision) -> [String] { item.requirements(decision).map(\.id) }
        let shape = plan.items.map { [$0.id] + decides($0, .fully) + ["|"] + decides($0, .onPass) + ["|"] + decides($0, .onFail) }
        #expect(
            shape == [
                ["item-001", "reg/1", "gd/1", "|", "|"],  // equal through WCAG 1.1.1
                ["item-002", "reg/2", "gx/1", "|", "|"],  // equivalent, stated directly
                ["item-003", "reg/3", "|", "|", "gd/2"],  // 24 px fails, so 9 mm fails
                ["item-004", "reg/5", "|", "|"],
                ["item-005", "gd/2", "|", "reg/3", "|"],  // 9 mm passes, so 24 px passes
                ["item-006", "gd/3", "|", "gx/2", "|"],
                ["item-007", "gd/4", "|", "|"],  // intersects gx/3: decides nothing
                ["item-008", "gx/2", "|", "|", "gd/3"],
                ["item-009", "gx/3", "|", "|"],
            ])
        #expect(plan.items.map(\.onlyIfFails) == [[], [], ["item-005"], [], [], [], [], ["item-006"], []])
        #expect(plan.items[2].conditionText == "needed only if item-005 fails")
        #expect(plan.items[0].requirements.map(\.relationship) == [.equal, .equal])
        #expect(plan.items[1].requirements.map(\.relationship) == [.equal, .equivalent])
        #expect(plan.items[2].requirements.map(\.relationship) == [.equal, .superset])
        #expect(plan.items[4].requirements.map(\.relationship) == [.equal, .subset])
        // Procedures: the members' own; else "test as" the criterion; else the statement.
        #expect(plan.items[0].procedures.map(\.source) == ["gd/1"])
        #expect(plan.items[0].procedures[0].steps == ["Check every image has a text alternative."])
        #expect(plan.items[1].procedures.map(\.source) == ["gx/1"])
        #expect(plan.items[2].procedures.map(\.instruction) == ["Test as WCAG 2.5.8 Target Size (Minimum) (level AA)."])
        #expect(plan.items[3].procedures[0].instruction?.hasPrefix("The content gives no procedure") == true)
        #expect(plan.items[0].wcag.map(\.number) == ["1.1.1"])
        #expect(plan.items[0].techniques.map(\.guideline) == ["gd/1"])
        #expect(plan.items[0].techniques[0].kinds == [.recommendation])
        #expect(plan.items.allSatisfy { $0.outcome == .untested && $0.automatedChecks.isEmpty })
        #expect(plan.contentFingerprint == (try fixture().store.meta("content_fingerprint")))
        // For iOS, gd/5 joins and gd/1-4, gx (Android only) leave.
        #expect(try fixture().plan(Self.standards, platform: .ios).requirements.map(\.id) == ["reg/1", "reg/2", "reg/3", "reg/5", "gd/5"])
    }

    @Test("the YAML plan reads back: every item, outcome and requirement entry, with no problem")
    func roundTrip() throws {
        let folder = try TemporaryDirectory()
        let plan = try fixture().plan(Self.standards)
        try folder.write("audit.yaml", AuditPlanYAML.render(plan))
        let log = DiagnosticLog()
        let results = try #require(try AuditResults.load(path: folder.path("audit.yaml"), log: log))
        #expect(log.diagnostics.map(\.description) == [])
        #expect(results.items.map(\.id) == plan.items.map(\.id))
        #expect(results.items.map(\.own) == plan.items.map { $0.requirements(.fully).map(\.id) })
        #expect(results.items.map { $0.entries.count } == plan.items.map(\.requirements.count))
        #expect(results.contentFingerprint == plan.contentFingerprint && results.platform == .android)
        AuditCheck.check(results, against: plan, guidelines: Set(try fixture().store.guidelineIDs()), log: log)
        #expect(log.diagnostics.map(\.description) == [])
        // Any text survives as a value: quotes, a colon, a hash, a line break.
        #expect(AuditPlanYAML.scalar("a: \"b\" # c\nd") == #""a: \"b\" # c\nd""#)
        #expect(AuditPlanYAML.scalar("gd/1") == "gd/1")
        #expect(AuditPlanYAML.scalar("yes") == "\"yes\"")
    }

    // MARK: Deriving conformance

    func conformance(_ outcomes: [String: AuditOutcome], otherwise: AuditOutcome = .untested, partial: Set<String> = []) throws
        -> [String: AuditDerivation.Result]
    {
        let plan = try fixture().plan(Self.standards)
        return AuditDerivation(plan: plan, results: AuditFixture.results(plan, outcomes, otherwise: otherwise, partial: partial)).results
    }

    @Test("derived by hand: equal, equivalent, subset both ways, intersects, not applicable, untested")
    func derivation() throws {
        let results = try conformance(
            [
                "item-001": .passed, "item-002": .failed, "item-003": .failed, "item-004": .inapplicable, "item-006": .passed,
                "item-007": .failed,
            ], partial: ["item-002"])
        let table = results.mapValues { "\($0.conformance.rawValue)\($0.derived ? " (derived)" : "")" }
        #expect(
            table == [
                "reg/1": "Supports", "gd/1": "Supports",  // equal: one item
                "reg/2": "Partially Supports", "gx/1": "Partially Supports",  // equivalent: one item, partial failure
                "reg/3": "Does Not Support", "gd/2": "Does Not Support (derived)",  // 24 px failed: 9 mm fails
                "reg/5": "Not Applicable",
                "gd/3": "Supports", "gx/2": "Supports (derived)",  // the broader passed: the narrower passes
                "gd/4": "Does Not Support", "gx/3": "Not Evaluated",  // intersecting: nothing follows
            ])
        #expect(results["gd/2"]?.items == ["item-003", "item-005"])
        #expect(results["gd/2"]?.remarks == ["Derived: item-003 failed, and reg/3 asks no more than this requirement."])
        #expect(results["gx/2"]?.remarks == ["Derived: item-006 passed, and gd/3 asks at least as much."])
        #expect(results["gx/3"]?.remarks == ["Not tested (item-009)."])
        #expect(results["gx/3"]?.deciders == [.init(item: "item-009", decides: .fully, outcome: .untested)])

        // The other way round: the stronger passes, the weaker fails.
        let reverse = try conformance(["item-005": .passed, "item-008": .failed])
        #expect(reverse["reg/3"]?.conformance == .supports && reverse["reg/3"]?.derived == true)
        #expect(reverse["gd/3"]?.conformance == .doesNotSupport && reverse["gd/3"]?.derived == true)
        #expect(reverse["gx/2"]?.conformance == .doesNotSupport && reverse["gx/2"]?.derived == false)
        #expect(reverse["reg/3"]?.remarks == ["Derived: item-005 passed, and gd/2 asks at least as much."])
        // cantTell decides nothing, and nothing untested is supported.
        let unsure = try conformance(["item-006": .cantTell])
        #expect(unsure.values.allSatisfy { $0.conformance == .notEvaluated })
        #expect(unsure["gd/3"]?.remarks == ["Could not tell (item-006)."])
        #expect(unsure["reg/3"]?.remarks == ["Not tested (item-003; needed only if item-005 fails)."])
    }

    @Test("a passed item contradicted by a failed weaker one: the failure wins, and check says which")
    func contradiction() throws {
        let plan = try fixture().plan(Self.standards)
        let results = AuditFixture.results(
            plan, ["item-003": .failed, "item-005": .passed], notes: ["item-003": "The back button is 18 dp square"])
        let derivation = AuditDerivation(plan: plan, results: results)
        #expect(derivation.results["gd/2"]?.conformance == .doesNotSupport)
        #expect(
            derivation.results["gd/2"]?.remarks == [
                "Contradiction: item-005 passed, but a weaker requirement failed; the failure wins.",
                "Derived: item-003 failed, and reg/3 asks no more than this requirement.",
                "item-003: The back button is 18 dp square",
            ])
        #expect(
            derivation.contradictions == [
                .init(passed: "item-005", outcome: .passed, failed: "item-003", requirement: "gd/2", weaker: "reg/3")
            ]
        )
        // A contradicted pass decides nothing weaker: reg/3 stays its own failure.
        #expect(derivation.results["reg/3"]?.conformance == .doesNotSupport && derivation.results["reg/3"]?.derived == false)
        let log = DiagnosticLog()
        AuditCheck.check(results, against: plan, guidelines: Set(try fixture().store.guidelineIDs()), log: log)
        #expect(
            log.diagnostics.map(\.description) == [
                "audit.yaml:1:1: error: item-005 passed, but item-003 failed, and its requirement reg/3 asks no more than gd/2, "
                    + "which item-005 decides: one of the two outcomes is wrong"
            ])
    }

    /// Which requirements fail when `item` fails and every other item has `otherwise`.
    func failing(_ plan: AuditPlan, _ item: AuditPlan.Item, otherwise: AuditOutcome) -> Set<String> {
        let derivation = AuditDerivation(plan: plan, results: AuditFixture.results(plan, [item.id: .failed], otherwise: otherwise))
        return Set(derivation.results.filter { $0.value.conformance.isFailed }.keys)
    }

    @Test("one failed item reaches every requirement it decides, in every standard, and nothing else")
    func reach() throws {
        for (fixture, standards) in [
            (try fixture(), Self.standards), (try AuditFixture.real.get(), ["en-301-549-v4", "section508-2017", "gigw-3", "ada-title-ii"]),
        ] {
            let plan = try fixture.plan(standards)
            for item in plan.items {
                let decided = Set(item.requirements(.fully).map(\.id) + item.requirements(.onFail).map(\.id))
                #expect(failing(plan, item, otherwise: .passed) == decided, "\(item.id) \(item.title)")
                #expect(failing(plan, item, otherwise: .untested) == decided, "\(item.id) \(item.title)")
            }
        }
    }

    // MARK: The file checks

    /// The fixture's plan as a file, with `edits` (a line's text → its replacement, the first
    /// after the line `after`) applied; returns the path and each edit's line number.
    func planFile(_ folder: TemporaryDirectory, _ edits: [(after: String, line: String, with: String)]) throws -> (String, [Int]) {
        var lines = AuditPlanYAML.render(try fixture().plan(Self.standards)).components(separatedBy: "\n")
        var numbers: [Int] = []
        for edit in edits {
            let start = try #require(lines.firstIndex(of: edit.after), "no line \(edit.after)")
            let index = try #require(lines[start...].firstIndex(of: edit.line), "no line \(edit.line) after \(edit.after)")
            lines[index] = edit.with
            numbers.append(index + 1)
        }
        try folder.write("audit.yaml", lines.joined(separator: "\n"))
        try folder.write("shots/home.png", "png")
        return (folder.path("audit.yaml"), numbers)
    }

    func check(_ path: String) throws -> [String] {
        let log = DiagnosticLog()
        if let results = try AuditResults.load(path: path, log: log) {
            let plan = try fixture().store.auditPlan(platform: results.platform, standards: results.standards, created: results.created)
            AuditCheck.check(results, against: plan, guidelines: Set(try fixture().store.guidelineIDs()), log: log)
        }
        return log.sorted.map(\.description)
    }

    @Test("check: each mistake one line, path:line:column: error|warning: message")
    func fileChecks() throws {
        let folder = try TemporaryDirectory()
        let (path, at) = try planFile(
            folder,
            [
                ("  - id: item-001", "    outcome: untested", "    outcome: pass"),
                ("  - id: item-002", "    outcome: untested", "    outcome: passed"),
                ("  - id: item-002", "    partial: false", "    partial: true"),
                (
                    "  - id: item-002", "    evidence: []",
                    "    evidence: [shots/home.png, \"javascript:alert(1)\", /etc/passwd, https://example.org/a.png, missing.png]"
                ),
                ("  - id: item-002", "    tester: \"\"", "    tester: Asha"),
                ("  - id: item-002", "    date: \"\"", "    date: 2026-02-30"),
                ("  - id: item-003", "    outcome: untested", "    outcome: failed"),
                ("  - id: item-005", "    outcome: untested", "    outcome: passed"),
                ("  - id: item-007", "        - id: gd/4", "        - id: gd/44"),
                ("  - id: item-007", "    outcome: untested", "    outcome: inapplicable"),
                ("  - id: item-009", "  - id: item-009", "  - id: item-010"),
            ])
        #expect(
            try check(path) == [
                "\(path):1:1: error: item-009 (Reading order) is missing from the file; restore it, or make the plan again",
                "\(path):\(at[0]):14: error: unknown outcome 'pass'; did you mean 'passed'? expected one of: passed, failed, cantTell, inapplicable, untested",
                "\(path):\(at[2]):14: error: partial: true is for a failed item that fails only in part; this one is passed",
                "\(path):\(at[3]):32: error: evidence 'javascript:alert(1)' is neither a path relative to the plan file (screens/home.png) nor an http(s) URL",
                "\(path):\(at[3]):55: error: evidence '/etc/passwd' is neither a path relative to the plan file (screens/home.png) nor an http(s) URL",
                "\(path):\(at[3]):95: warning: evidence 'missing.png' is not there (relative to \(folder.url.path))",
                "\(path):\(at[5]):11: error: '2026-02-30' is not a date; write it as YYYY-MM-DD, e.g. 2026-09-02",
                "\(path):\(at[6]):14: warning: item-003 is failed but names no tester or date",
                "\(path):\(at[7]):14: warning: item-005 is passed but names no tester or date",
                "\(path):\(at[7]):14: error: item-005 passed, but item-003 failed, and its requirement reg/3 asks no more than gd/2, "
                    + "which item-005 decides: one of the two outcomes is wrong",
                "\(path):\(at[9]):14: warning: item-007 is inapplicable but names no tester or date",
                "\(path):\(at[8]):11: error: unknown guideline 'gd/44'; did you mean 'gd/4', 'gd/1', 'gd/2'?",
                "\(path):\(at[10]):5: error: unknown item 'item-010': the plan for this content has item-001 to item-009",
            ])
    }

    @Test("check: a file that is no plan, and a plan made from older content (what was added and removed since)")
    func staleAndForeign() throws {
        let folder = try TemporaryDirectory()
        try folder.write("notes.yaml", "title: my notes\n")
        #expect(try check(folder.path("notes.yaml")) == ["\(folder.path("notes.yaml")):1:1: error: missing required field 'format'"])
        try folder.write("other.yaml", "format: something/2\n")
        #expect(
            try check(folder.path("other.yaml")) == [
                "\(folder.path("other.yaml")):1:1: error: format 'something/2' is not crosswalk-audit-plan/1; this file was not written by 'crosswalk audit plan'"
            ])
        let fingerprint = try #require(try fixture().store.meta("content_fingerprint"))
        let (path, at) = try planFile(
            folder,
            [
                ("format: crosswalk-audit-plan/1", "content_fingerprint: \"\(fingerprint)\"", "content_fingerprint: \"0000000000000000\""),
                ("  - id: item-007", "        - id: gd/4", "        - id: gd/99"),
                ("  - id: item-004", "        - id: reg/5", "        - id: reg/4"),
            ])
        #expect(
            try check(path) == [
                "\(path):\(at[0]):1: warning: the plan was made from other content (0000000000000000; the content is now \(fingerprint)): "
                    + "2 requirements added since, 2 removed; results still count for the requirements the file names",
                "\(path):\(at[0]):1: warning: requirement reg/5 (Own user preferences) was added since the plan was made: no item of the file decides it",
                "\(path):\(at[0]):1: warning: requirement gd/4 (Focus order) was added since the plan was made: no item of the file decides it",
                "\(path):\(at[2]):11: warning: requirement reg/4 is no longer a requirement for android (changed since the plan was made)",
                "\(path):\(at[1]):11: warning: requirement gd/99 no longer exists (changed since the plan was made)",
            ])
    }

    // MARK: The commands

    func run(_ arguments: [String]) throws -> [String] {
        let fixture = try fixture()
        let capture = ErrorCapture()
        try Terminal.$capture.withValue(capture) {
            var command = try CrosswalkCommand.parseAsRoot(
                arguments + ["--content", fixture.paths.content, "--mappings", fixture.paths.mappings, "--db", fixture.db])
            try command.run()
        }
        return capture.lines
    }

    @Test("plan --out: written whole; a file that is not a plan, or a plan holding results, is refused")
    func planOut() throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("audit.yaml")
        let plan = ["audit", "plan", "--platform", "android", "--standard", "reg", "--standard", "gd", "--standard", "gx", "--out", out]
        #expect(
            try run(plan) == ["wrote \(out): 11 requirements of 3 standards in 9 test items, 2 of them needed only if another fails"])
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("# Crosswalk audit plan for Android: Reg, GD, GX."))
        try folder.write("thesis.txt", "outcome: passed\nmy thesis")
        #expect {
            try run(Array(plan.dropLast()) + [folder.path("thesis.txt")])
        } throws: { error in
            "\(error)".contains("the file exists and crosswalk audit plan did not write it")
        }
        #expect(try String(contentsOfFile: folder.path("thesis.txt"), encoding: .utf8) == "outcome: passed\nmy thesis")
        let tested = try String(contentsOfFile: out, encoding: .utf8).replacingOccurrences(of: "outcome: untested", with: "outcome: passed")
        try folder.write("audit.yaml", tested)
        #expect {
            try run(plan)
        } throws: { error in
            "\(error)".contains("the plan holds 9 recorded outcomes, which a new plan would lose")
        }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == tested)
        let csv = folder.path("audit.csv")
        _ = try run(Array(plan.dropLast()) + [csv, "--format", "csv"])
        #expect(
            try String(contentsOfFile: csv, encoding: .utf8).hasPrefix(
                "item,title,outcome,partial,note,evidence,tester,date,only_if_fails,"))
    }

    @Test("report: every format names its conformance; a file with errors is refused, a contradiction resolved")
    func report() throws {
        let folder = try TemporaryDirectory()
        let (path, _) = try planFile(
            folder,
            [
                ("  - id: item-003", "    outcome: untested", "    outcome: failed"),
                ("  - id: item-005", "    outcome: untested", "    outcome: passed"),
            ])
        for format in ["markdown", "html", "json", "earl", "oscal"] {
            let out = folder.path("report.\(format)")
            let lines = try run([
                "audit", "report", path, "--format", format, "--out", out, "--assets", TestSupport.repositoryRoot.path + "/Site/assets",
            ])
            #expect(lines.contains { $0.hasPrefix("note: \(path):") && $0.hasSuffix("; the failure wins") })
            #expect(lines.last == "wrote \(out): 0 Supports, 0 Partially Supports, 2 Does Not Support, 0 Not Applicable, 9 Not Evaluated")
            #expect(try String(contentsOfFile: out, encoding: .utf8).contains(AuditReport.format))
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("report.json")))) as? [String: Any])
        let standards = try #require(json["standards"] as? [[String: Any]])
        #expect(standards.map { $0["id"] as? String } == ["reg", "gd", "gx"])
        let requirements = try #require(standards[1]["requirements"] as? [[String: Any]])
        #expect(
            requirements.map { $0["conformance"] as? String } == ["Not Evaluated", "Does Not Support", "Not Evaluated", "Not Evaluated"])
        let answers = try #require(standards[0]["answers"] as? [[String: Any]])
        #expect(answers.map { "\($0["target"]!) \($0["answer"]!)" } == ["A not-determined", "AA does-not-meet", "must not-determined"])

        try folder.write(
            "broken.yaml",
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "outcome: failed", with: "outcome: broke"))
        #expect(throws: CrosswalkError.self) { try run(["audit", "report", folder.path("broken.yaml")]) }
    }

    // MARK: The issue's scenario, on the real content

    @Test("EN 301 549 V4.1.1, Section 508 and GIGW for Android: fewer items than requirements; 2.5.8 failed fails GIGW's 9 mm too, not 508")
    func issueScenario() throws {
        let real = try AuditFixture.real.get()
        let plan = try real.plan(["en-301-549-v4", "section508-2017", "gigw-3"])
        let perStandard = Dictionary(grouping: plan.requirements, by: \.standard).mapValues(\.count)
        #expect(plan.items.count < plan.requirements.count)
        #expect(perStandard.values.reduce(0, +) == plan.requirements.count)
        let target = try #require(plan.items.first { $0.requirements(.fully).contains { $0.id == "en-301-549-v4/11.2.5.8" } })
        let results = AuditFixture.results(plan, [target.id: .failed], otherwise: .passed)
        let derivation = AuditDerivation(plan: plan, results: results)
        let failing = derivation.results.filter { $0.value.conformance == .doesNotSupport }.keys.sorted()
        #expect(failing == ["en-301-549-v4/11.2.5.8", "gigw-3/11.4.8"])
        #expect(derivation.results["gigw-3/11.4.8"]?.derived == true)
        #expect(
            plan.requirements.filter { $0.standard == "section508-2017" }.allSatisfy { derivation.results[$0.id]?.conformance == .supports }
        )
    }
}
