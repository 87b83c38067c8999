import GRDB
import GRDBSQLite

/// What the mapping graph needs of a guideline (``Store/guidelineNodes(standards:)``):
/// read from a covering index, without its prose, with its topics in order.
package struct GuidelineNodeRow: Sendable {
    var id: String
    var standardID: String
    var title: String
    var level: RequirementLevel
    var sortKey: String
    var applicability: Guideline.Applicability.Status?
    var isScoping: Bool
    var topics: [String] = []

    var isRequirement: Bool { Guideline.isRequirement(applicability, scoping: isScoping) }

    /// The columns' positions in a statement, found by name once rather than at every row: a
    /// comparison of two large standards reads thousands of rows.
    struct Columns {
        let id: Int
        let standardID: Int
        let title: Int
        let level: Int
        let sortKey: Int
        let applicability: Int
        let isScoping: Int

        init(_ statement: Statement) throws {
            id = try statement.requiredIndex("id")
            standardID = try statement.requiredIndex("standard_id")
            title = try statement.requiredIndex("title")
            level = try statement.requiredIndex("level")
            sortKey = try statement.requiredIndex("sort_key")
            applicability = try statement.requiredIndex("applicability")
            isScoping = try statement.requiredIndex("is_scoping")
        }
    }

    /// The row `statement` is on, its columns read from SQLite directly (as ``MappingRow``):
    /// comparing two large standards reads thousands. Nil when the level or applicability is
    /// a text none of its cases has (a store Crosswalk built CHECKs them).
    init?(_ statement: SQLiteStatement, _ columns: Columns) {
        func column(_ index: Int) -> CInt { CInt(index) }
        guard let level = RequirementLevel(sqliteStatement: statement, index: column(columns.level)) else { return nil }
        let applicabilityColumn = column(columns.applicability)
        if sqlite3_column_type(statement, applicabilityColumn) == SQLITE_NULL {
            applicability = nil
        } else {
            guard let status = Guideline.Applicability.Status(sqliteStatement: statement, index: applicabilityColumn) else { return nil }
            applicability = status
        }
        id = String(sqliteStatement: statement, index: column(columns.id))
        standardID = String(sqliteStatement: statement, index: column(columns.standardID))
        title = String(sqliteStatement: statement, index: column(columns.title))
        self.level = level
        sortKey = String(sqliteStatement: statement, index: column(columns.sortKey))
        isScoping = Bool(sqliteStatement: statement, index: column(columns.isScoping))
    }
}
