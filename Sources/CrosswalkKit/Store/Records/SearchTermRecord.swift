import GRDB

/// A row of `search_term`: a word of a spelling pair, synonym group or one-way expansion.
struct SearchTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "search_term"

    var kind: SearchVocabulary.Kind
    var groupNumber: Int
    var position: Int
    var term: String

    enum CodingKeys: String, CodingKey {
        case kind
        case groupNumber = "group_number"
        case position
        case term
    }

    enum Columns {
        static let kind = Column(CodingKeys.kind)
        static let groupNumber = Column(CodingKeys.groupNumber)
        static let position = Column(CodingKeys.position)
        static let term = Column(CodingKeys.term)
    }
}
