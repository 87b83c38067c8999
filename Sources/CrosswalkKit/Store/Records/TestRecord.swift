import GRDB

/// A row of `test`: a guideline's test procedure as a whole.
struct TestRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "test"

    var guidelineID: String
    var isEditorial: Bool
    var markdown: String
    var html: String

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case isEditorial = "is_editorial"
        case markdown
        case html
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let isEditorial = Column(CodingKeys.isEditorial)
        static let markdown = Column(CodingKeys.markdown)
        static let html = Column(CodingKeys.html)
    }
}
