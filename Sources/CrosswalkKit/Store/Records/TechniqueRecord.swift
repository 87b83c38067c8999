import GRDB

/// A row of `technique`: a technique of a guideline for one platform.
struct TechniqueRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "technique"

    var id: Int64?
    var guidelineID: String
    var platform: Platform
    var kind: Technique.Kind
    var isEditorial: Bool
    var isLegacy: Bool
    var position: Int
    var markdown: String
    var html: String
    var prose: String

    enum CodingKeys: String, CodingKey {
        case id
        case guidelineID = "guideline_id"
        case platform
        case kind
        case isEditorial = "is_editorial"
        case isLegacy = "is_legacy"
        case position
        case markdown
        case html
        case prose
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let platform = Column(CodingKeys.platform)
        static let kind = Column(CodingKeys.kind)
        static let isEditorial = Column(CodingKeys.isEditorial)
        static let isLegacy = Column(CodingKeys.isLegacy)
        static let position = Column(CodingKeys.position)
        static let markdown = Column(CodingKeys.markdown)
        static let html = Column(CodingKeys.html)
        static let prose = Column(CodingKeys.prose)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
