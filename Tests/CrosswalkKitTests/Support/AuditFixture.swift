import CrosswalkKit
import Foundation

/// The stores the audit tests read, each built once for the whole suite (every test reads
/// them; none writes), and results made from a plan without a tester.
/// Unchecked: every property is set once in `init` and only read after.
final class AuditFixture: @unchecked Sendable {
    /// The hand-made fixture: a regulation `reg` (three WCAG clauses, one not applied to
    /// apps, one of its own) and two guidance standards `gd` and `gx` related by every kind
    /// of mapping (Fixtures/audit; the answers are worked out in AuditTests).
    static let paths = ContentPaths(
        content: TestSupport.fixtures.appendingPathComponent("audit/Content").path,
        mappings: TestSupport.fixtures.appendingPathComponent("audit/Mappings").path)

    static let fixture = Result { try AuditFixture(paths) }
    static let real = Result { try AuditFixture(TestSupport.realContent) }

    let folder: TemporaryDirectory
    let store: Store
    let paths: ContentPaths

    private init(_ paths: ContentPaths) throws {
        folder = try TemporaryDirectory()
        _ = try StoreBuilder.build(paths: paths, destination: folder.path("store.sqlite"))
        store = try Store(path: folder.path("store.sqlite"))
        self.paths = paths
    }

    var db: String { folder.path("store.sqlite") }

    /// The plan for Android and `standards`, made on 2026-11-27.
    func plan(_ standards: [String], platform: Platform = .android) throws -> AuditPlan {
        try store.auditPlan(platform: platform, standards: standards, created: "2026-11-27")
    }

    /// Results as a tester would record them: `outcomes` by item id (the rest `otherwise`),
    /// `partial` failures, `notes` by item id, each tested item with a tester and a date.
    static func results(
        _ plan: AuditPlan, _ outcomes: [String: AuditOutcome], otherwise: AuditOutcome = .untested, partial: Set<String> = [],
        notes: [String: String] = [:]
    ) -> AuditResults {
        let here = SourceLocation(path: "audit.yaml", line: 1, column: 1)
        return AuditResults(
            path: "audit.yaml", created: plan.created, contentFingerprint: plan.contentFingerprint, platform: plan.platform,
            standards: plan.standards, subject: .init(name: "Fixture app", version: "1.0"),
            items: plan.items.map { item in
                let outcome = outcomes[item.id] ?? otherwise
                return AuditResults.Item(
                    id: item.id, outcome: outcome, partial: partial.contains(item.id), note: notes[item.id] ?? "", evidence: [],
                    tester: outcome == .untested ? "" : "Asha", date: outcome == .untested ? "" : "2026-11-28",
                    entries: item.requirements.map { .init(id: $0.id, standard: $0.standard, decides: $0.decides, location: here) },
                    location: here, outcomeLocation: here, evidenceLocations: [], dateLocation: here, partialLocation: here)
            }, fingerprintLocation: here, standardsLocation: here)
    }
}
