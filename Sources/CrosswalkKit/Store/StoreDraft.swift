import GRDB

/// A store being built, in the temporary file the build renames into place: the build's
/// connection, set for a scratch file, whose one write transaction creates the tables and
/// hands the build ``StoreInserts``.
final class StoreDraft {
    private let queue: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.label = "crosswalk build"
        configuration.prepareDatabase { db in
            // 16 KiB pages, before the first table: a guideline's row (4 KB or more) fits in one
            // page instead of a chain of overflow pages, and the commit writes a quarter as many
            // pages. Before the cache's size too, which SQLite turns into pages at the page size
            // it has then (after it, the cache held 250 MB at 20,000 guidelines).
            try db.execute(sql: "PRAGMA page_size = 16384")
            // A scratch file until the rename: no journal, no fsync; a crash leaves only the
            // temporary file, which the next build removes.
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            // A 64 MiB page cache keeps more of the transaction's pages in memory instead of
            // spilling them page by page (bounded, whatever the corpus size), and statement
            // journals stay in memory instead of temporary files.
            try db.execute(sql: "PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY")
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Creates the tables, then runs `body` with the inserts, in one transaction: it commits
    /// when `body` returns and rolls back when it throws.
    func write<Result>(_ body: (StoreInserts) throws -> Result) throws -> Result {
        try queue.write { db in
            try StoreSchema.create(in: db)
            try SearchIndexSchema.create(in: db)
            let result = try body(try StoreInserts(db: db))
            try StoreSchema.createIndexes(in: db)
            return result
        }
    }

    /// Once ``SearchTextIndex`` has finished: brings its table into the store, then copies
    /// each row's token count from FTS5's docsize table beside its sort keys. Outside the
    /// build's transaction (ATTACH needs none open).
    func copyText(_ text: SearchTextIndex) throws {
        try queue.writeWithoutTransaction { db in
            try SearchTextIndex.copy(from: text.path, into: db)
            try db.execute(
                sql: """
                    UPDATE guideline_search_order AS o SET row_tokens = \(RankingFunction.rowTokensName)(d.sz)
                    FROM \(SearchIndexSchema.table)_docsize AS d WHERE d.id = o.rowid
                    """)
        }
    }

    func close() throws {
        try queue.close()
    }
}
