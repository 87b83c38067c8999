/// A conformance report: for each chosen standard, every requirement's conformance derived
/// from the plan file's results (``AuditDerivation``), with the items and notes behind it, a
/// summary per level, and the answers policy staff ask for. `--format json` encodes it as is
/// (its JSON Schema is docs/audit-report.schema.json); the other formats render it.
public struct AuditReport: Sendable, Encodable {
    /// Written into every report: what `--out` may replace.
    public static let format = "crosswalk-audit-report/1"

    public struct Requirement: Sendable, Encodable {
        public var id: String
        public var number: String
        public var title: String
        public var level: AuditLevel
        /// The WCAG criterion a regulation's clause applies, if any.
        public var criterion: String?
        public var conformance: Conformance
        public var derived: Bool
        public var items: [String]
        public var remarks: [String]
        /// Each item that decides it and how: what the EARL assertions and OSCAL findings say.
        public var decidedBy: [AuditDerivation.Decider]

        enum CodingKeys: String, CodingKey {
            case id, number, title, level, criterion, conformance, derived, items, remarks
            case decidedBy = "decided_by"
        }
    }

    /// How many requirements of one level (or of all) have each conformance.
    public struct Count: Sendable, Encodable {
        public var level: AuditLevel?
        public var total: Int
        public var counts: [String: Int]

        init(level: AuditLevel?, _ requirements: [Requirement]) {
            self.level = level
            total = requirements.count
            counts = Dictionary(
                uniqueKeysWithValues: Conformance.allCases.map { c in (c.rawValue, requirements.count { $0.conformance == c }) })
        }
    }

    /// The answer to "does the app meet the standard at this target?".
    public struct Answer: Sendable, Encodable {
        public enum Verdict: String, Sendable, Encodable {
            case meets
            case doesNotMeet = "does-not-meet"
            case notDetermined = "not-determined"
        }
        /// `A`, `AA` or `must`.
        public var target: String
        public var question: String
        public var answer: Verdict
        public var requirements: Int
        /// Those that Do Not or only Partially Support.
        public var failing: Int
        public var notEvaluated: Int

        enum CodingKeys: String, CodingKey {
            case target, question, answer, requirements, failing
            case notEvaluated = "not_evaluated"
        }
    }

    public struct Standard: Sendable, Encodable {
        public var id: String
        public var name: String
        public var title: String
        public var kind: CrosswalkKit.Standard.Kind
        public var wcag: WCAGVersion?
        public var summary: Count
        public var levels: [Count]
        public var answers: [Answer]
        public var requirements: [Requirement]
    }

    /// An item of the plan file as the tester left it.
    public struct Item: Sendable, Encodable {
        public var id: String
        public var title: String
        public var outcome: AuditOutcome
        public var partial: Bool
        public var note: String
        public var evidence: [String]
        public var tester: String
        public var date: String
        /// The requirements it decides fully.
        public var requirements: [String]
    }

    public struct Contradiction: Sendable, Encodable {
        public var passed: String
        public var failed: String
        public var requirement: String
        public var weaker: String
    }

    public var format = AuditReport.format
    public var plan: String
    public var created: String
    public var reported: String
    public var platform: Platform
    public var subject: AuditPlan.Subject
    public var contentFingerprint: String
    public var planFingerprint: String
    public var standards: [Standard]
    public var items: [Item]
    public var contradictions: [Contradiction]

    enum CodingKeys: String, CodingKey {
        case format, plan, created, reported, platform, subject, standards, items, contradictions
        case contentFingerprint = "content_fingerprint"
        case planFingerprint = "plan_fingerprint"
    }

    /// The report of `results` on `plan` (the current content's, for the same platform and
    /// standards), with `overviews` naming the standards.
    public init(
        plan: AuditPlan, results: AuditResults, derivation: AuditDerivation, overviews: [StandardOverview], reported: String,
        subject: AuditPlan.Subject
    ) {
        self.plan = results.path
        created = results.created
        self.reported = reported
        platform = results.platform
        self.subject = subject
        contentFingerprint = plan.contentFingerprint
        planFingerprint = results.contentFingerprint
        let names = Dictionary(uniqueKeysWithValues: overviews.map { ($0.id, $0) })
        standards = plan.standards.map { id in
            let overview = names[id]
            let requirements = plan.requirements.filter { $0.standard == id }.map { r in
                let result =
                    derivation.results[r.id]
                    ?? .init(conformance: .notEvaluated, derived: false, items: [], remarks: ["No item decides it."])
                return Requirement(
                    id: r.id, number: r.number, title: r.title, level: r.level, criterion: r.criterion, conformance: result.conformance,
                    derived: result.derived, items: result.items, remarks: result.remarks, decidedBy: result.deciders)
            }
            let name = overview?.shortName ?? id
            let levels = AuditLevel.allCases.filter { level in requirements.contains { $0.level == level } }
            return Standard(
                id: id, name: name, title: overview?.title ?? id, kind: overview?.kind ?? .guidance, wcag: overview?.regulation?.wcag,
                summary: Count(level: nil, requirements),
                levels: levels.map { level in Count(level: level, requirements.filter { $0.level == level }) },
                answers: Self.answers(name: name, requirements), requirements: requirements)
        }
        items = results.items.map { item in
            let title = plan.items.first { $0.id == item.id }?.title ?? plan.requirements.first { item.own.contains($0.id) }?.title ?? ""
            return Item(
                id: item.id, title: title, outcome: item.outcome, partial: item.partial, note: item.note, evidence: item.evidence,
                tester: item.tester, date: item.date, requirements: item.own)
        }
        var seen: Set<[String]> = []
        contradictions = derivation.contradictions.compactMap { c in
            seen.insert([c.passed, c.failed, c.requirement]).inserted
                ? Contradiction(passed: c.passed, failed: c.failed, requirement: c.requirement, weaker: c.weaker) : nil
        }
    }

    /// At A, at AA (A and AA) for WCAG-derived requirements; at must for the rest stated as
    /// must (all of a guidance standard's, a regulation's clauses of its own).
    static func answers(name: String, _ requirements: [Requirement]) -> [Answer] {
        var targets: [(String, String, [AuditLevel])] = []
        if requirements.contains(where: { $0.level == .a || $0.level == .aa }) {
            targets += [("A", "at level A", [.a]), ("AA", "at level AA (A and AA)", [.a, .aa])]
        }
        if requirements.contains(where: { $0.level == .must }) {
            let scope = targets.isEmpty ? "in every requirement stated as must" : "in its other requirements stated as must (shall)"
            targets.append(("must", scope, [.must]))
        }
        return targets.map { target, scope, levels in
            let those = requirements.filter { levels.contains($0.level) }
            let failing = those.count { $0.conformance.isFailed }
            let open = those.count { $0.conformance == .notEvaluated }
            return Answer(
                target: target, question: "Does the app meet \(name) \(scope)?",
                answer: failing > 0 ? .doesNotMeet : open > 0 ? .notDetermined : .meets, requirements: those.count, failing: failing,
                notEvaluated: open)
        }
    }
}
