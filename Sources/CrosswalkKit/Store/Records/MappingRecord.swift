import GRDB

/// A row of `mapping`.
public struct MappingRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "mapping"

    public var id: Int64?
    public var sourceID: String
    public var targetID: String
    public var sourceStandardID: String
    public var targetStandardID: String
    public var relationship: String
    public var rationale: String
    public var confidence: String
    public var method: String
    public var remarks: String
    public var supersedes: Bool
    public var file: String
    public var line: Int

    public init(id: Int64?, sourceID: String, targetID: String, sourceStandardID: String, targetStandardID: String, relationship: String, rationale: String, confidence: String, method: String, remarks: String, supersedes: Bool, file: String, line: Int) {
        self.id = id
        self.sourceID = sourceID
        self.targetID = targetID
        self.sourceStandardID = sourceStandardID
        self.targetStandardID = targetStandardID
        self.relationship = relationship
        self.rationale = rationale
        self.confidence = confidence
        self.method = method
        self.remarks = remarks
        self.supersedes = supersedes
        self.file = file
        self.line = line
    }

    enum CodingKeys: String, CodingKey {
        case id
        case sourceID = "source_id"
        case targetID = "target_id"
        case sourceStandardID = "source_standard_id"
        case targetStandardID = "target_standard_id"
        case relationship
        case rationale
        case confidence
        case method
        case remarks
        case supersedes
        case file
        case line
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let sourceID = Column(CodingKeys.sourceID)
        public static let targetID = Column(CodingKeys.targetID)
        public static let sourceStandardID = Column(CodingKeys.sourceStandardID)
        public static let targetStandardID = Column(CodingKeys.targetStandardID)
        public static let relationship = Column(CodingKeys.relationship)
        public static let rationale = Column(CodingKeys.rationale)
        public static let confidence = Column(CodingKeys.confidence)
        public static let method = Column(CodingKeys.method)
        public static let remarks = Column(CodingKeys.remarks)
        public static let supersedes = Column(CodingKeys.supersedes)
        public static let file = Column(CodingKeys.file)
        public static let line = Column(CodingKeys.line)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
