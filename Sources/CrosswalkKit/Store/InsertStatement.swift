import GRDB
import GRDBSQLite

/// A statement the build runs for many rows, its values bound through SQLite's C API as GRDB
/// would store them (text, integers, 0 and 1, reals, NULL, an enum's raw value): building
/// `StatementArguments` boxed every value and cost the build's writer thread about a third as
/// much as SQLite's own work on the rows (bench/README.md).
final class InsertStatement {
    private let db: Database
    private let statement: Statement
    private let handle: OpaquePointer
    /// The texts of the run under way, which SQLite reads in place (`SQLITE_STATIC`) rather
    /// than copying each into memory of its own and freeing it at the next run.
    private let texts = TextArena()

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
    }

    /// Binds the values `bind` adds, in order, and runs the statement once; a value SQLite
    /// refuses to bind (too big) runs nothing.
    func run(_ bind: (inout Values) -> Void) throws {
        var values = Values(handle: handle, texts: texts)
        bind(&values)
        let code = values.failure == SQLITE_OK ? sqlite3_step(handle) : values.failure
        sqlite3_reset(handle)
        // Nothing stays bound to the arena's memory, which the next run writes over.
        sqlite3_clear_bindings(handle)
        texts.removeAll()
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
        }
    }

    /// The next parameters of a run, numbered from 1.
    struct Values {
        fileprivate let handle: OpaquePointer
        fileprivate let texts: TextArena
        private var index: Int32 = 0
        fileprivate var failure = SQLITE_OK

        fileprivate init(handle: OpaquePointer, texts: TextArena) {
            self.handle = handle
            self.texts = texts
        }

        private mutating func next(_ code: Int32) {
            if code != SQLITE_OK, failure == SQLITE_OK { failure = code }
        }

        private mutating func position() -> Int32 {
            index += 1
            return index
        }

        /// By its length, not up to a NUL as GRDB binds: the same text, since the content may
        /// hold no control character (``ContentText``) and cmark turns `&#0;` into U+FFFD.
        mutating func add(_ value: String) {
            let at = position()
            var text = value
            let (start, count) = text.withUTF8 { texts.copy($0) }
            next(sqlite3_bind_text(handle, at, start, Int32(count), nil))
        }

        mutating func add(_ value: String?) {
            guard let value else { return addNull() }
            add(value)
        }

        mutating func add(_ value: Int) { add(Int64(value)) }

        mutating func add(_ value: Int?) {
            guard let value else { return addNull() }
            add(Int64(value))
        }

        mutating func add(_ value: Int64) {
            next(sqlite3_bind_int64(handle, position(), value))
        }

        mutating func add(_ value: Bool) { add(Int64(value ? 1 : 0)) }

        mutating func add(_ value: Double) {
            next(sqlite3_bind_double(handle, position(), value))
        }

        mutating func add<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String {
            add(value.rawValue)
        }

        mutating func add<Value: RawRepresentable>(_ value: Value?) where Value.RawValue == String {
            add(value?.rawValue)
        }

        private mutating func addNull() {
            next(sqlite3_bind_null(handle, position()))
        }
    }
}

/// The bytes of one run's texts, copied one after another into blocks that never move while
/// the run is bound; emptied after each run and the blocks kept for the next. Its properties
/// are not checked for exclusive access at run time (a class's are, at every access); only its
/// statement uses it, on the build's one thread that runs it.
private final class TextArena {
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<CChar>] = []
    /// Texts over a quarter of a block, each in memory of its own, freed when the run ends.
    @exclusivity(unchecked) private var large: [UnsafeMutablePointer<CChar>] = []
    @exclusivity(unchecked) private var block = -1
    @exclusivity(unchecked) private var used = TextArena.blockSize

    private static let blockSize = 64 * 1024

    deinit {
        removeAll()
        for block in blocks { block.deallocate() }
    }

    /// A copy of `bytes` that stays put until ``removeAll()``, and its length. Never empty
    /// memory: SQLite binds a null pointer as NULL, not as empty text.
    func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> (UnsafePointer<CChar>, Int) {
        let count = bytes.count
        let target: UnsafeMutablePointer<CChar>
        if count > Self.blockSize / 4 {
            target = .allocate(capacity: count)
            large.append(target)
        } else {
            if used + max(count, 1) > Self.blockSize {
                block += 1
                if block == blocks.count { blocks.append(.allocate(capacity: Self.blockSize)) }
                used = 0
            }
            target = blocks[block] + used
            used += max(count, 1)
        }
        if let source = bytes.baseAddress {
            UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count)
        }
        return (UnsafePointer(target), count)
    }

    func removeAll() {
        for text in large { text.deallocate() }
        large.removeAll(keepingCapacity: true)
        block = -1
        used = Self.blockSize
    }
}
