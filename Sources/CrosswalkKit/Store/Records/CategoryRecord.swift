import GRDB

/// A row of `category`: one of a standard's own groups of guidelines, in source order.
struct CategoryRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "category"

    var standardID: String
    var id: String
    var position: Int
    var title: String

    enum CodingKeys: String, CodingKey {
        case standardID = "standard_id"
        case id
        case position
        case title
    }

    enum Columns {
        static let standardID = Column(CodingKeys.standardID)
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
    }
}
