import GRDB

/// A row of `guideline_platform`.
public struct GuidelinePlatformRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline_platform"

    public var guidelineID: String
    public var platform: String
    public var hasTechnique: Bool

    public init(guidelineID: String, platform: String, hasTechnique: Bool) {
        self.guidelineID = guidelineID
        self.platform = platform
        self.hasTechnique = hasTechnique
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case platform
        case hasTechnique = "has_technique"
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let platform = Column(CodingKeys.platform)
        public static let hasTechnique = Column(CodingKeys.hasTechnique)
    }
}
