/// Everything the site shows, read from the store once.
struct SiteData {
    let standards: [StandardOverview]
    let standardNames: [String: String]
    let guidelines: [GuidelineDetail]
    let byID: [String: GuidelineDetail]
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
    let language: SearchLanguage

    /// Unordered pairs of standards, in standard order.
    var standardPairs: [(String, String)] {
        let ids = standards.map(\.id)
        return ids.indices.flatMap { i in ids.indices.filter { $0 > i }.map { (ids[i], ids[$0]) } }
    }

    init(store: Store) throws {
        standards = try store.standards()
        standardNames = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        let graph = try store.mappingGraph()
        self.graph = graph
        guidelines = try store.guidelineIDs().compactMap { try store.guideline($0, graph: graph) }
        byID = Dictionary(uniqueKeysWithValues: guidelines.map { ($0.id, $0) })
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
        language = try store.searchLanguage()
    }
}
