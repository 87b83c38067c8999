import GRDB

/// A row of `guideline_platform`: a platform a guideline has techniques for, or (`hasTechnique` false) for which the source states it gives none.
struct GuidelinePlatformRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guideline_platform"

    var guidelineID: String
    var platform: Platform
    var hasTechnique: Bool

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case platform
        case hasTechnique = "has_technique"
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let platform = Column(CodingKeys.platform)
        static let hasTechnique = Column(CodingKeys.hasTechnique)
    }
}
