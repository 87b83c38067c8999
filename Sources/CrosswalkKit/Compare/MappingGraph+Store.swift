import GRDB

extension MappingGraph {
    /// Every guideline and mapping of the store; paths through the hub go through the
    /// criteria of `version`, or of every version when it is nil (an audit relates a WCAG 2.0
    /// clause to a WCAG 2.2 one through 4.1.1 as well).
    public init(store: Store, version: WCAGVersion? = .latest) throws {
        let (standards, nodes) = try store.read("load the mapping graph") { db in
            let standards = try StandardRecord.select(StandardRecord.Columns.id, as: String.self).order(StandardRecord.Columns.position)
                .fetchAll(db)
            var topics: [String: [String]] = [:]
            for row in try GuidelineTopicRecord.order(GuidelineTopicRecord.Columns.guidelineID, GuidelineTopicRecord.Columns.position)
                .fetchAll(db)
            {
                topics[row.guidelineID, default: []].append(row.topicID)
            }
            let nodes = try Row.fetchAll(
                db, sql: "SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline"
            ).map {
                row in
                MappingGraph.Node(
                    id: row["id"], standard: row["standard_id"], title: row["title"], level: row["level"],
                    sortKey: row["sort_key"], topics: topics[row["id"]] ?? [],
                    isRequirement: Guideline.isRequirement(row["applicability"], scoping: row["is_scoping"]))
            }
            return (standards, nodes)
        }
        let criteria = try version.map { version in Set(try store.criteria().filter { $0.isIn(version) }.map(\.id)) }
        self.init(standards: standards, nodes: nodes, mappings: try store.mappings(), criteria: criteria, version: version)
    }
}
