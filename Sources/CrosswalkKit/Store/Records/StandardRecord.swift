import GRDB

/// A row of `standard`.
public struct StandardRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "standard"

    public var id: String
    public var position: Int
    public var title: String
    public var shortName: String
    public var publisher: String
    public var region: String
    public var version: String
    public var date: String
    public var status: String
    public var source: String
    public var sourceURL: String?
    public var licence: String
    public var description: String
    public var strengthMust: String?
    public var strengthShould: String?
    public var strengthAdvisory: String?

    public init(id: String, position: Int, title: String, shortName: String, publisher: String, region: String, version: String, date: String, status: String, source: String, sourceURL: String?, licence: String, description: String, strengthMust: String?, strengthShould: String?, strengthAdvisory: String?) {
        self.id = id
        self.position = position
        self.title = title
        self.shortName = shortName
        self.publisher = publisher
        self.region = region
        self.version = version
        self.date = date
        self.status = status
        self.source = source
        self.sourceURL = sourceURL
        self.licence = licence
        self.description = description
        self.strengthMust = strengthMust
        self.strengthShould = strengthShould
        self.strengthAdvisory = strengthAdvisory
    }

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
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let position = Column(CodingKeys.position)
        public static let title = Column(CodingKeys.title)
        public static let shortName = Column(CodingKeys.shortName)
        public static let publisher = Column(CodingKeys.publisher)
        public static let region = Column(CodingKeys.region)
        public static let version = Column(CodingKeys.version)
        public static let date = Column(CodingKeys.date)
        public static let status = Column(CodingKeys.status)
        public static let source = Column(CodingKeys.source)
        public static let sourceURL = Column(CodingKeys.sourceURL)
        public static let licence = Column(CodingKeys.licence)
        public static let description = Column(CodingKeys.description)
        public static let strengthMust = Column(CodingKeys.strengthMust)
        public static let strengthShould = Column(CodingKeys.strengthShould)
        public static let strengthAdvisory = Column(CodingKeys.strengthAdvisory)
    }
}
