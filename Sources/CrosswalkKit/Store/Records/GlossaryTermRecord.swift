import GRDB

/// A row of `glossary_term`: a glossary term.
struct GlossaryTermRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "glossary_term"

    var id: String
    var position: Int
    var term: String
    var definition: String
    var sourceStandardID: String

    enum CodingKeys: String, CodingKey {
        case id
        case position
        case term
        case definition
        case sourceStandardID = "source_standard_id"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let term = Column(CodingKeys.term)
        static let definition = Column(CodingKeys.definition)
        static let sourceStandardID = Column(CodingKeys.sourceStandardID)
    }
}
