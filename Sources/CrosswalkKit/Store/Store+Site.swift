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
