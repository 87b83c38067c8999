import GRDB

/// A row of `test_step`: one procedure step or expected result.
public struct TestStepRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "test_step"

    public var guidelineID: String
    public var kind: String
    public var position: Int
    public var markdown: String
    public var html: String
    public var text: String

    public init(guidelineID: String, kind: String, position: Int, markdown: String, html: String, text: String) {
        self.guidelineID = guidelineID
        self.kind = kind
        self.position = position
        self.markdown = markdown
        self.html = html
        self.text = text
    }

    enum CodingKeys: String, CodingKey {
        case guidelineID = "guideline_id"
        case kind
        case position
        case markdown
        case html
        case text
    }

    public enum Columns {
        public static let guidelineID = Column(CodingKeys.guidelineID)
        public static let kind = Column(CodingKeys.kind)
        public static let position = Column(CodingKeys.position)
        public static let markdown = Column(CodingKeys.markdown)
        public static let html = Column(CodingKeys.html)
        public static let text = Column(CodingKeys.text)
    }
}
