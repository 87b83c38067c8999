import Foundation
import GRDB
import GRDBSQLite

/// A stored enum read by comparing a text column's bytes with each case's raw value.
enum ColumnText {
    /// Each case with its raw value's bytes.
    static func table<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [(bytes: [UInt8], value: E)] where E.RawValue == String {
        E.allCases.map { (Array($0.rawValue.utf8), $0) }
    }

    /// The case whose raw value the column at `index` holds; nil for another text or NULL.
    static func match<E>(_ statement: SQLiteStatement, _ index: CInt, _ table: [(bytes: [UInt8], value: E)]) -> E? {
        guard let text = sqlite3_column_text(statement, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        // memcmp, not `elementsEqual`: a comparison reads four of these for each of tens of
        // thousands of mappings, and the generic loop cost a fifth of reading a row.
        for entry in table where entry.bytes.count == count {
            if entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, text, count) == 0 }) { return entry.value }
        }
        return nil
    }
}

/// A stored enum read by ``ColumnText/match(_:_:_:)``: each conformance names its table once.
protocol ColumnTextEnum: StatementColumnConvertible {
    static var byBytes: [(bytes: [UInt8], value: Self)] { get }
}

extension ColumnTextEnum {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        guard let value = ColumnText.match(sqliteStatement, index, Self.byBytes) else { return nil }
        self = value
    }
}
