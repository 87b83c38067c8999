import GRDB

/// What the mapping graph needs of a guideline (``Store/guidelineNodes(standards:)``):
/// read from a covering index, without its prose, with its topics in order.
struct GuidelineNodeRow: Sendable {
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

    init(row: Row, _ columns: Columns) {
        id = row[columns.id]
        standardID = row[columns.standardID]
        title = row[columns.title]
        level = row[columns.level]
        sortKey = row[columns.sortKey]
        applicability = row[columns.applicability]
        isScoping = row[columns.isScoping]
    }
}
