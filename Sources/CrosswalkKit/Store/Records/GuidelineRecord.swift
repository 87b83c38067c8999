import GRDB

/// A row of `guideline`.
public struct GuidelineRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline"

    public var id: String
    public var standardID: String
    public var number: String
    public var sortKey: String
    public var title: String
    public var statement: String
    public var heading: String?
    public var level: String
    public var categoryID: String?
    public var page: Int?
    public var summaryMarkdown: String
    public var summaryHTML: String
    public var summaryText: String
    public var notesMarkdown: String
    public var notesHTML: String
    public var path: String

    public init(id: String, standardID: String, number: String, sortKey: String, title: String, statement: String, heading: String?, level: String, categoryID: String?, page: Int?, summaryMarkdown: String, summaryHTML: String, summaryText: String, notesMarkdown: String, notesHTML: String, path: String) {
        self.id = id
        self.standardID = standardID
        self.number = number
        self.sortKey = sortKey
        self.title = title
        self.statement = statement
        self.heading = heading
        self.level = level
        self.categoryID = categoryID
        self.page = page
        self.summaryMarkdown = summaryMarkdown
        self.summaryHTML = summaryHTML
        self.summaryText = summaryText
        self.notesMarkdown = notesMarkdown
        self.notesHTML = notesHTML
        self.path = path
    }

    enum CodingKeys: String, CodingKey {
        case id
        case standardID = "standard_id"
        case number
        case sortKey = "sort_key"
        case title
        case statement
        case heading
        case level
        case categoryID = "category_id"
        case page
        case summaryMarkdown = "summary_markdown"
        case summaryHTML = "summary_html"
        case summaryText = "summary_text"
        case notesMarkdown = "notes_markdown"
        case notesHTML = "notes_html"
        case path
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let standardID = Column(CodingKeys.standardID)
        public static let number = Column(CodingKeys.number)
        public static let sortKey = Column(CodingKeys.sortKey)
        public static let title = Column(CodingKeys.title)
        public static let statement = Column(CodingKeys.statement)
        public static let heading = Column(CodingKeys.heading)
        public static let level = Column(CodingKeys.level)
        public static let categoryID = Column(CodingKeys.categoryID)
        public static let page = Column(CodingKeys.page)
        public static let summaryMarkdown = Column(CodingKeys.summaryMarkdown)
        public static let summaryHTML = Column(CodingKeys.summaryHTML)
        public static let summaryText = Column(CodingKeys.summaryText)
        public static let notesMarkdown = Column(CodingKeys.notesMarkdown)
        public static let notesHTML = Column(CodingKeys.notesHTML)
        public static let path = Column(CodingKeys.path)
    }
}
