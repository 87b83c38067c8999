import Foundation

/// What the site's list pages need, read from the store once. Guideline pages are not here:
/// they are loaded in chunks while rendering, so memory does not grow with the corpus.
struct SiteData {
    let standards: [StandardOverview]
    let standardNames: [String: String]
    /// Every guideline, light: in standard then source order.
    let summaries: [GuidelineSummary]
    let byID: [String: GuidelineSummary]
    let criteria: [CriterionDetail]
    let criterionRecords: [CriterionRecord]
    let coverage: Coverage
    let criterionMatrix: Matrix
    let topicMatrix: Matrix
    let graph: MappingGraph
    let topics: [TopicRecord]
    let glossary: [GlossaryTermRecord]
    let userGroups: [UserGroupRecord]
    let pages: [PageRecord]
    let techniqueCounts: [String: (guidelines: Int, techniques: Int)]
    /// The crosswalk of every pair in `standardPairs`, keyed `a--b`: the compare index and
    /// the pair's page both need it, and it is the costliest thing the graph computes.
    let crosswalks: [String: Crosswalk]

    /// Unordered pairs of standards, in standard order.
    var standardPairs: [(String, String)] { Self.pairs(of: standards) }

    /// The crosswalk of a pair from `standardPairs`, computed once.
    func crosswalk(_ a: String, _ b: String) -> Crosswalk {
        crosswalks["\(a)--\(b)"] ?? graph.crosswalk(a, b, derivedLimit: SiteGenerator.derivedLimit)
    }

    static func pairs(of standards: [StandardOverview]) -> [(String, String)] {
        let ids = standards.map(\.id)
        return ids.indices.flatMap { i in ids.indices.filter { $0 > i }.map { (ids[i], ids[$0]) } }
    }

    init(store: Store) throws {
        standards = try store.standards()
        standardNames = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        graph = try store.mappingGraph()
        summaries = try store.guidelines()
        byID = Dictionary(uniqueKeysWithValues: summaries.map { ($0.id, $0) })
        criterionRecords = try store.criteria()
        criteria = try criterionRecords.compactMap { try store.criterion($0.number) }
        coverage = try store.coverage()
        criterionMatrix = try store.matrix(by: .criterion)
        topicMatrix = try store.matrix(by: .topic)
        let extra = try store.siteExtras()
        topics = extra.topics
        glossary = extra.glossary
        userGroups = extra.userGroups
        pages = extra.pages
        techniqueCounts = try store.techniqueCounts()
        crosswalks = Self.crosswalks(of: Self.pairs(of: standards), in: graph)
    }

    /// Each pair's crosswalk, keyed `a--b`, computed on every core: pure work on the graph,
    /// and at 20,000 guidelines two seconds on one.
    static func crosswalks(of pairs: [(String, String)], in graph: MappingGraph) -> [String: Crosswalk] {
        let results = ConcurrentResults<Crosswalk>(count: pairs.count)
        DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
            results.set(index, graph.crosswalk(pairs[index].0, pairs[index].1, derivedLimit: SiteGenerator.derivedLimit))
        }
        return Dictionary(uniqueKeysWithValues: zip(pairs.map { "\($0.0)--\($0.1)" }, results.values))
    }
}
