import GRDB

extension Store {
    /// The platforms each guideline has a technique for, by guideline id.
    func platformsWithTechnique() throws -> [String: [Platform]] {
        try read("read the guidelines' platforms") { db in
            var result: [String: [Platform]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT guideline_id, platform FROM guideline_platform WHERE has_technique") {
                result[row["guideline_id"], default: []].append(row["platform"])
            }
            return result
        }
    }

    /// Runs `body` with the tokenizer the search index was built with and a cursor over every
    /// guideline's indexed text, in standard then source order (`crosswalk search`'s final
    /// tie-break): one guideline's text in memory at a time, not the whole corpus's.
    func readSearchDocuments<T>(_ step: String, _ body: (any FTS5Tokenizer, () throws -> SearchDocumentRow?) throws -> T) throws -> T {
        try read(step) { db in
            let tokenizer = try db.makeTokenizer(SearchIndexSchema.tokenizer)
            let rows = try SearchDocumentRow.fetchCursor(
                db,
                sql: """
                    SELECT s.*, g.title AS g_title, g.standard_id, g.number, g.level, g.summary_text, o.prior
                    FROM guideline_search s JOIN guideline g ON g.id = s.guideline_id JOIN guideline_search_order o ON o.rowid = s.rowid
                    ORDER BY g.standard_id, g.sort_key
                    """)
            return try body(tokenizer, rows.next)
        }
    }
}
