import GRDB

/// A row of `guideline_term`: a glossary term a guideline uses.
struct GuidelineTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "guideline_term"

    var guidelineID: String
    var termID: String
    var position: Int

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case termID = "term_id"
        case position
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let termID = Column(CodingKeys.termID)
        static let position = Column(CodingKeys.position)
    }
}
