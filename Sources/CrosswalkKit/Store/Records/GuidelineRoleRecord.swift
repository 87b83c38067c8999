import GRDB

/// A row of `guideline_role`.
public struct GuidelineRoleRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline_role"

    public var guidelineID: String
    public var kind: String
    public var role: String
    public var position: Int

    public init(guidelineID: String, kind: String, role: String, position: Int) {
        self.guidelineID = guidelineID
        self.kind = kind
        self.role = role
        self.position = position
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case kind
        case role
        case position
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let kind = Column(CodingKeys.kind)
        public static let role = Column(CodingKeys.role)
        public static let position = Column(CodingKeys.position)
    }
}
