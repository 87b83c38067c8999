import GRDB

/// A row of `code_sample`.
public struct CodeSampleRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "code_sample"

    public var id: Int64?
    public var techniqueID: Int64
    public var position: Int
    public var language: String
    public var code: String

    public init(id: Int64?, techniqueID: Int64, position: Int, language: String, code: String) {
        self.id = id
        self.techniqueID = techniqueID
        self.position = position
        self.language = language
        self.code = code
    }

    enum CodingKeys: String, CodingKey {
        case id
        case techniqueID = "technique_id"
        case position
        case language
        case code
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let techniqueID = Column(CodingKeys.techniqueID)
        public static let position = Column(CodingKeys.position)
        public static let language = Column(CodingKeys.language)
        public static let code = Column(CodingKeys.code)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
