import GRDB

/// A row of `criterion`: a WCAG 2.0 success criterion.
public struct CriterionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "criterion"

    public var id: String
    public var position: Int
    public var number: String
    public var handle: String
    public var level: String
    public var guidelineNumber: String
    public var guidelineTitle: String
    public var principleNumber: String
    public var principleTitle: String
    public var understandingURL: String
    public var summary: String

    public init(id: String, position: Int, number: String, handle: String, level: String, guidelineNumber: String, guidelineTitle: String, principleNumber: String, principleTitle: String, understandingURL: String, summary: String) {
        self.id = id
        self.position = position
        self.number = number
        self.handle = handle
        self.level = level
        self.guidelineNumber = guidelineNumber
        self.guidelineTitle = guidelineTitle
        self.principleNumber = principleNumber
        self.principleTitle = principleTitle
        self.understandingURL = understandingURL
        self.summary = summary
    }

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case number
        case handle
        case level
        case guidelineNumber = "guideline_number"
        case guidelineTitle = "guideline_title"
        case principleNumber = "principle_number"
        case principleTitle = "principle_title"
        case understandingURL = "understanding_url"
        case summary
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let position = Column(CodingKeys.position)
        public static let number = Column(CodingKeys.number)
        public static let handle = Column(CodingKeys.handle)
        public static let level = Column(CodingKeys.level)
        public static let guidelineNumber = Column(CodingKeys.guidelineNumber)
        public static let guidelineTitle = Column(CodingKeys.guidelineTitle)
        public static let principleNumber = Column(CodingKeys.principleNumber)
        public static let principleTitle = Column(CodingKeys.principleTitle)
        public static let understandingURL = Column(CodingKeys.understandingURL)
        public static let summary = Column(CodingKeys.summary)
    }
}
