import GRDB

/// A row of `code_sample`: a fenced code block of a technique.
struct CodeSampleRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "code_sample"

    var id: Int64?
    var techniqueID: Int64
    var position: Int
    var language: String
    var code: String

    enum CodingKeys: String, CodingKey {
        case id
        case techniqueID = "technique_id"
        case position
        case language
        case code
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let techniqueID = Column(CodingKeys.techniqueID)
        static let position = Column(CodingKeys.position)
        static let language = Column(CodingKeys.language)
        static let code = Column(CodingKeys.code)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
