/// What the site's list pages need, read from the store once. Guideline pages are not here:
/// they are loaded in chunks while rendering, so memory does not grow with the corpus.
package struct SiteData: Sendable {
    package let standards: [StandardOverview]
    let standardNames: [String: String]
    /// Every guideline, light: in standard then source order.
    let summaries: [GuidelineSummary]
    package let byID: [String: GuidelineSummary]
    let criteria: [CriterionDetail]
    /// The WCAG versions, oldest first.
    let editions: [WCAGCatalogue.Edition]
    /// Coverage of each WCAG version, newest first.
    let coverage: [Coverage]
    /// The criterion matrix of each version, newest first.
    let criterionMatrices: [Matrix]
    let topicMatrix: Matrix
    package let graph: MappingGraph
    let topics: [VocabularyEntry]
    let glossary: [GlossaryTerm]
    let userGroups: [VocabularyEntry]
    let pages: [StandardPage]
    let techniqueCounts: [Platform: (guidelines: Int, techniques: Int)]
    /// How each standard covers each other one, keyed `a--b` (b's coverage of a): the
    /// compare index and the pair's page both need it, and it is the costliest thing the graph
    /// computes.
    let comparisons: [String: Comparison]
    /// What changed for apps between two versions of a regulation, keyed `a--b` as the pair's page.
    let changes: [String: VersionChanges]
    /// The checklist sets of `Site/checklists.yaml`, in its order.
    package let sets: [ChecklistSet]
    /// A checklist per standard and platform, then per set and platform, each plan computed
    /// once; none where the plan has no item (a standard with nothing for the platform).
    package let checklists: [Checklist]
    /// Rows and platforms whose plan is too large to print.
    let oversizedChecklists: [Checklist.Oversized]
    /// The details (without counterparts) of the printed plans' requirements, as the plans
    /// read them: the guideline pages take theirs from here instead of reading them again.
    let plannedDetails: [String: GuidelineDetail]
    /// The tools of automated checks, each with its checks.
    let checkTools: [CheckToolDetail]

    /// Unordered pairs of standards, in standard order.
    var standardPairs: [(String, String)] { Self.pairs(of: standards) }

    /// How `b` covers `a`, computed once.
    func comparison(of a: String, by b: String) -> Comparison {
        comparisons["\(a)--\(b)"] ?? graph.comparison(of: a, by: b, bounds: SiteGenerator.comparisonBounds)
    }

    func name(of standard: String) -> String { standardNames[standard] ?? standard }

    /// A guideline's number for links, its id when unknown.
    func number(of guideline: String) -> String { byID[guideline]?.number ?? guideline }

    static func pairs(of standards: [StandardOverview]) -> [(String, String)] {
        let ids = standards.map(\.id)
        return ids.indices.flatMap { i in ids.indices.filter { $0 > i }.map { (ids[i], ids[$0]) } }
    }

    init(store: Store, sets: [ChecklistSet]) throws {
        standards = try store.standards()
        standardNames = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        // The site reads the hub through the current version.
        graph = try MappingGraph(store: store, version: .latest)
        summaries = try store.guidelines()
        byID = Dictionary(uniqueKeysWithValues: summaries.map { ($0.id, $0) })
        let all = try store.criteria()
        criteria = try store.criterionDetails(store.criterionNumbers(), among: all)
        editions = try store.wcagEditions()
        coverage = try store.coverages(versions: WCAGVersion.allCases.reversed())
        criterionMatrices = try WCAGVersion.allCases.reversed().map { try store.matrix(by: .criterion, version: $0) }
        topicMatrix = try store.matrix(by: .topic)
        topics = try store.topics()
        glossary = try store.glossary()
        userGroups = try store.userGroups()
        pages = try store.pages()
        techniqueCounts = try store.techniqueCounts()
        checkTools = try store.checkTools()
        // Pure work on the graph, and at 20,000 guidelines two seconds on one core.
        let directions = Self.pairs(of: standards).flatMap { [($0.0, $0.1), ($0.1, $0.0)] }
        let graph = graph
        let computed = ParallelMap(count: directions.count) { index in
            graph.comparison(of: directions[index].0, by: directions[index].1, bounds: SiteGenerator.comparisonBounds)
        }.values
        comparisons = Dictionary(uniqueKeysWithValues: zip(directions.map { "\($0.0)--\($0.1)" }, computed))
        let regulations = standards.filter { $0.kind == .regulation }
        changes = try Self.pairs(of: regulations).reduce(into: [:]) { found, pair in
            found["\(pair.0)--\(pair.1)"] = try store.versionChanges(between: pair.0, and: pair.1)
        }
        self.sets = sets
        (checklists, oversizedChecklists, plannedDetails) = try Self.checklists(
            store: store, graph: graph, summaries: byID, standards: standards.map { [$0.id] }, sets: sets,
            limit: SiteGenerator.checklistLimit)
    }

    /// The plans of every checklist page, on every core: a plan reads the store and walks
    /// the mapping graph, and the site has one per row and platform. A row with no
    /// requirement on a platform has no page there, and one with more than `limit` is left to
    /// the CLI (its plan's cost grows with the square of its requirements).
    package static func checklists(
        store: Store, graph: MappingGraph, summaries: [String: GuidelineSummary], standards: [[String]], sets: [ChecklistSet], limit: Int
    ) throws -> (printed: [Checklist], oversized: [Checklist.Oversized], details: [String: GuidelineDetail]) {
        let rows = standards.map { (standards: $0, why: String?.none) } + sets.map { ($0.standards, $0.why) }
        var pages: [(platform: Platform, row: (standards: [String], why: String?))] = []
        var oversized: [Checklist.Oversized] = []
        for row in rows {
            for platform in Platform.allCases {
                // The plan's own rule (Store.auditPlan): requirements that apply to the platform.
                let count = row.standards.reduce(0) { sum, standard in
                    sum
                        + (graph.members[standard] ?? []).count { id in
                            graph.nodes[id]?.isRequirement == true && AuditPlan.applies(summaries[id]?.platforms ?? [], to: platform)
                        }
                }
                if count > limit {
                    oversized.append(.init(platform: platform, standards: row.standards, requirements: count))
                } else if count > 0 {
                    pages.append((platform, row))
                }
            }
        }
        // What every plan reads (the graph through every WCAG version, the standards, the
        // requirements' details: AuditPlanInputs) is read once, and a platform's techniques once
        // for its plans, one platform's at a time; nothing is read when nothing is printed (the
        // standards of a large corpus).
        guard !pages.isEmpty else { return ([], oversized, [:]) }
        let inputs = try AuditPlanInputs(store: store, graph: MappingGraph(store: store, version: nil))
        var printed: [Checklist] = []
        for platform in Platform.allCases {
            let planned = pages.filter { $0.platform == platform }
            guard !planned.isEmpty else { continue }
            let techniques = try store.techniques(for: platform)
            let plans = ParallelMap(count: planned.count) { index in
                Result {
                    try store.auditPlan(
                        platform: platform, standards: planned[index].row.standards, created: "", inputs: inputs,
                        techniques: techniques)
                }
            }.values
            printed += try zip(planned, plans).map { page, plan in
                Checklist(platform: platform, standards: page.row.standards, why: page.row.why, plan: try plan.get())
            }
        }
        return (printed, oversized, inputs.detailsRead)
    }
}
