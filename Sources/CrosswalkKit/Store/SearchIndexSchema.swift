import GRDB

/// Search's own tables in the store: the FTS5 table of guideline text, one column per
/// ``SearchField`` in that order, and a narrow table of what ranking sorts and filters
/// matches by, keyed by the same rowid, and the vocabulary that corrects a query's words
/// (``SearchWords``). The build creates them beside ``StoreSchema``'s.
package enum SearchIndexSchema {
    package static let table = "guideline_search"
    /// The content's words for correcting a query (``SearchWords``).
    static let wordTable = "search_word"
    /// The tokenizer the site's search index splits the indexed text with
    /// (``Store/readSearchDocuments(_:_:)``).
    static let tokenizer = FTS5TokenizerDescriptor.porter(wrapping: .unicode61(diacritics: .remove))

    /// The tables FTS5 keeps `guideline_search` in (``SearchTextIndex/copy(from:into:)``).
    static let textShadowTables = ["data", "idx", "content", "docsize", "config"]

    /// The FTS5 table alone: the build fills it in a file of its own (``SearchTextIndex``).
    static func createText(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE \(table) USING fts5(
                    guideline_id UNINDEXED,
                    \(SearchField.allCases.map(\.rawValue).joined(separator: ", ")),
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                """)
    }

    static func create(in db: Database) throws {
        try createText(in: db)
        try db.execute(
            sql: """
                -- Sorting and filtering every match on this table rather than through the FTS
                -- table spares reading each match's whole content row.
                CREATE TABLE guideline_search_order (
                    rowid INTEGER PRIMARY KEY,
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    standard_id TEXT NOT NULL,
                    level TEXT NOT NULL,
                    level_order INTEGER NOT NULL,
                    sort_key TEXT NOT NULL,
                    -- What a match's score is multiplied by (``SearchEngine/regulationPrior``).
                    prior REAL NOT NULL,
                    -- The row's length in tokens, copied from FTS5 at the end of the build, so
                    -- ranking need not ask FTS5 for it match by match (``RankingFunction``).
                    row_tokens INTEGER
                );
                """)
        try db.execute(
            sql: """
                CREATE TABLE \(wordTable) (
                    word TEXT PRIMARY KEY NOT NULL,
                    -- The camel-case form shown for an identifier; NULL when it is the word.
                    display TEXT,
                    length INTEGER NOT NULL,
                    documents INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX \(wordTable)_by_length ON \(wordTable)(length, documents DESC, word);
                """)
    }
}
