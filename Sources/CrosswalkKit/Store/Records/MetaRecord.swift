import GRDB

/// A row of `meta`: facts about the build.
public struct MetaRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "meta"

    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    enum CodingKeys: String, CodingKey {
        case key
        case value
    }

    public enum Columns {
        public static let key = Column(CodingKeys.key)
        public static let value = Column(CodingKeys.value)
    }
}
