import GRDB

/// A row of `guideline_topic`: a topic of a guideline.
struct GuidelineTopicRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guideline_topic"

    var guidelineID: String
    var topicID: String
    var position: Int

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case topicID = "topic_id"
        case position
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let topicID = Column(CodingKeys.topicID)
        static let position = Column(CodingKeys.position)
    }
}
