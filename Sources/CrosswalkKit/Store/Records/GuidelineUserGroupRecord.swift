import GRDB

/// A row of `guideline_user_group`: a group of users a guideline serves.
struct GuidelineUserGroupRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guideline_user_group"

    var guidelineID: String
    var userGroupID: String
    var position: Int

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case userGroupID = "user_group_id"
        case position
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let userGroupID = Column(CodingKeys.userGroupID)
        static let position = Column(CodingKeys.position)
    }
}
