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
                for row in try Self.numberedMappings(
                    db, where: "WHERE source_id IN (\(list)) OR target_id IN (\(list))", StatementArguments(chunk + chunk))
                {
                    found[row.id] = row.mapping
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

    /// Mappings with their row ids, in file order. Read from a cursor, each row's columns by
    /// the positions their names were found at, and put in order here, in place: SQLite's
    /// `ORDER BY id` sorted every row whole (remarks and all), a third of a comparison's read,
    /// and each copy of a large array is memory touched for the first time.
    private static func numberedMappings(_ db: Database, where filter: String, _ arguments: StatementArguments) throws
        -> [MappingRow]
    {
        let statement = try db.makeStatement(
            sql: """
                SELECT id, source_id, target_id, relationship, rationale, confidence, method, remarks, supersedes, file, line
                FROM mapping \(filter)
                """)
        let columns = try MappingRow.Columns(statement)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var result: [MappingRow] = []
        while try rows.next() != nil {
            guard let row = MappingRow(statement.sqliteStatement, columns, previousPath: result.last?.mapping.path) else {
                // Read's caller names the store and the step.
                throw DatabaseError(message: "a mapping holds a value no relationship, rationale, confidence or method has")
            }
            result.append(row)
        }
        result.sort { $0.id < $1.id }
        return result
    }
}
