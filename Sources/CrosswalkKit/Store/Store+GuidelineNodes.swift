import GRDB
import GRDBSQLite

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
                    WHERE standard_id IN (\(list)) ORDER BY standard_id, sort_key, id
                    """,
                topics: """
                    SELECT t.guideline_id, t.topic_id, t.position
                    FROM guideline g INDEXED BY guideline_by_standard JOIN guideline_topic t ON t.guideline_id = g.id
                    WHERE g.standard_id IN (\(list)) ORDER BY g.standard_id, g.sort_key, g.id
                    """, StatementArguments(standards))
        }
    }

    /// The guidelines `ids` names (every one when nil) as the mapping graph's nodes, with their topics.
    package func guidelineNodes(ids: Set<String>?) throws -> [GuidelineNodeRow] {
        let columns =
            "SELECT id, standard_id, title, level, sort_key, applicability, is_scoping FROM guideline INDEXED BY guideline_outline"
        return try read("read guidelines") { db in
            guard let ids else {
                return try Self.guidelineNodes(
                    db, sql: "\(columns) ORDER BY id",
                    topics: "SELECT guideline_id, topic_id, position FROM guideline_topic ORDER BY guideline_id", [])
            }
            return try Self.parameterChunks(ids).flatMap { chunk in
                let list = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                return try Self.guidelineNodes(
                    db, sql: "\(columns) WHERE id IN (\(list)) ORDER BY id",
                    topics:
                        "SELECT guideline_id, topic_id, position FROM guideline_topic WHERE guideline_id IN (\(list)) ORDER BY guideline_id",
                    StatementArguments(chunk))
            }
        }
    }

    /// The guidelines `sql` selects, with the topics `topics` selects (`guideline_id`,
    /// `topic_id`, `position`) in the same order of guidelines, read side by side from two
    /// cursors: a dictionary of every guideline's topics cost as much to build and free as
    /// the rows to read (at 20,000 guidelines, comparing two standards of 4,000). Each
    /// guideline's topics are put in order here: an `ORDER BY` on `position` sorted every row
    /// of the join.
    private static func guidelineNodes(_ db: Database, sql: String, topics: String, _ arguments: StatementArguments) throws
        -> [GuidelineNodeRow]
    {
        let topicStatement = try db.makeStatement(sql: topics)
        let guidelineColumn = CInt(try topicStatement.requiredIndex("guideline_id"))
        let topicColumn = CInt(try topicStatement.requiredIndex("topic_id"))
        let positionColumn = CInt(try topicStatement.requiredIndex("position"))
        let statement = try db.makeStatement(sql: sql)
        let columns = try GuidelineNodeRow.Columns(statement)
        let topicRows = try Row.fetchCursor(topicStatement, arguments: arguments)
        let own = topicStatement.sqliteStatement
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        // The topic row the cursor is on, not yet given to its guideline.
        var pending = try topicRows.next() != nil
        var nodes: [GuidelineNodeRow] = []
        var topicsOfNode: [(position: Int64, topic: String)] = []
        while try rows.next() != nil {
            guard var node = GuidelineNodeRow(statement.sqliteStatement, columns) else {
                // Read's caller names the store and the step.
                throw DatabaseError(message: "a guideline holds a level or applicability no guideline has")
            }
            topicsOfNode.removeAll(keepingCapacity: true)
            while pending && String(sqliteStatement: own, index: guidelineColumn) == node.id {
                topicsOfNode.append((Int64(sqliteStatement: own, index: positionColumn), String(sqliteStatement: own, index: topicColumn)))
                pending = try topicRows.next() != nil
            }
            if !topicsOfNode.isEmpty {
                if topicsOfNode.count > 1 { topicsOfNode.sort { $0.position < $1.position } }
                node.topics = topicsOfNode.map(\.topic)
            }
            nodes.append(node)
        }
        guard !pending else {
            // Both statements list the same guidelines in the same order; a topic left over
            // means they did not, and topics would be lost.
            throw DatabaseError(message: "a guideline's topics were read out of order")
        }
        return nodes
    }
}
