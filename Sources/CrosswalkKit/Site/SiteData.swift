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
    /// The crosswalk of every pair in `standardPairs`, keyed `a--b`: the compare index and
    /// the pair's page both need it, and it is the costliest thing the graph computes.
    let crosswalks: [String: Crosswalk]

    /// Unordered pairs of standards, in standard order.
    var standardPairs: [(String, String)] { Self.pairs(of: standards) }

    /// The crosswalk of a pair from `standardPairs`, computed once.
    func crosswalk(_ a: String, _ b: String) -> Crosswalk {
        crosswalks["\(a)--\(b)"] ?? graph.crosswalk(a, b, derivedLimit: SiteGenerator.derivedLimit)
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
        // Pure work on the graph, and at 20,000 guidelines two seconds on one core.
        let pairs = Self.pairs(of: standards)
        let graph = graph
        let computed = ParallelMap(count: pairs.count) { index in
            graph.crosswalk(pairs[index].0, pairs[index].1, derivedLimit: SiteGenerator.derivedLimit)
        }.values
        crosswalks = Dictionary(uniqueKeysWithValues: zip(pairs.map { "\($0.0)--\($0.1)" }, computed))
    }
}
