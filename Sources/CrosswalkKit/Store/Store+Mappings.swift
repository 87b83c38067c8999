import GRDB

extension Store {
    /// Every mapping, in the order the mapping files gave them.
    public func mappings() throws -> [Mapping] {
        try read("read mappings") { db in
            try MappingRecord.order(MappingRecord.Columns.id).fetchAll(db).map(Self.mapping)
        }
    }

    /// The mappings from or to any of `ids` (guidelines or criteria), in file order; by index,
    /// so one guideline's costs what it has, not what the store has.
    public func mappings(touching ids: Set<String>) throws -> [Mapping] {
        guard !ids.isEmpty else { return [] }
        return try read("read mappings") { db in
            var records: [Int64: MappingRecord] = [:]
            for chunk in Self.parameterChunks(ids) {
                let request = MappingRecord.filter(
                    chunk.contains(MappingRecord.Columns.sourceID) || chunk.contains(MappingRecord.Columns.targetID))
                for record in try request.fetchAll(db) { records[record.id ?? 0] = record }
            }
            return records.keys.sorted().compactMap { records[$0].map(Self.mapping) }
        }
    }

    private static func mapping(_ record: MappingRecord) -> Mapping {
        Mapping(
            source: record.sourceID, target: record.targetID, relationship: record.relationship, rationale: record.rationale,
            confidence: record.confidence, method: record.method, remarks: record.remarks, supersedes: record.supersedes,
            path: record.file, line: record.line)
    }
}
