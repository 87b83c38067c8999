import GRDB

/// A row of `page`.
public struct PageRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "page"

    public var id: String
    public var standardID: String
    public var slug: String
    public var title: String
    public var kind: String
    public var markdown: String
    public var html: String
    public var text: String
    public var path: String

    public init(id: String, standardID: String, slug: String, title: String, kind: String, markdown: String, html: String, text: String, path: String) {
        self.id = id
        self.standardID = standardID
        self.slug = slug
        self.title = title
        self.kind = kind
        self.markdown = markdown
        self.html = html
        self.text = text
        self.path = path
    }

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

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let standardID = Column(CodingKeys.standardID)
        public static let slug = Column(CodingKeys.slug)
        public static let title = Column(CodingKeys.title)
        public static let kind = Column(CodingKeys.kind)
        public static let markdown = Column(CodingKeys.markdown)
        public static let html = Column(CodingKeys.html)
        public static let text = Column(CodingKeys.text)
        public static let path = Column(CodingKeys.path)
    }
}
