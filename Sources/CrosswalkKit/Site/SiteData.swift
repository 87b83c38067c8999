/// What the site's list pages need, read from the store once. Guideline pages are not here:
/// they are loaded in chunks while rendering, so memory does not grow with the corpus.
struct SiteData: Sendable {
    let standards: [StandardOverview]
    let standardNames: [String: String]
    /// Every guideline, light: in standard then source order.
    let summaries: [GuidelineSummary]
    let byID: [String: GuidelineSummary]
    let criteria: [CriterionDetail]
    /// The WCAG versions, oldest first.
    let editions: [WCAGCatalogue.Edition]
    /// Coverage of each WCAG version, newest first.
    let coverage: [Coverage]
    /// The criterion matrix of each version, newest first.
    let criterionMatrices: [Matrix]
    let topicMatrix: Matrix
    let graph: MappingGraph
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
    /// The tools of automated checks, each with its checks.
    let checkTools: [CheckToolDetail]

    /// Unordered pairs of standards, in standard order.
    var standardPairs: [(String, String)] { Self.pairs(of: standards) }

    /// How `b` covers `a`, computed once.
    func comparison(of a: String, by b: String) -> Comparison {
        comparisons["\(a)--\(b)"] ?? graph.comparison(of: a, by: b, includeLeads: false, findingsLimit: SiteGenerator.derivedLimit)
    }

    func name(of standard: String) -> String { standardNames[standard] ?? standard }

    /// A guideline's number for links, its id when unknown.
    func number(of guideline: String) -> String { byID[guideline]?.number ?? guideline }

    static func pairs(of standards: [StandardOverview]) -> [(String, String)] {
        let ids = standards.map(\.id)
        return ids.indices.flatMap { i in ids.indices.filter { $0 > i }.map { (ids[i], ids[$0]) } }
    }

    init(store: Store) throws {
        standards = try store.standards()
        standardNames = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        // The site reads the hub through the current version.
        graph = try MappingGraph(store: store, version: .latest)
        summaries = try store.guidelines()
        byID = Dictionary(uniqueKeysWithValues: summaries.map { ($0.id, $0) })
        criteria = try store.criterionNumbers().compactMap { try store.criterion($0) }
        editions = try store.wcagEditions()
        coverage = try WCAGVersion.allCases.reversed().map { try store.coverage(version: $0) }
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
            graph.comparison(
                of: directions[index].0, by: directions[index].1, includeLeads: false, findingsLimit: SiteGenerator.derivedLimit)
        }.values
        comparisons = Dictionary(uniqueKeysWithValues: zip(directions.map { "\($0.0)--\($0.1)" }, computed))
        let regulations = standards.filter { $0.kind == .regulation }
        changes = try Self.pairs(of: regulations).reduce(into: [:]) { found, pair in
            found["\(pair.0)--\(pair.1)"] = try store.versionChanges(between: pair.0, and: pair.1)
        }
    }
}
