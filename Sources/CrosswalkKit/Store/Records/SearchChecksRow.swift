import GRDB

/// A full-text row and the names of the checks that test its guideline, in order
/// (``StoreInserts/searchRowsTestedByChecks()``).
struct SearchChecksRow: Sendable, FetchableRecord {
    var rowID: Int64
    var names: [String]

    init(row: Row) {
        rowID = row["rowid"]
        names = (row["names"] as String).split(separator: "\n").map(String.init)
    }
}
