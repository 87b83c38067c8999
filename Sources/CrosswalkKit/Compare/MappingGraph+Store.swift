import GRDB

extension MappingGraph {
    /// Every guideline and mapping of the store.
    public init(store: Store) throws {
        let (standards, nodes) = try store.read("load the mapping graph") { db in
            let standards = try StandardRecord.select(StandardRecord.Columns.id, as: String.self).order(StandardRecord.Columns.position).fetchAll(db)
            var topics: [String: [String]] = [:]
            for row in try GuidelineTopicRecord.order(GuidelineTopicRecord.Columns.guidelineID, GuidelineTopicRecord.Columns.position).fetchAll(db) {
                topics[row.guidelineID, default: []].append(row.topicID)
            }
            let nodes = try Row.fetchAll(db, sql: "SELECT id, standard_id, title, level, sort_key FROM guideline").map { row in
                MappingGraph.Node(id: row["id"], standard: row["standard_id"], title: row["title"], level: row["level"],
                                  sortKey: row["sort_key"], topics: topics[row["id"]] ?? [])
            }
            return (standards, nodes)
        }
        self.init(standards: standards, nodes: nodes, mappings: try store.mappings())
    }
}
