import GRDB

/// A row of `user_group`: who guidelines serve.
public struct UserGroupRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "user_group"

    public var id: String
    public var position: Int
    public var title: String
    public var description: String

    public init(id: String, position: Int, title: String, description: String) {
        self.id = id
        self.position = position
        self.title = title
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case title
        case description
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let position = Column(CodingKeys.position)
        public static let title = Column(CodingKeys.title)
        public static let description = Column(CodingKeys.description)
    }
}
