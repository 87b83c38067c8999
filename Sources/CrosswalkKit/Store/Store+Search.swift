import GRDB

extension Store {
    /// Runs a full-text match: how many guidelines match, the best `match.limit` of them, and
    /// for each the column its snippet comes from and the snippet. One read, so the count,
    /// the page and its snippets see the same store.
    func fullTextSearch(_ match: FullTextMatch) throws -> FullTextPage {
        let (whereSQL, arguments) = Self.filterSQL(match)
        let weights = SearchField.allCases.map { String(match.weights[$0] ?? 1) }
        // The row's length comes from the sort table the statement joins anyway.
        let rankSQL =
            "\(RankingFunction.name)(\(SearchIndexSchema.table), 0, \(weights.joined(separator: ", ")), ?, o.row_tokens) * o.prior"
        let unitSQL = match.phraseUnits == nil ? "0" : "\(RankingFunction.matchedUnitsName)(\(SearchIndexSchema.table), ?)"
        let unitArguments: StatementArguments = match.phraseUnits.map { [$0.map(String.init).joined(separator: " ")] } ?? []
        let byUnits = match.phraseUnits == nil ? "" : "units >> 32 DESC, "
        return try read("search") { db in
            let matchArguments: StatementArguments = [match.expression]
            // The statements are the same for every query with the same filters: prepared once.
            let countSQL =
                whereSQL.isEmpty
                ? "SELECT COUNT(*) FROM guideline_search WHERE guideline_search MATCH ?"
                : "SELECT COUNT(*) FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid WHERE guideline_search MATCH ? \(whereSQL)"
            let total = try Int.fetchOne(db.cachedStatement(sql: countSQL), arguments: matchArguments + arguments) ?? 0
            // Ties in score (to 2 decimals: Math.round(score × 100), as search.js has it; SQLite's
            // round() prints and parses a decimal string for each of thousands of matches, about
            // a sixth of a large search) go to MUST before SHOULD, then source order. Every
            // match is sorted and filtered on the narrow guideline_search_order table; only the
            // guidelines on the page are read from their own table.
            let hits = try FullTextHit.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT r.rowid AS rowid, g.id, g.standard_id, g.number, g.title, g.level, r.score, r.units
                        FROM (
                            SELECT s.rowid AS rowid, o.guideline_id AS id, \(rankSQL) AS score, \(unitSQL) AS units,
                                o.level_order, o.standard_id, o.sort_key
                            FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid
                            WHERE guideline_search MATCH ? \(whereSQL)
                            ORDER BY \(byUnits)CAST(score * 100 + 0.5 AS INTEGER) DESC, o.level_order, o.standard_id, o.sort_key
                            LIMIT ?
                        ) r JOIN guideline g ON g.id = r.id
                        ORDER BY \(byUnits.replacingOccurrences(of: "units", with: "r.units"))CAST(r.score * 100 + 0.5 AS INTEGER) DESC,
                            r.level_order, r.standard_id, r.sort_key
                        """), arguments: [match.groups] + unitArguments + matchArguments + arguments + [match.limit])
            return FullTextPage(
                total: total, hits: hits,
                snippets: try Self.snippets(db, match, rowIDs: hits.map(\.rowID)))
        }
    }

    /// For each row: the most important field whose text matched, and its snippet. When
    /// only hidden identifier words matched, the first code field with text stands in. The
    /// field is chosen from the match's instances (``RankingFunction``), so FTS5 makes one
    /// snippet per result; asking for every field's snippet to see which one matched cost
    /// most of a search on the real content.
    ///
    /// `scan`: FTS5 looks each rowid of an `IN` list up separately and expands a prefix term
    /// again for every one (ten results cost ten full prefix expansions); `+rowid` hides the
    /// list from FTS5, so the match runs once and SQLite filters its rows.
    private static func snippets(_ db: Database, _ match: FullTextMatch, rowIDs: [Int64]) throws -> [Int64: FullTextPage.MatchedField] {
        guard !rowIDs.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
        let column = { (field: SearchField) in String(SearchField.allCases.firstIndex(of: field)! + 1) }
        let fallback = match.snippetOrder.filter(\.isCode)
        let matchedFieldSQL =
            "\(RankingFunction.matchedFieldName)(guideline_search, \((match.snippetOrder.map(column) + ["-1"] + fallback.map(column)).joined(separator: ", ")))"
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT rowid, \(matchedFieldSQL) AS field,
                        snippet(guideline_search, \(matchedFieldSQL), char(2), char(3), '…', 14) AS snippet
                    FROM guideline_search
                    WHERE guideline_search MATCH ? AND \(match.hasPrefix ? "+rowid" : "rowid") IN (\(placeholders))
                    """), arguments: StatementArguments([match.expression] + rowIDs))
        var result: [Int64: FullTextPage.MatchedField] = [:]
        for row in rows {
            let column: Int = row["field"]
            let field = SearchField.allCases.indices.contains(column - 1) ? SearchField.allCases[column - 1] : .statement
            result[row["rowid"]] = .init(field: field, text: row["snippet"] ?? "")
        }
        return result
    }

    private static func filterSQL(_ match: FullTextMatch) -> (String, StatementArguments) {
        var (clauses, arguments) = conditions(match.filter, id: "o.guideline_id", standard: "o.standard_id", level: "o.level")
        if let criterion = match.criterion {
            clauses.append(
                "EXISTS (SELECT 1 FROM mapping m WHERE m.source_id = o.guideline_id AND m.target_id = ? AND m.relationship <> ?)")
            arguments += [criterion, Mapping.Relationship.noRelationship]
        }
        return (clauses.map { "AND " + $0 }.joined(separator: " "), arguments)
    }

    /// Which of `expressions` (FTS5 MATCH expressions) match no guideline, in one read.
    func unmatched(_ expressions: [String]) throws -> Set<String> {
        try read("correct the query's words") { db in
            let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM guideline_search WHERE guideline_search MATCH ?)")
            return Set(try expressions.filter { try Bool.fetchOne(exists, arguments: [$0]) != true })
        }
    }

    /// The vocabulary's words (``SearchIndexSchema/wordTable``) whose lengths are within
    /// `lengths`, read in one pass of the length index.
    func searchWords(lengths: ClosedRange<Int>) throws -> [SearchWordRecord] {
        try read("read the content's words") { db in
            try SearchWordRecord.fetchAll(
                db.cachedStatement(
                    sql: "SELECT word, display, documents, length FROM \(SearchIndexSchema.wordTable) WHERE length BETWEEN ? AND ?"),
                arguments: [lengths.lowerBound, lengths.upperBound])
        }
    }

    /// Every word of the vocabulary, by length then in byte order.
    func searchWords() throws -> [SearchWordRecord] {
        try read("read the content's words") { db in
            try SearchWordRecord.fetchAll(
                db, sql: "SELECT word, display, documents, length FROM \(SearchIndexSchema.wordTable) ORDER BY length, word")
        }
    }
}
