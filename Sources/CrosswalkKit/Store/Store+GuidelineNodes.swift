import GRDB

extension Store {
    /// The guidelines of `standards` as the mapping graph's nodes, each standard's in source
    /// order, with their topics: searched in the index of each standard's guidelines, not
    /// scanned among all of them.
    func guidelineNodes(standards: [String]) throws -> [GuidelineNodeRow] {
        let list = Array(repeating: "?", count: standards.count).joined(separator: ", ")
        return try read("read the guidelines of \(standards.joined(separator: " and "))") { db in
            try Self.guidelineNodes(
                db,
                sql: """
                    SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline INDEXED BY guideline_by_standard
                    WHERE standard_id IN (\(list)) ORDER BY standard_id, sort_key
                    """,
                topics: """
                    SELECT t.guideline_id, t.topic_id, t.position
                    FROM guideline g INDEXED BY guideline_by_standard JOIN guideline_topic t ON t.guideline_id = g.id
                    WHERE g.standard_id IN (\(list))
                    """, StatementArguments(standards))
        }
    }

    /// The guidelines `ids` names (every one when nil) as the mapping graph's nodes, with their topics.
    func guidelineNodes(ids: Set<String>?) throws -> [GuidelineNodeRow] {
        let columns =
            "SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline INDEXED BY guideline_outline"
        return try read("read guidelines") { db in
            guard let ids else {
                return try Self.guidelineNodes(
                    db, sql: columns, topics: "SELECT guideline_id, topic_id, position FROM guideline_topic", [])
            }
            return try Self.parameterChunks(ids).flatMap { chunk in
                let list = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                return try Self.guidelineNodes(
                    db, sql: "\(columns) WHERE id IN (\(list))",
                    topics: "SELECT guideline_id, topic_id, position FROM guideline_topic WHERE guideline_id IN (\(list))",
                    StatementArguments(chunk))
            }
        }
    }

    /// The guidelines `sql` selects, with the topics `topics` selects (`guideline_id`,
    /// `topic_id`, `position`), both from cursors. Each guideline's topics are put in order
    /// here: an `ORDER BY` sorted every row of the join, a fifth of the read.
    private static func guidelineNodes(_ db: Database, sql: String, topics: String, _ arguments: StatementArguments) throws
        -> [GuidelineNodeRow]
    {
        let topicStatement = try db.makeStatement(sql: topics)
        let guidelineColumn = try topicStatement.requiredIndex("guideline_id")
        let topicColumn = try topicStatement.requiredIndex("topic_id")
        let positionColumn = try topicStatement.requiredIndex("position")
        var topicsByID: [String: [(position: Int, topic: String)]] = [:]
        let topicRows = try Row.fetchCursor(topicStatement, arguments: arguments)
        while let row = try topicRows.next() {
            topicsByID[row[guidelineColumn], default: []].append((row[positionColumn], row[topicColumn]))
        }
        let statement = try db.makeStatement(sql: sql)
        let columns = try GuidelineNodeRow.Columns(statement)
        var nodes: [GuidelineNodeRow] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            var node = GuidelineNodeRow(row: row, columns)
            if let topics = topicsByID[node.id] {
                node.topics = (topics.count > 1 ? topics.sorted { $0.position < $1.position } : topics).map(\.topic)
            }
            nodes.append(node)
        }
        return nodes
    }
}
