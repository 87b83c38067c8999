import GRDB

/// A row of `guideline_term`: a glossary term a guideline uses.
public struct GuidelineTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guideline_term"

    public var guidelineID: String
    public var termID: String
    public var position: Int

    public init(guidelineID: String, termID: String, position: Int) {
        self.guidelineID = guidelineID
        self.termID = termID
        self.position = position
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case termID = "term_id"
        case position
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let termID = Column(CodingKeys.termID)
        public static let position = Column(CodingKeys.position)
    }
}
