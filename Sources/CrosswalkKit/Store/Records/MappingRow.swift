import Foundation
import GRDB
import GRDBSQLite

/// A row of `mapping` as readers take it: the ``Mapping`` and its row id, which is its place
/// in the mapping files' order (``Store/mappings(ofStandards:)`` and the other reads).
struct MappingRow: Sendable {
    var id: Int64
    var mapping: Mapping

    /// The columns' positions in a statement, found by name once rather than at every row: a
    /// comparison of two large standards reads tens of thousands of mappings.
    struct Columns {
        let id: Int
        let source: Int
        let target: Int
        let relationship: Int
        let rationale: Int
        let confidence: Int
        let method: Int
        let remarks: Int
        let supersedes: Int
        let file: Int
        let line: Int

        init(_ statement: Statement) throws {
            id = try statement.requiredIndex("id")
            source = try statement.requiredIndex("source_id")
            target = try statement.requiredIndex("target_id")
            relationship = try statement.requiredIndex("relationship")
            rationale = try statement.requiredIndex("rationale")
            confidence = try statement.requiredIndex("confidence")
            method = try statement.requiredIndex("method")
            remarks = try statement.requiredIndex("remarks")
            supersedes = try statement.requiredIndex("supersedes")
            file = try statement.requiredIndex("file")
            line = try statement.requiredIndex("line")
        }
    }

    /// The row `statement` is on, its columns read from SQLite as GRDB's `Row` would, without
    /// its look-up of each column's type: a comparison reads tens of thousands. Nil when a
    /// stored enum holds a text none of its cases has (a store Crosswalk built CHECKs them).
    /// `previousPath`: the file of the row read before, kept when this row's is the same (most
    /// are: a file holds many mappings) instead of a copy of it allocated for each.
    init?(_ statement: SQLiteStatement, _ columns: Columns, previousPath: String? = nil) {
        func column(_ index: Int) -> CInt { CInt(index) }
        guard let relationship = Mapping.Relationship(sqliteStatement: statement, index: column(columns.relationship)),
            let rationale = Mapping.Rationale(sqliteStatement: statement, index: column(columns.rationale)),
            let confidence = Mapping.Confidence(sqliteStatement: statement, index: column(columns.confidence)),
            let method = Mapping.Method(sqliteStatement: statement, index: column(columns.method))
        else { return nil }
        id = Int64(sqliteStatement: statement, index: column(columns.id))
        mapping = Mapping(
            source: String(sqliteStatement: statement, index: column(columns.source)),
            target: String(sqliteStatement: statement, index: column(columns.target)), relationship: relationship,
            rationale: rationale, confidence: confidence, method: method,
            remarks: String(sqliteStatement: statement, index: column(columns.remarks)),
            supersedes: Bool(sqliteStatement: statement, index: column(columns.supersedes)),
            path: Self.text(statement, column(columns.file), sameAs: previousPath),
            line: Int(Int64(sqliteStatement: statement, index: column(columns.line))))
    }

    /// The text column at `index`: `previous` itself when it holds the same bytes.
    private static func text(_ statement: SQLiteStatement, _ index: CInt, sameAs previous: String?) -> String {
        guard var previous, let text = sqlite3_column_text(statement, index) else {
            return String(sqliteStatement: statement, index: index)
        }
        let count = Int(sqlite3_column_bytes(statement, index))
        let same = previous.withUTF8 { $0.count == count && memcmp($0.baseAddress!, text, count) == 0 }
        return same ? previous : String(sqliteStatement: statement, index: index)
    }
}
