import Foundation
import GRDB

/// The full-text table of a store being built (`guideline_search`), filled on a connection and
/// a thread of its own, in a file beside the store, while the build's connection writes every
/// other table; ``copy(from:into:)`` then brings its tables into the store. Its statements
/// are the ones the build's connection ran, in the same order and transaction, so the table
/// holds the same bytes.
final class SearchTextIndex: @unchecked Sendable {
    private enum Operation {
        case insert(rowID: Int64, guidelineID: String, fields: [String])
        case checks(rowID: Int64, text: String)
        case merge
    }

    /// The file it is built in: removed by the build, whatever happens.
    let path: String
    private let queue: DatabaseQueue
    /// Guards everything below it.
    private let condition = NSCondition()
    private var pending: [Operation] = []
    private var closed = false
    private var cancelled = false
    private var finished = false
    private var failure: Error?
    /// Documents waiting for the thread at most: the build's memory stays bounded.
    private static let bound = 64
    /// The postings FTS5 holds in memory before it writes them out as a segment (its default
    /// is 1 MiB): 2,000 guidelines' are written once and never merged, and 20,000 guidelines'
    /// (about 60 MB) in a few segments that 'optimize' merges once, where at a MiB at a time
    /// FTS5 also merged segments along the way. More held in memory measured slower at 20,000
    /// (bench/README.md). Set for the build only; removed from `_config` after.
    private static let hashSize = 16 * 1024 * 1024

    private static let insertText = """
        INSERT INTO \(SearchIndexSchema.table) (rowid, guideline_id, \(SearchField.allCases.map(\.rawValue).joined(separator: ", ")))
        VALUES (?, ?\(String(repeating: ", ?", count: SearchField.allCases.count)))
        """
    private static let optimize = "INSERT INTO \(SearchIndexSchema.table) (\(SearchIndexSchema.table)) VALUES ('optimize')"
    private static let updateChecks = "UPDATE \(SearchIndexSchema.table) SET \(SearchField.checks.rawValue) = ? WHERE rowid = ?"

    init(path: String) throws {
        self.path = path
        var configuration = Configuration()
        configuration.label = "crosswalk build search"
        configuration.prepareDatabase { db in
            // A scratch file, as the store's own temporary file is (StoreBuilder), with SQLite's
            // default page cache: FTS5 writes its segments once, in order, and another 64 MiB
            // cache beside the store's raised the build's peak memory by as much.
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY")
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
        let thread = Thread { [self] in run() }
        thread.name = "crosswalk.search-text"
        thread.start()
    }

    /// A guideline's row: its fields in ``SearchField`` order.
    func insert(rowID: Int64, guidelineID: String, fields: [String]) {
        add(.insert(rowID: rowID, guidelineID: guidelineID, fields: fields))
    }

    /// The ``SearchField/checks`` of a row already inserted.
    func setChecks(rowID: Int64, text: String) {
        add(.checks(rowID: rowID, text: text))
    }

    /// Every row is handed over (changes to them may follow): the thread merges the index
    /// into one segment when it reaches this, while the build reads the mappings. The build's
    /// merge at the end then has nothing to do unless rows were changed after it (the checks
    /// that test a guideline: a second merge, of the whole table).
    func merge() {
        add(.merge)
    }

    /// No more rows or changes: the thread merges the index into one segment and commits
    /// while the caller goes on (the store's own commit, at the end of a build); ``finish()``
    /// waits for it.
    func seal() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }

    /// Merges the index into one segment and commits, once every row handed over is written.
    func finish() throws {
        try close(cancelling: false)
    }

    /// Stops without finishing (the build failed); the file is the build's to remove.
    func cancel() {
        try? close(cancelling: true)
    }

    private func close(cancelling: Bool) throws {
        condition.lock()
        defer { condition.unlock() }
        // Cancelling a sealed index still skips its merge, if the thread has not begun it.
        if !closed || cancelling {
            closed = true
            cancelled = cancelled || cancelling
            condition.broadcast()
        }
        while !finished { condition.wait() }
        if let failure, !cancelled { throw failure }
    }

    private func add(_ operation: Operation) {
        condition.lock()
        defer { condition.unlock() }
        while pending.count >= Self.bound && !finished { condition.wait() }
        assert(!closed, "a full-text row handed over after seal()")
        // After a failure the thread has stopped: nothing is kept, `finish` throws.
        guard !finished else { return }
        pending.append(operation)
        condition.broadcast()
    }

    /// What was handed over since the last call; nil once closed and written (or cancelled).
    private func next() -> [Operation]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !closed { condition.wait() }
        if cancelled { return nil }
        guard !pending.isEmpty else { return nil }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        condition.broadcast()
        return batch
    }

    private struct Cancelled: Error {}

    /// Sets one of FTS5's configuration options of the table (stored in its `_config`).
    private static func configure(_ option: String, _ value: Int, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO \(SearchIndexSchema.table) (\(SearchIndexSchema.table), rank) VALUES (?, ?)", arguments: [option, value])
    }

    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    private func run() {
        do {
            try queue.write { db in
                try SearchIndexSchema.createText(in: db)
                // FTS5 merges index segments as rows arrive; 'optimize' merges them all into one
                // at the end anyway, so merging along the way is wasted work.
                try Self.configure("automerge", 0, in: db)
                try Self.configure("hashsize", Self.hashSize, in: db)
                let insert = try InsertStatement(db, sql: Self.insertText)
                while let batch = next() {
                    for operation in batch {
                        switch operation {
                        case .insert(let rowID, let guidelineID, let fields):
                            try insert.run {
                                $0.add(rowID)
                                $0.add(guidelineID)
                                for field in fields { $0.add(field) }
                            }
                        case .checks(let rowID, let text):
                            try db.cachedStatement(sql: Self.updateChecks).execute(arguments: [text, rowID])
                        case .merge:
                            // A failed build (content with errors) cancels: not merged for nothing.
                            if isCancelled { throw Cancelled() }
                            try db.execute(sql: Self.optimize)
                        }
                    }
                }
                if isCancelled { throw Cancelled() }
                // Nothing to do when nothing changed since `merge()`: FTS5 leaves an index of one
                // segment as it is.
                try db.execute(sql: Self.optimize)
                try Self.configure("automerge", 4, in: db)
                try db.execute(sql: "DELETE FROM \(SearchIndexSchema.table)_config WHERE k = 'hashsize'")
            }
            try queue.close()
            stop(failure: nil)
        } catch {
            try? queue.close()
            stop(failure: error)
        }
    }

    private func stop(failure error: Error?) {
        condition.lock()
        failure = error
        finished = true
        pending.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Replaces the store's empty `guideline_search` with the one built in `path`: its shadow
    /// tables' rows, copied as they are. Outside a transaction (ATTACH needs one closed).
    static func copy(from path: String, into db: Database) throws {
        let source = "search_text"
        try db.execute(sql: "ATTACH DATABASE ? AS \(source)", arguments: [path])
        defer { try? db.execute(sql: "DETACH DATABASE \(source)") }
        try db.inTransaction {
            for suffix in SearchIndexSchema.textShadowTables {
                let table = "\(SearchIndexSchema.table)_\(suffix)"
                try db.execute(sql: "DELETE FROM main.\(table); INSERT INTO main.\(table) SELECT * FROM \(source).\(table)")
            }
            return .commit
        }
    }
}
