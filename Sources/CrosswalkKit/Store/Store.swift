import Foundation
import GRDB

/// The SQLite store, opened read-only. Its extensions in this folder read records for the
/// layers above, which hold no SQL; a build writes through ``StoreDraft`` and ``StoreInserts``.
public final class Store: Sendable {
    public let path: String
    /// Read-only connections, one for each thread reading at a time: on one, the site's page
    /// tasks on two cores waited for each other's reads (bench/README.md).
    private let pool: DatabasePool

    /// How much of the store file is memory-mapped (1 GiB of address space).
    static let mapSize = 1 << 30

    /// Opens an existing store built by this version of Crosswalk. `mapped`: read through a
    /// memory map, which suits searches (thousands of small reads) but counts every page
    /// read against the process's resident memory; a reader that goes through the whole
    /// store once, as the site generator does, reads through the OS cache instead.
    public init(path: String, mapped: Bool = true) throws {
        switch try Store.inspect(path) {
        case .missing: throw CrosswalkError.store(path: path, step: "open", reason: "no store here; run 'crosswalk build'")
        case .empty: throw CrosswalkError.store(path: path, step: "open", reason: "the file is empty")
        case .store: break
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "crosswalk store"
        configuration.prepareDatabase { db in
            // On every connection as it opens: the pool opens one when a thread reads while the
            // others are busy, and by then the file at `path` may have been rebuilt.
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            guard version == StoreSchema.version else {
                throw CrosswalkError.store(
                    path: path, step: "open",
                    reason: "schema version \(version), expected \(StoreSchema.version); rebuild with 'crosswalk build'")
            }
            // Read-only, so the file can be mapped: pages are read from the OS cache without a
            // copy per read, which a search over a large store does thousands of times.
            try db.execute(sql: "PRAGMA mmap_size = \(mapped ? Store.mapSize : 0)")
            // Search's ranking functions: a read may run on any connection.
            RankingFunction.register(in: db)
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch let error as CrosswalkError {
            throw error
        } catch {
            throw CrosswalkError.store(path: path, step: "open", reason: Store.describe(error))
        }
        self.path = path
    }

    /// Runs a read, turning database errors into ``CrosswalkError/store(path:step:reason:)``.
    package func read<T>(_ step: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(body)
        } catch let error as CrosswalkError {
            throw error
        } catch {
            throw CrosswalkError.store(path: path, step: step, reason: Store.describe(error))
        }
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    /// A fact recorded by the build (`schema_version`, `content_fingerprint`, ...).
    public func meta(_ key: String) throws -> String? {
        try read("read meta") { db in try MetaRecord.fetchOne(db, key: key)?.value }
    }

    /// When the store was built: the time its build recorded, or, for a store built before
    /// builds recorded it, the file's modification time.
    public func builtAt() throws -> Date? {
        if let recorded = try meta("built_at"), let date = ISO8601DateFormatter().date(from: recorded) { return date }
        return FileSystem.modificationTime(path).map { Date(timeIntervalSince1970: $0) }
    }

    /// The folders the store was built from, as absolute paths; nil for a store built before
    /// they were recorded.
    public func builtFrom() throws -> ContentPaths? {
        guard let content = try meta("content_folder"), let mappings = try meta("mappings_folder") else { return nil }
        return ContentPaths(content: content, mappings: mappings)
    }
}

extension Store {
    /// Crosswalk's `PRAGMA application_id` ("CWLK"), set by every build: the SQLite header
    /// says whose file it is without opening it.
    public static let applicationID: Int32 = 0x4357_4C4B

    /// What a `--db` path holds, as far as replacing or reading it goes.
    public enum FileState: Sendable, Equatable {
        case missing
        /// An empty file (as `touch` leaves): nothing to lose.
        case empty
        /// A store Crosswalk built: its header carries Crosswalk's application id.
        case store
    }

    /// Tells what `path` holds; throws ``CrosswalkError/refused(path:reason:)`` for anything
    /// a build must not replace and a query must not open: not a regular file (a named pipe
    /// would block the open forever, a device would be replaced by a file), not SQLite, or
    /// an SQLite database Crosswalk did not build (someone's contacts).
    public static func inspect(_ path: String) throws -> FileState {
        guard !path.isEmpty else { throw CrosswalkError.refused(path: "--db ''", reason: "give the store a file name") }
        let kind: FileSystem.EntryKind
        do { kind = try FileSystem.kind(of: path) } catch { throw CrosswalkError.refused(path: path, reason: error.reason) }
        switch kind {
        case .missing: return .missing
        case .file: break
        default: throw CrosswalkError.refused(path: path, reason: "it is \(kind.description), not a store file; give --db a file name")
        }
        let header: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw FileProblem("permission denied") }
            defer { try? handle.close() }
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw CrosswalkError.refused(path: path, reason: "cannot read it: \((error as? FileProblem)?.reason ?? "\(error)")")
        }
        if header.isEmpty { return .empty }
        let foreign = "so it is not a store Crosswalk built and is left as it is; give --db another file"
        guard header.starts(with: Data("SQLite format 3\u{0}".utf8)) else {
            throw CrosswalkError.refused(path: path, reason: "it is not an SQLite file, \(foreign)")
        }
        if header.count >= 72, header[68..<72].reduce(0, { $0 << 8 | Int32($1) }) == applicationID { return .store }
        // A `meta` table with Crosswalk's keys is not enough: any database may have one.
        throw CrosswalkError.refused(
            path: path,
            reason:
                "it is an SQLite database without Crosswalk's application id (every store Crosswalk builds has it; one built before 2026-11-24 does not: remove it), \(foreign)"
        )
    }
}
