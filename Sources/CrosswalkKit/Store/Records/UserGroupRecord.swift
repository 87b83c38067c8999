import GRDB

/// A row of `user_group`: a group of users a guideline serves.
struct UserGroupRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user_group"

    var id: String
    var position: Int
    var title: String
    var description: String

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case title
        case description
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
        static let description = Column(CodingKeys.description)
    }
}
