import GRDB

/// What the mapping graph, coverage and the matrix read from the store, each as one read: the
/// computing over it lives in Compare/.
extension Store {
    /// What a guideline's part of the graph holds besides its mappings: the guidelines sharing a
    /// topic with it (itself among them), and its neighbours in its standard's order, which its
    /// previous and next are read from.
    func neighbourhood(of id: String) throws -> (topicMates: [String], adjacent: [String]) {
        try read("read the neighbourhood of \(id)") { db in
            let topicMates = try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT guideline_id FROM guideline_topic
                    WHERE topic_id IN (SELECT topic_id FROM guideline_topic WHERE guideline_id = ?)
                    """, arguments: [id])
            let adjacent = try ["<", ">"].compactMap { comparison in
                try String.fetchOne(
                    db,
                    sql: """
                        SELECT id FROM guideline INDEXED BY guideline_by_standard
                        WHERE standard_id = (SELECT standard_id FROM guideline INDEXED BY guideline_outline WHERE id = ?1)
                          AND sort_key \(comparison) (SELECT sort_key FROM guideline INDEXED BY guideline_outline WHERE id = ?1)
                        ORDER BY sort_key \(comparison == "<" ? "DESC" : "") LIMIT 1
                        """, arguments: [id])
            }
            return (topicMates, adjacent)
        }
    }

    /// The guidelines of one standard in its order, as outlines.
    func outlines(of standard: String) throws -> [GuidelineOutline] {
        try read("read the guidelines of \(standard)") { db in try Self.outlines(of: standard, db) }
    }

    /// What coverage counts of each mapping from a guideline of `standard`, grouped by the
    /// standard mapped to and in file order within it; by column position: decoding whole
    /// records by name was most of coverage's time (thousands per standard, once per version).
    func coverageMappings(from standard: String) throws -> [CoverageMappingRow] {
        try read("compute coverage") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT source_id, target_id, target_kind, relationship, remarks FROM mapping
                    WHERE source_standard_id = ? ORDER BY target_standard_id, id
                    """, arguments: [standard]
            ).map { row in
                CoverageMappingRow(sourceID: row[0], targetID: row[1], targetKind: row[2], relationship: row[3], remarks: row[4])
            }
        }
    }

    /// Each guideline mapped to a criterion by a mapping that is not `no-relationship`, given to
    /// `visit` with the criterion's id and its standard, in each standard's order.
    func guidelinesByCriterion(_ visit: (_ criterion: String, _ standard: String, _ guideline: String) -> Void) throws {
        try cells(
            """
            SELECT m.target_id, g.standard_id, g.id FROM mapping m JOIN guideline g INDEXED BY guideline_outline ON g.id = m.source_id
            WHERE m.target_kind = ? AND m.relationship <> ? ORDER BY g.standard_id, g.sort_key
            """, [Mapping.TargetKind.criterion, Mapping.Relationship.noRelationship], visit)
    }

    /// Each guideline of each topic, but a clause a regulation does not apply to apps, given to
    /// `visit` with the topic's id and its standard, in each standard's order.
    func guidelinesByTopic(_ visit: (_ topic: String, _ standard: String, _ guideline: String) -> Void) throws {
        try cells(
            """
            SELECT t.topic_id, g.standard_id, g.id FROM guideline_topic t JOIN guideline g INDEXED BY guideline_outline ON g.id = t.guideline_id
            WHERE g.applicability IS NULL OR g.applicability <> 'not-applied'
            ORDER BY g.standard_id, g.sort_key
            """, [], visit)
    }

    /// Row by row from a cursor, so that a matrix's bounded cells need not hold every row.
    private func cells(_ sql: String, _ arguments: StatementArguments, _ visit: (String, String, String) -> Void) throws {
        try read("compute matrix") { db in
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try rows.next() { visit(row[0], row[1], row[2]) }
        }
    }
}
