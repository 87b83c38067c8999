import GRDB

/// A row of `technique`.
public struct TechniqueRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "technique"

    public var id: Int64?
    public var guidelineID: String
    public var platform: String
    public var kind: String
    public var isEditorial: Bool
    public var position: Int
    public var markdown: String
    public var html: String
    public var prose: String

    public init(id: Int64?, guidelineID: String, platform: String, kind: String, isEditorial: Bool, position: Int, markdown: String, html: String, prose: String) {
        self.id = id
        self.guidelineID = guidelineID
        self.platform = platform
        self.kind = kind
        self.isEditorial = isEditorial
        self.position = position
        self.markdown = markdown
        self.html = html
        self.prose = prose
    }

    enum CodingKeys: String, CodingKey {
        case id
        case guidelineID = "guideline_id"
        case platform
        case kind
        case isEditorial = "is_editorial"
        case position
        case markdown
        case html
        case prose
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let platform = Column(CodingKeys.platform)
        public static let kind = Column(CodingKeys.kind)
        public static let isEditorial = Column(CodingKeys.isEditorial)
        public static let position = Column(CodingKeys.position)
        public static let markdown = Column(CodingKeys.markdown)
        public static let html = Column(CodingKeys.html)
        public static let prose = Column(CodingKeys.prose)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
