import GRDB

/// A row of `glossary_term`.
public struct GlossaryTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "glossary_term"

    public var id: String
    public var position: Int
    public var term: String
    public var definition: String
    public var sourceStandardID: String

    public init(id: String, position: Int, term: String, definition: String, sourceStandardID: String) {
        self.id = id
        self.position = position
        self.term = term
        self.definition = definition
        self.sourceStandardID = sourceStandardID
    }

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case term
        case definition
        case sourceStandardID = "source_standard_id"
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let position = Column(CodingKeys.position)
        public static let term = Column(CodingKeys.term)
        public static let definition = Column(CodingKeys.definition)
        public static let sourceStandardID = Column(CodingKeys.sourceStandardID)
    }
}
