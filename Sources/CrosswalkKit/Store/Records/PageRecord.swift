import GRDB

/// A row of `page`: a page of a standard that is not a guideline.
struct PageRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "page"

    var id: String
    var standardID: String
    var slug: String
    var title: String
    var kind: StandardPage.Kind
    var markdown: String
    var html: String
    var text: String
    var path: String

    enum CodingKeys: String, CodingKey {
        case id
        case standardID = "standard_id"
        case slug
        case title
        case kind
        case markdown
        case html
        case text
        case path
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let standardID = Column(CodingKeys.standardID)
        static let slug = Column(CodingKeys.slug)
        static let title = Column(CodingKeys.title)
        static let kind = Column(CodingKeys.kind)
        static let markdown = Column(CodingKeys.markdown)
        static let html = Column(CodingKeys.html)
        static let text = Column(CodingKeys.text)
        static let path = Column(CodingKeys.path)
    }
}
