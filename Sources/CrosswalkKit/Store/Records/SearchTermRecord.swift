import GRDB

/// A row of `search_term`: one word of a spelling pair, synonym group or expansion.
public struct SearchTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "search_term"

    public var kind: String
    public var groupNumber: Int
    public var position: Int
    public var term: String

    public init(kind: String, groupNumber: Int, position: Int, term: String) {
        self.kind = kind
        self.groupNumber = groupNumber
        self.position = position
        self.term = term
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case groupNumber = "group_number"
        case position
        case term
    }

    public enum Columns {
        public static let kind = Column(CodingKeys.kind)
        public static let groupNumber = Column(CodingKeys.groupNumber)
        public static let position = Column(CodingKeys.position)
        public static let term = Column(CodingKeys.term)
    }
}
