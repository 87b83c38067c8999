import GRDB

/// Fills search's tables (``SearchIndexSchema``) during a build, a guideline at a time:
/// the sort table and the vocabulary through cached statements on the build's connection,
/// the FTS5 table through ``SearchTextIndex``, on a connection and thread of its own.
struct SearchIndexWriter {
    private let db: Database
    private let text: SearchTextIndex
    /// The rowid shared by a guideline's `guideline_search` and `guideline_search_order` rows.
    private var rowID: Int64 = 0
    private let vocabulary = SearchWords.Counter()

    private let insertOrder: InsertStatement

    init(db: Database, text: SearchTextIndex) throws {
        self.db = db
        self.text = text
        db.add(function: RankingFunction.rowTokens)
        insertOrder = try InsertStatement(
            db,
            sql: """
                INSERT INTO guideline_search_order (rowid, guideline_id, standard_id, level, level_order, sort_key, prior)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
    }

    mutating func insert(
        _ document: SearchDocument, level: RequirementLevel, standardID: String, sortKey: String, prior: Double = 1
    ) throws {
        rowID += 1
        vocabulary.add(document.words)
        text.insert(rowID: rowID, guidelineID: document.guidelineID, fields: SearchField.allCases.map { document.fields[$0] ?? "" })
        let rowID = rowID
        try insertOrder.run {
            $0.add(rowID)
            $0.add(document.guidelineID)
            $0.add(standardID)
            $0.add(level)
            $0.add(level.order)
            $0.add(sortKey)
            $0.add(prior)
        }
    }

    /// Fills each guideline's ``SearchField/checks`` with the names of the checks that test
    /// it (mapped to it, or to a criterion it maps to), each with its words when it is camel
    /// case. Run once the checks are stored; a clause that is not a requirement is left out,
    /// as its other explanatory fields are (``SearchDocument``).
    mutating func indexChecks() throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT o.rowid, group_concat(tested.name, char(10)) AS names FROM (
                    SELECT t.target_id AS guideline_id, c.name, c.tool_id, c.position
                    FROM check_target t JOIN automated_check c ON c.id = t.check_id WHERE t.target_kind = 'guideline'
                    UNION
                    SELECT m.source_id, c.name, c.tool_id, c.position
                    FROM mapping m JOIN check_target t ON t.target_id = m.target_id JOIN automated_check c ON c.id = t.check_id
                    WHERE m.relationship != 'no-relationship'
                    ORDER BY 3, 4
                ) AS tested
                JOIN guideline g ON g.id = tested.guideline_id
                JOIN guideline_search_order o ON o.guideline_id = tested.guideline_id
                WHERE g.applicability IS NOT 'not-applied' AND NOT g.is_scoping
                GROUP BY o.rowid
                """)
        for row in rows {
            let names = (row["names"] as String).split(separator: "\n").map(String.init)
            var seen: Set<String> = []
            let text = names.filter { seen.insert($0).inserted }.flatMap { name in
                IdentifierSplitter.compoundIdentifiers(in: name).isEmpty
                    ? [name] : [name] + IdentifierSplitter.compoundIdentifiers(in: name)
            }.joined(separator: "\n")
            vocabulary.add(SearchWords.words(in: [text]))
            self.text.setChecks(rowID: row["rowid"], text: text)
        }
    }

    /// Writes the vocabulary.
    func finish() throws {
        try vocabulary.counted().write(to: db)
    }

    /// Once ``SearchTextIndex`` has finished: brings its table into the store, then copies
    /// each row's token count from FTS5's docsize table beside its sort keys. Outside the
    /// build's transaction (ATTACH needs none open).
    static func copyText(_ text: SearchTextIndex, into db: Database) throws {
        try SearchTextIndex.copy(from: text.path, into: db)
        try db.execute(
            sql: """
                UPDATE guideline_search_order AS o SET row_tokens = \(RankingFunction.rowTokensName)(d.sz)
                FROM \(SearchIndexSchema.table)_docsize AS d WHERE d.id = o.rowid
                """)
    }
}
