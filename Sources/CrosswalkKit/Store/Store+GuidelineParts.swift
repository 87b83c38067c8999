import GRDB

extension Store {
    /// The rows of several guidelines, in the order of `ids` (unknown ids are skipped), with
    /// their standards and categories.
    func guidelineRecords(ids: [String]) throws -> (
        guidelines: [GuidelineRecord], standards: [String: StandardRecord], categories: [String: [CategoryRecord]]
    ) {
        try read("read guidelines") { db in
            let found = Dictionary(
                uniqueKeysWithValues: try GuidelineRecord.fetchAll(
                    db.cachedStatement(sql: "SELECT * FROM guideline WHERE id IN \(IDList.sql)"), arguments: IDList.argument(ids)
                ).map { ($0.id, $0) })
            return (
                ids.compactMap { found[$0] },
                Dictionary(uniqueKeysWithValues: try StandardRecord.fetchAll(db).map { ($0.id, $0) }),
                Dictionary(grouping: try CategoryRecord.fetchAll(db), by: \.standardID)
            )
        }
    }

    /// Everything but the row of each of `ids`: one query per part for all of them, so a site
    /// build costs a handful of queries per chunk of guidelines rather than a dozen per guideline.
    /// Rows are grouped by guideline, so only each guideline's own order matters: ordered by
    /// guideline first where an index is in that order, SQLite reads them in the index's order
    /// instead of sorting every row, its HTML with it.
    func guidelineParts(ids: [String]) throws -> GuidelineParts {
        try read("read guidelines") { db in
            let arguments = IDList.argument(ids)
            func grouped<Part: ColumnRecord, Key: Hashable>(_ sql: String, by key: (Part) -> Key) throws -> [Key: [Part]] {
                Dictionary(grouping: try Part.fetchAll(db.cachedStatement(sql: sql), arguments: arguments), by: key)
            }
            func references(_ sql: String) throws -> [String: [GuidelineParts.Reference]] { try grouped(sql, by: \.guidelineID) }
            return GuidelineParts(
                topics: try references(
                    """
                    SELECT gt.guideline_id, t.id, t.title FROM guideline_topic gt JOIN topic t ON t.id = gt.topic_id
                    WHERE gt.guideline_id IN \(IDList.sql) ORDER BY gt.position
                    """),
                users: try references(
                    """
                    SELECT gu.guideline_id, u.id, u.title FROM guideline_user_group gu JOIN user_group u ON u.id = gu.user_group_id
                    WHERE gu.guideline_id IN \(IDList.sql) ORDER BY gu.position
                    """),
                terms: try references(
                    """
                    SELECT gt.guideline_id, t.id, t.term AS title FROM guideline_term gt JOIN glossary_term t ON t.id = gt.term_id
                    WHERE gt.guideline_id IN \(IDList.sql) ORDER BY gt.position
                    """),
                roles: try grouped(
                    "SELECT guideline_id, kind, role FROM guideline_role WHERE guideline_id IN \(IDList.sql) ORDER BY position",
                    by: \.guidelineID),
                platforms: try grouped(
                    """
                    SELECT guideline_id, platform, has_technique FROM guideline_platform WHERE guideline_id IN \(IDList.sql)
                    ORDER BY \(StoreSchema.caseOrder("platform", Platform.self))
                    """, by: \.guidelineID),
                techniques: try grouped(
                    """
                    SELECT guideline_id, id, platform, kind, is_editorial, markdown, html, is_legacy FROM technique
                    WHERE guideline_id IN \(IDList.sql) ORDER BY guideline_id, position
                    """, by: \.guidelineID),
                code: try grouped(
                    """
                    SELECT c.technique_id, c.language, c.code FROM code_sample c JOIN technique t ON t.id = c.technique_id
                    WHERE t.guideline_id IN \(IDList.sql) ORDER BY c.technique_id, c.position
                    """, by: \GuidelineParts.Code.techniqueID),
                editorialTests: Dictionary(
                    try Row.fetchAll(
                        db.cachedStatement(sql: "SELECT guideline_id, is_editorial FROM test WHERE guideline_id IN \(IDList.sql)"),
                        arguments: arguments
                    ).map { ($0["guideline_id"], $0["is_editorial"]) }, uniquingKeysWith: { first, _ in first }),
                steps: try grouped(
                    """
                    SELECT guideline_id, kind, markdown, html FROM test_step WHERE guideline_id IN \(IDList.sql)
                    ORDER BY guideline_id, kind, position
                    """,
                    by: \.guidelineID),
                automatedTests: Dictionary(
                    try GuidelineParts.AutomatedTest.fetchAll(
                        db.cachedStatement(
                            sql: """
                                SELECT guideline_id, prose_markdown, prose_html, person_checks_markdown, person_checks_html
                                FROM automated_test WHERE guideline_id IN \(IDList.sql)
                                """), arguments: arguments
                    ).map { ($0.guidelineID, $0) }, uniquingKeysWith: { first, _ in first }),
                automatedCode: try grouped(
                    """
                    SELECT guideline_id, language, code FROM automated_test_code WHERE guideline_id IN \(IDList.sql)
                    ORDER BY guideline_id, position
                    """, by: \.guidelineID),
                wcag: try grouped(
                    """
                    SELECT m.source_id, c.number, c.handle, c.level, m.relationship, m.rationale, m.confidence, m.method, m.remarks,
                           c.introduced, c.removed
                    FROM mapping m JOIN criterion c ON c.id = m.target_id WHERE m.source_id IN \(IDList.sql) ORDER BY c.position
                    """, by: \.guidelineID),
                noWCAG: try grouped(
                    """
                    SELECT m.source_id, v.version, m.remarks FROM mapping m JOIN wcag_version v ON m.target_id = 'wcag-' || v.version
                    WHERE m.source_id IN \(IDList.sql) ORDER BY v.position
                    """, by: \.guidelineID),
                supersedes: Dictionary(
                    grouping: try Row.fetchAll(
                        db.cachedStatement(sql: "SELECT source_id, target_id FROM mapping WHERE supersedes AND source_id IN \(IDList.sql)"),
                        arguments: arguments), by: { $0["source_id"] as String }
                ).mapValues { $0.map { $0["target_id"] } },
                supersededBy: Dictionary(
                    grouping: try Row.fetchAll(
                        db.cachedStatement(sql: "SELECT target_id, source_id FROM mapping WHERE supersedes AND target_id IN \(IDList.sql)"),
                        arguments: arguments), by: { $0["target_id"] as String }
                ).mapValues { $0.map { $0["source_id"] } })
        }
    }
}
