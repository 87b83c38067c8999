import GRDB

/// A row of `standard`: a standard's metadata.
struct StandardRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "standard"

    var id: String
    var position: Int
    var title: String
    var shortName: String
    var publisher: String
    var region: String
    var version: String
    var date: String
    var status: Standard.Status
    var source: String
    var sourceURL: String?
    var licence: String
    var description: String
    var strengthMust: String?
    var strengthShould: String?
    var strengthAdvisory: String?
    var kind: Standard.Kind
    var jurisdiction: String?
    var inForce: String?
    var wcag: WCAGVersion?
    var scope: String?
    /// One source per line.
    var checkedAgainst: String

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case title
        case shortName = "short_name"
        case publisher
        case region
        case version
        case date
        case status
        case source
        case sourceURL = "source_url"
        case licence
        case description
        case strengthMust = "strength_must"
        case strengthShould = "strength_should"
        case strengthAdvisory = "strength_advisory"
        case kind
        case jurisdiction
        case inForce = "in_force"
        case wcag
        case scope
        case checkedAgainst = "checked_against"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
        static let shortName = Column(CodingKeys.shortName)
        static let publisher = Column(CodingKeys.publisher)
        static let region = Column(CodingKeys.region)
        static let version = Column(CodingKeys.version)
        static let date = Column(CodingKeys.date)
        static let status = Column(CodingKeys.status)
        static let source = Column(CodingKeys.source)
        static let sourceURL = Column(CodingKeys.sourceURL)
        static let licence = Column(CodingKeys.licence)
        static let description = Column(CodingKeys.description)
        static let strengthMust = Column(CodingKeys.strengthMust)
        static let strengthShould = Column(CodingKeys.strengthShould)
        static let strengthAdvisory = Column(CodingKeys.strengthAdvisory)
        static let kind = Column(CodingKeys.kind)
    }
}
