import GRDB

extension Store {
    /// The guidelines of `standards`, each standard's in source order, with their topics:
    /// searched in the index of each standard's guidelines, not scanned among all of them.
    static func guidelineNodes(_ db: Database, standards: [String]) throws -> [GuidelineNodeRow] {
        let list = Array(repeating: "?", count: standards.count).joined(separator: ", ")
        return try guidelineNodes(
            db,
            sql: """
                SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline INDEXED BY guideline_by_standard
                WHERE standard_id IN (\(list)) ORDER BY standard_id, sort_key
                """,
            topics: """
                SELECT t.guideline_id, t.topic_id FROM guideline g INDEXED BY guideline_by_standard JOIN guideline_topic t ON t.guideline_id = g.id
                WHERE g.standard_id IN (\(list)) ORDER BY t.guideline_id, t.position
                """, StatementArguments(standards))
    }

    /// The guidelines `ids` names (every one when nil), with their topics.
    static func guidelineNodes(_ db: Database, ids: Set<String>?) throws -> [GuidelineNodeRow] {
        let columns =
            "SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline INDEXED BY guideline_outline"
        guard let ids else {
            return try guidelineNodes(
                db, sql: columns, topics: "SELECT guideline_id, topic_id FROM guideline_topic ORDER BY guideline_id, position", [])
        }
        return try parameterChunks(ids).flatMap { chunk in
            let list = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            return try guidelineNodes(
                db, sql: "\(columns) WHERE id IN (\(list))",
                topics:
                    "SELECT guideline_id, topic_id FROM guideline_topic WHERE guideline_id IN (\(list)) ORDER BY guideline_id, position",
                StatementArguments(chunk))
        }
    }

    /// The guidelines `sql` selects, with the topics `topics` selects (`guideline_id`,
    /// `topic_id`, each guideline's in order), both from cursors.
    private static func guidelineNodes(_ db: Database, sql: String, topics: String, _ arguments: StatementArguments) throws
        -> [GuidelineNodeRow]
    {
        let topicStatement = try db.makeStatement(sql: topics)
        let guidelineColumn = try topicStatement.requiredIndex("guideline_id")
        let topicColumn = try topicStatement.requiredIndex("topic_id")
        var topicsByID: [String: [String]] = [:]
        let topicRows = try Row.fetchCursor(topicStatement, arguments: arguments)
        while let row = try topicRows.next() {
            topicsByID[row[guidelineColumn], default: []].append(row[topicColumn])
        }
        let statement = try db.makeStatement(sql: sql)
        let columns = try GuidelineNodeRow.Columns(statement)
        var nodes: [GuidelineNodeRow] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            var node = GuidelineNodeRow(row: row, columns)
            node.topics = topicsByID[node.id] ?? []
            nodes.append(node)
        }
        return nodes
    }
}
