import GRDB

/// A row of `guideline_topic`.
public struct GuidelineTopicRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline_topic"

    public var guidelineID: String
    public var topicID: String
    public var position: Int

    public init(guidelineID: String, topicID: String, position: Int) {
        self.guidelineID = guidelineID
        self.topicID = topicID
        self.position = position
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case topicID = "topic_id"
        case position
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let topicID = Column(CodingKeys.topicID)
        public static let position = Column(CodingKeys.position)
    }
}
