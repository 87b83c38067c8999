import GRDB

extension Store {
    /// Per platform: how many guidelines have techniques for it, and how many techniques.
    public func techniqueCounts() throws -> [Platform: (guidelines: Int, techniques: Int)] {
        try read("count techniques") { db in
            var result: [Platform: (guidelines: Int, techniques: Int)] = [:]
            for row in try Row.fetchAll(
                db,
                sql: "SELECT platform, COUNT(DISTINCT guideline_id) AS guidelines, COUNT(*) AS techniques FROM technique GROUP BY platform")
            {
                result[row["platform"]] = (row["guidelines"], row["techniques"])
            }
            return result
        }
    }
}
