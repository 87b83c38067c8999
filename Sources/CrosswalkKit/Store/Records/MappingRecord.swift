import GRDB

/// A row of `mapping`: a typed link from a guideline to a criterion, a guideline or (no relationship) a whole standard.
struct MappingRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "mapping"

    var id: Int64?
    var sourceID: String
    var targetID: String
    var sourceStandardID: String
    var targetStandardID: String
    var targetKind: Mapping.TargetKind
    var relationship: Mapping.Relationship
    var rationale: Mapping.Rationale
    var confidence: Mapping.Confidence
    var method: Mapping.Method
    var remarks: String
    var supersedes: Bool
    var file: String
    var line: Int

    enum CodingKeys: String, CodingKey {
        case id
        case sourceID = "source_id"
        case targetID = "target_id"
        case sourceStandardID = "source_standard_id"
        case targetStandardID = "target_standard_id"
        case targetKind = "target_kind"
        case relationship
        case rationale
        case confidence
        case method
        case remarks
        case supersedes
        case file
        case line
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let sourceID = Column(CodingKeys.sourceID)
        static let targetID = Column(CodingKeys.targetID)
        static let sourceStandardID = Column(CodingKeys.sourceStandardID)
        static let targetStandardID = Column(CodingKeys.targetStandardID)
        static let targetKind = Column(CodingKeys.targetKind)
        static let relationship = Column(CodingKeys.relationship)
        static let rationale = Column(CodingKeys.rationale)
        static let confidence = Column(CodingKeys.confidence)
        static let method = Column(CodingKeys.method)
        static let remarks = Column(CodingKeys.remarks)
        static let supersedes = Column(CodingKeys.supersedes)
        static let file = Column(CodingKeys.file)
        static let line = Column(CodingKeys.line)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
