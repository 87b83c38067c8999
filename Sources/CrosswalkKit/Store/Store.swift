import Foundation
import GRDB

/// The SQLite store, opened read-only. Its extensions in this folder read records; the
/// layers above (search, compare, query, export, site) add their own reads in theirs.
public final class Store: Sendable {
    public let path: String
    let queue: DatabaseQueue

    /// How much of the store file is memory-mapped (1 GiB of address space).
    static let mapSize = 1 << 30

    /// Opens an existing store built by this version of Crosswalk. `mapped`: read through a
    /// memory map, which suits searches (thousands of small reads) but counts every page
    /// read against the process's resident memory; a reader that goes through the whole
    /// store once, as the site generator does, reads through the OS cache instead.
    public init(path: String, mapped: Bool = true) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CrosswalkError.store(path: path, step: "open", reason: "no store here; run 'crosswalk build'")
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "crosswalk store"
        configuration.prepareDatabase { db in
            // Read-only, so the file can be mapped: pages are read from the OS cache without a
            // copy per read, which a search over a large store does thousands of times.
            try db.execute(sql: "PRAGMA mmap_size = \(mapped ? Store.mapSize : 0)")
        }
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            let version = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
            guard version == StoreSchema.version else {
                throw CrosswalkError.store(
                    path: path, step: "open",
                    reason: "schema version \(version), expected \(StoreSchema.version); rebuild with 'crosswalk build'")
            }
        } catch let error as CrosswalkError {
            throw error
        } catch {
            throw CrosswalkError.store(path: path, step: "open", reason: Store.describe(error))
        }
        self.path = path
    }

    /// Runs `body` on the store's one connection outside a transaction: for what a layer
    /// above sets up on it once, such as search's SQL functions.
    func configure(_ step: String, _ body: (Database) throws -> Void) throws {
        do {
            try queue.inDatabase(body)
        } catch {
            throw CrosswalkError.store(path: path, step: step, reason: Store.describe(error))
        }
    }

    /// Runs a read, turning database errors into ``CrosswalkError/store(path:step:reason:)``.
    func read<T>(_ step: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
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

    /// The folders the store was built from, as absolute paths; nil for a store built before
    /// they were recorded.
    public func builtFrom() throws -> ContentPaths? {
        guard let content = try meta("content_folder"), let mappings = try meta("mappings_folder") else { return nil }
        return ContentPaths(content: content, mappings: mappings)
    }
}
