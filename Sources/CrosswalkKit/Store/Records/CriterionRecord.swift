import GRDB

/// A row of `criterion`: a WCAG success criterion, once for every version that has it.
struct CriterionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "criterion"

    var id: String
    var position: Int
    var number: String
    var handle: String
    var level: SuccessCriterion.Level
    var introduced: WCAGVersion
    var removed: WCAGVersion?
    var guidelineNumber: String
    var guidelineTitle: String
    var principleNumber: String
    var principleTitle: String
    var summary: String
    var mobile: String

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case number
        case handle
        case level
        case introduced
        case removed
        case guidelineNumber = "guideline_number"
        case guidelineTitle = "guideline_title"
        case principleNumber = "principle_number"
        case principleTitle = "principle_title"
        case summary
        case mobile
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let number = Column(CodingKeys.number)
        static let handle = Column(CodingKeys.handle)
        static let level = Column(CodingKeys.level)
        static let introduced = Column(CodingKeys.introduced)
        static let removed = Column(CodingKeys.removed)
        static let guidelineNumber = Column(CodingKeys.guidelineNumber)
        static let guidelineTitle = Column(CodingKeys.guidelineTitle)
        static let principleNumber = Column(CodingKeys.principleNumber)
        static let principleTitle = Column(CodingKeys.principleTitle)
        static let summary = Column(CodingKeys.summary)
        static let mobile = Column(CodingKeys.mobile)
    }
}
