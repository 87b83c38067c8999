import GRDB

/// A row of `guideline_role`: who a guideline originates with or is implemented by.
struct GuidelineRoleRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guideline_role"

    var guidelineID: String
    var kind: Guideline.RoleKind
    var role: String
    var position: Int

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case kind
        case role
        case position
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let kind = Column(CodingKeys.kind)
        static let role = Column(CodingKeys.role)
        static let position = Column(CodingKeys.position)
    }
}
