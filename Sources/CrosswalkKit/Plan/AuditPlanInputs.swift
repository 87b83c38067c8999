import Foundation

/// What audit plans read from the store besides their own standards' requirements, read once
/// by a caller that makes many: the site's checklists, whose plans each read every standard's
/// facts twice and their requirements' details again, most of the real site's work before
/// (bench/README.md). A plan for one platform also needs that platform's techniques
/// (``Store/techniques(for:)``).
final class AuditPlanInputs: @unchecked Sendable {
    /// The mapping graph through every WCAG version.
    let graph: MappingGraph
    let standardIDs: [String]
    let overviews: [String: StandardOverview]
    /// The guidance standards, in the store's order: where a requirement without a test of
    /// its own borrows one.
    let guidance: [String]
    /// The WCAG criteria by id.
    let criteria: [String: SuccessCriterion]
    let contentFingerprint: String
    private let store: Store
    private let lock = NSLock()
    /// Guarded by `lock`: each guideline's details (without counterparts), read once.
    private var details: [String: GuidelineDetail] = [:]
    /// Guarded by `lock`: each standard's guidelines' platforms, read once.
    private var platformsByStandard: [String: [String: [Platform]]] = [:]
    /// Guarded by `lock`: a requirement's sound relations into a standard, by both ids, walked
    /// once for every plan that has the requirement (most of them are in several).
    private var relations: [String: [PairRelation]] = [:]
    /// Guarded by `lock`: each guideline's test procedure as a plan gives it, made once (its
    /// steps put on one line each: 5% of the real site when every plan made them again).
    private var procedures: [String: AuditPlan.Procedure] = [:]

    init(store: Store, graph: MappingGraph) throws {
        self.store = store
        self.graph = graph
        standardIDs = try store.standardIDs()
        let standards = try store.standards()
        overviews = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0) })
        guidance = standards.filter { $0.kind == .guidance }.map(\.id)
        criteria = Dictionary(uniqueKeysWithValues: try store.criteria().map { ($0.id, $0) })
        contentFingerprint = try store.meta("content_fingerprint") ?? ""
    }

    /// The details of `ids` (those the store has), each read from the store the first time
    /// any plan asks for it. Two plans asking at once may both read a guideline; the first
    /// kept is the same.
    func details(of ids: [String]) throws -> [String: GuidelineDetail] {
        let missing = lock.withLock { ids.filter { details[$0] == nil } }
        if !missing.isEmpty {
            let read = try store.guidelines(ids: missing, counterpartsFrom: nil)
            lock.withLock { for detail in read where details[detail.id] == nil { details[detail.id] = detail } }
        }
        return lock.withLock { Dictionary(ids.compactMap { id in details[id].map { (id, $0) } }, uniquingKeysWith: { first, _ in first }) }
    }

    /// ``MappingGraph/soundRelations(of:in:)`` of `graph`, walked the first time any plan asks.
    func soundRelations(of id: String, in standard: String) -> [PairRelation] {
        kept(\.relations, id + "\u{1F}" + standard) { graph.soundRelations(of: id, in: standard) }
    }

    /// Every detail read so far: those of the plans' requirements, once the plans are made.
    var detailsRead: [String: GuidelineDetail] { lock.withLock { details } }

    /// `detail`'s procedure, made by `make` the first time any plan asks for it.
    func procedure(of detail: GuidelineDetail, _ make: (GuidelineDetail) -> AuditPlan.Procedure) -> AuditPlan.Procedure {
        kept(\.procedures, detail.id) { make(detail) }
    }

    /// The platforms of every guideline of `standards`, by id; each standard's read the first
    /// time any plan asks for it.
    func platforms(of standards: [String]) throws -> [String: [Platform]] {
        try standards.reduce(into: [:]) { platforms, standard in
            let read = try kept(\.platformsByStandard, standard) {
                Dictionary(
                    try store.guidelines(GuidelineFilter(standards: [standard])).map { ($0.id, $0.platforms) },
                    uniquingKeysWith: { first, _ in first })
            }
            platforms.merge(read) { first, _ in first }
        }
    }

    /// What `table` keeps for `key`, made by `make` outside the lock the first time any plan
    /// asks: two plans asking at once may both make it, and both get the one kept first.
    private func kept<Value>(
        _ table: ReferenceWritableKeyPath<AuditPlanInputs, [String: Value]>, _ key: String, _ make: () throws -> Value
    ) rethrows -> Value {
        if let value = lock.withLock({ self[keyPath: table][key] }) { return value }
        let made = try make()
        return lock.withLock {
            if let first = self[keyPath: table][key] { return first }
            self[keyPath: table][key] = made
            return made
        }
    }
}
