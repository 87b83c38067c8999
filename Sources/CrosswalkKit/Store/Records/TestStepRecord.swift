import GRDB

/// A row of `test_step`: a step of a test procedure, or one of its expected results.
struct TestStepRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "test_step"

    var guidelineID: String
    var kind: TestProcedure.Part
    var position: Int
    var markdown: String
    var html: String
    var text: String

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case kind
        case position
        case markdown
        case html
        case text
    }

    enum Columns {
        static let guidelineID = Column(CodingKeys.guidelineID)
        static let kind = Column(CodingKeys.kind)
        static let position = Column(CodingKeys.position)
        static let markdown = Column(CodingKeys.markdown)
        static let html = Column(CodingKeys.html)
        static let text = Column(CodingKeys.text)
    }
}
