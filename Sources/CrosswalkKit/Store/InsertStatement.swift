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

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
    }

    /// Binds the values `bind` adds, in order, and runs the statement once; a value SQLite
    /// refuses to bind (too big) runs nothing.
    func run(_ bind: (inout Values) -> Void) throws {
        var values = Values(handle: handle)
        bind(&values)
        let code = values.failure == SQLITE_OK ? sqlite3_step(handle) : values.failure
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
        }
    }

    /// The next parameters of a run, numbered from 1.
    struct Values {
        fileprivate let handle: OpaquePointer
        private var index: Int32 = 0
        fileprivate var failure = SQLITE_OK

        fileprivate init(handle: OpaquePointer) { self.handle = handle }

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
            let handle = handle
            next(
                text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { characters in
                        guard let start = characters.baseAddress else { return sqlite3_bind_text(handle, at, "", 0, transient) }
                        return sqlite3_bind_text(handle, at, start, Int32(characters.count), transient)
                    }
                })
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

/// `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns (the C macro is not
/// imported into Swift).
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
