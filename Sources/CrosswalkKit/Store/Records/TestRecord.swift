import GRDB

/// A row of `test`: a guideline's test procedure as a whole.
public struct TestRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "test"

    public var guidelineID: String
    public var isEditorial: Bool
    public var markdown: String
    public var html: String

    public init(guidelineID: String, isEditorial: Bool, markdown: String, html: String) {
        self.guidelineID = guidelineID
        self.isEditorial = isEditorial
        self.markdown = markdown
        self.html = html
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case isEditorial = "is_editorial"
        case markdown
        case html
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let isEditorial = Column(CodingKeys.isEditorial)
        public static let markdown = Column(CodingKeys.markdown)
        public static let html = Column(CodingKeys.html)
    }
}
