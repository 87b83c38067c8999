import GRDB

extension Store {
    /// Every mapping, in the order the mapping files gave them.
    public func mappings() throws -> [Mapping] {
        try read("read mappings") { db in
            try MappingRecord.order(MappingRecord.Columns.id).fetchAll(db).map { record in
                Mapping(
                    source: record.sourceID, target: record.targetID, relationship: record.relationship, rationale: record.rationale,
                    confidence: record.confidence, method: record.method, remarks: record.remarks, supersedes: record.supersedes,
                    path: record.file, line: record.line)
            }
        }
    }
}
