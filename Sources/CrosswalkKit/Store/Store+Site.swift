import GRDB

extension Store {
    /// Vocabulary tables and pages, as stored, for the site.
    func siteExtras() throws -> (topics: [TopicRecord], glossary: [GlossaryTermRecord], userGroups: [UserGroupRecord], pages: [PageRecord]) {
        try read("read site data") { db in
            (try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db),
             try GlossaryTermRecord.order(GlossaryTermRecord.Columns.position).fetchAll(db),
             try UserGroupRecord.order(UserGroupRecord.Columns.position).fetchAll(db),
             try PageRecord.order(PageRecord.Columns.standardID, PageRecord.Columns.slug).fetchAll(db))
        }
    }
}

extension Store {
    /// Per platform: how many guidelines have techniques for it, and how many techniques.
    func techniqueCounts() throws -> [String: (guidelines: Int, techniques: Int)] {
        try read("count techniques") { db in
            var result: [String: (guidelines: Int, techniques: Int)] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT platform, COUNT(DISTINCT guideline_id), COUNT(*) FROM technique GROUP BY platform") {
                result[row[0]] = (row[1], row[2])
            }
            return result
        }
    }
}
