import GRDB

/// A matched guideline, ranked.
struct FullTextHit: Sendable, FetchableRecord {
    var rowID: Int64
    var id: String
    var standardID: String
    var number: String
    var title: String
    var level: RequirementLevel
    var score: Double
    /// For a partial match, a bit per query unit the guideline holds (and their count above bit 32).
    var units: Int64

    init(row: Row) {
        rowID = row["rowid"]
        id = row["id"]
        standardID = row["standard_id"]
        number = row["number"]
        title = row["title"]
        level = row["level"]
        score = row["score"]
        units = row["units"]
    }
}
