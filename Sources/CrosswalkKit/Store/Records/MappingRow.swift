import GRDB

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

    init(row: Row, _ columns: Columns) {
        id = row[columns.id]
        mapping = Mapping(
            source: row[columns.source], target: row[columns.target], relationship: row[columns.relationship],
            rationale: row[columns.rationale], confidence: row[columns.confidence], method: row[columns.method],
            remarks: row[columns.remarks], supersedes: row[columns.supersedes], path: row[columns.file], line: row[columns.line])
    }
}
