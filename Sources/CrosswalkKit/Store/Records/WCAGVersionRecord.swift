import GRDB

/// A row of `wcag_version`: a version of WCAG: its Recommendation.
struct WCAGVersionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "wcag_version"

    var version: WCAGVersion
    var position: Int
    var title: String
    var shortName: String
    var date: String
    var sourceURL: String

    enum CodingKeys: String, CodingKey {
        case version
        case position
        case title
        case shortName = "short_name"
        case date
        case sourceURL = "source_url"
    }

    enum Columns {
        static let version = Column(CodingKeys.version)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
        static let shortName = Column(CodingKeys.shortName)
        static let date = Column(CodingKeys.date)
        static let sourceURL = Column(CodingKeys.sourceURL)
    }
}
