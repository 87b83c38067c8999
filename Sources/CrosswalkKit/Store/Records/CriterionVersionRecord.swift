import GRDB

/// A row of `criterion_version`: a criterion as one WCAG version has it.
struct CriterionVersionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "criterion_version"

    var criterionID: String
    var version: WCAGVersion
    var handle: String
    var understandingURL: String?
    var contained: Bool

    enum CodingKeys: String, CodingKey {
        case criterionID = "criterion_id"
        case version
        case handle
        case understandingURL = "understanding_url"
        case contained
    }

    enum Columns {
        static let criterionID = Column(CodingKeys.criterionID)
        static let version = Column(CodingKeys.version)
        static let handle = Column(CodingKeys.handle)
        static let understandingURL = Column(CodingKeys.understandingURL)
        static let contained = Column(CodingKeys.contained)
    }
}
