import GRDB

/// A row of `guideline_user_group`.
public struct GuidelineUserGroupRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline_user_group"

    public var guidelineID: String
    public var userGroupID: String
    public var position: Int

    public init(guidelineID: String, userGroupID: String, position: Int) {
        self.guidelineID = guidelineID
        self.userGroupID = userGroupID
        self.position = position
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case userGroupID = "user_group_id"
        case position
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let userGroupID = Column(CodingKeys.userGroupID)
        public static let position = Column(CodingKeys.position)
    }
}
