import GRDB

/// An automated check as a query lists it (``Store/checkColumns``), with what the query adds:
/// the relationship and remarks of its target, the guideline or criterion it is listed for
/// (`subject`) and the criterion it comes through (`via`).
struct CheckRow: Sendable, FetchableRecord {
    var id: String
    var toolID: String
    var toolName: String
    var name: String
    var title: String
    var threshold: String?
    var experimental: Bool
    var cannotSee: String
    var relationship: Mapping.Relationship?
    var remarks: String?
    var subject: String?
    var via: String?

    init(row: Row) {
        id = row["id"]
        toolID = row["tool_id"]
        toolName = row["tool_name"]
        name = row["name"]
        title = row["title"]
        threshold = row["threshold"]
        experimental = row["experimental"]
        cannotSee = row["cannot_see"]
        relationship = row.hasColumn("relationship") ? row["relationship"] : nil
        remarks = row.hasColumn("remarks") ? row["remarks"] : nil
        subject = row.hasColumn("subject") ? row["subject"] : nil
        via = row.hasColumn("via") ? row["via"] : nil
    }
}
