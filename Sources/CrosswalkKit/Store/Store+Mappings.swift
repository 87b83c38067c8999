import GRDB

extension Store {
    /// Every mapping, in the order the mapping files gave them.
    public func mappings() throws -> [Mapping] {
        try read("read mappings") { db in try Self.mappings(db, where: "", []) }
    }

    /// The mappings from or to any of `ids` (guidelines or criteria), in file order; by index,
    /// so one guideline's costs what it has, not what the store has.
    public func mappings(touching ids: Set<String>) throws -> [Mapping] {
        guard !ids.isEmpty else { return [] }
        return try read("read mappings") { db in
            var found: [Int64: Mapping] = [:]
            for chunk in Self.parameterChunks(ids) {
                let list = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                for (id, mapping) in try Self.numberedMappings(
                    db, where: "WHERE source_id IN (\(list)) OR target_id IN (\(list))", StatementArguments(chunk + chunk))
                {
                    found[id] = mapping
                }
            }
            return found.keys.sorted().compactMap { found[$0] }
        }
    }

    /// The mappings from or to a guideline of any of `standards`, in file order.
    public func mappings(ofStandards standards: [String]) throws -> [Mapping] {
        let list = Array(repeating: "?", count: standards.count).joined(separator: ", ")
        return try read("read mappings") { db in
            try Self.mappings(
                db, where: "WHERE source_standard_id IN (\(list)) OR target_standard_id IN (\(list))",
                StatementArguments(standards + standards))
        }
    }

    private static func mappings(_ db: Database, where filter: String, _ arguments: StatementArguments) throws -> [Mapping] {
        try numberedMappings(db, where: filter, arguments).map(\.mapping)
    }

    /// Mappings with their row ids, in file order. Read by column position from a cursor, not
    /// decoded by name nor each row copied first: a comparison of two large standards reads
    /// tens of thousands.
    private static func numberedMappings(_ db: Database, where filter: String, _ arguments: StatementArguments) throws -> [(
        id: Int64, mapping: Mapping
    )] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, source_id, target_id, relationship, rationale, confidence, method, remarks, supersedes, file, line
                FROM mapping \(filter) ORDER BY id
                """, arguments: arguments)
        var result: [(id: Int64, mapping: Mapping)] = []
        while let row = try rows.next() {
            result.append(
                (
                    row[0],
                    Mapping(
                        source: row[1], target: row[2], relationship: row[3], rationale: row[4], confidence: row[5], method: row[6],
                        remarks: row[7], supersedes: row[8], path: row[9], line: row[10])
                ))
        }
        return result
    }
}
