import GRDB

/// A row of `category`: one of a standard's own groups.
public struct CategoryRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "category"

    public var standardID: String
    public var id: String
    public var position: Int
    public var title: String

    public init(standardID: String, id: String, position: Int, title: String) {
        self.standardID = standardID
        self.id = id
        self.position = position
        self.title = title
    }

    enum CodingKeys: String, CodingKey {
        case standardID = "standard_id"
        case id
        case position
        case title
    }

    public enum Columns {
        public static let standardID = Column(CodingKeys.standardID)
        public static let id = Column(CodingKeys.id)
        public static let position = Column(CodingKeys.position)
        public static let title = Column(CodingKeys.title)
    }
}
