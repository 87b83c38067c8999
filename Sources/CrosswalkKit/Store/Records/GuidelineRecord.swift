import GRDB

/// A row of `guideline`: a guideline: its front matter and the Markdown, HTML and text of its prose.
package struct GuidelineRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "guideline"

    var id: String
    var standardID: String
    var number: String
    var sortKey: String
    var title: String
    package var statement: String
    var heading: String?
    package var level: RequirementLevel
    var categoryID: String?
    var page: Int?
    var summaryMarkdown: String
    package var summaryHTML: String
    var summaryText: String
    var notesMarkdown: String
    var notesHTML: String
    var path: String
    var applicability: Guideline.Applicability.Status?
    var applicabilityNote: String?
    var isParaphrase: Bool
    var isScoping: Bool

    var isRequirement: Bool { Guideline.isRequirement(applicability, scoping: isScoping) }

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
        case applicability
        case applicabilityNote = "applicability_note"
        case isParaphrase = "is_paraphrase"
        case isScoping = "is_scoping"
    }

    /// Read by column name rather than through `Decodable`, which cost 52,000 instructions a
    /// row (a site reads every guideline's row).
    package init(row: Row) {
        id = row[CodingKeys.id.rawValue]
        standardID = row[CodingKeys.standardID.rawValue]
        number = row[CodingKeys.number.rawValue]
        sortKey = row[CodingKeys.sortKey.rawValue]
        title = row[CodingKeys.title.rawValue]
        statement = row[CodingKeys.statement.rawValue]
        heading = row[CodingKeys.heading.rawValue]
        level = row[CodingKeys.level.rawValue]
        categoryID = row[CodingKeys.categoryID.rawValue]
        page = row[CodingKeys.page.rawValue]
        summaryMarkdown = row[CodingKeys.summaryMarkdown.rawValue]
        summaryHTML = row[CodingKeys.summaryHTML.rawValue]
        summaryText = row[CodingKeys.summaryText.rawValue]
        notesMarkdown = row[CodingKeys.notesMarkdown.rawValue]
        notesHTML = row[CodingKeys.notesHTML.rawValue]
        path = row[CodingKeys.path.rawValue]
        applicability = row[CodingKeys.applicability.rawValue]
        applicabilityNote = row[CodingKeys.applicabilityNote.rawValue]
        isParaphrase = row[CodingKeys.isParaphrase.rawValue]
        isScoping = row[CodingKeys.isScoping.rawValue]
    }

    package enum Columns {
        static let id = Column(CodingKeys.id)
        static let standardID = Column(CodingKeys.standardID)
        static let number = Column(CodingKeys.number)
        static let sortKey = Column(CodingKeys.sortKey)
        static let title = Column(CodingKeys.title)
        static let statement = Column(CodingKeys.statement)
        static let heading = Column(CodingKeys.heading)
        static let level = Column(CodingKeys.level)
        static let categoryID = Column(CodingKeys.categoryID)
        static let page = Column(CodingKeys.page)
        static let summaryMarkdown = Column(CodingKeys.summaryMarkdown)
        static let summaryHTML = Column(CodingKeys.summaryHTML)
        static let summaryText = Column(CodingKeys.summaryText)
        static let notesMarkdown = Column(CodingKeys.notesMarkdown)
        static let notesHTML = Column(CodingKeys.notesHTML)
        static let path = Column(CodingKeys.path)
    }
}
