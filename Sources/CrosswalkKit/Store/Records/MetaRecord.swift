import GRDB

/// A row of `meta`: a fact about the build (`schema_version`, `content_fingerprint`, ...).
struct MetaRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "meta"

    var key: String
    var value: String

    enum CodingKeys: String, CodingKey {
        case key
        case value
    }

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }
}
