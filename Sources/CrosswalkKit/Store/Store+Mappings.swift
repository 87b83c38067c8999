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

    /// The mappings from or to a guideline of any of `standards`, in file order. Their row ids
    /// are gathered from the two indexes first, so that the rows are then read in id order:
    /// `OR` walked each index in turn and left the rows to sort (at 20,000 guidelines, 17,175
    /// of them when comparing two standards; `sqlite3` alone took 45 ms that way, 35 ms this).
    public func mappings(ofStandards standards: [String]) throws -> [Mapping] {
        let list = Array(repeating: "?", count: standards.count).joined(separator: ", ")
        return try read("read mappings") { db in
            try Self.mappings(
                db,
                where: """
                    WHERE id IN (SELECT id FROM mapping WHERE source_standard_id IN (\(list))
                        UNION ALL SELECT id FROM mapping WHERE target_standard_id IN (\(list)))
                    """, StatementArguments(standards + standards))
        }
    }

    /// The mappings `filter` selects, in file order. `filter` keeps SQLite's walk in row id
    /// order (the whole table, or an `id IN` list), so `ORDER BY id` sorts nothing and the
    /// rows are kept as they come, not copied into order.
    private static func mappings(_ db: Database, where filter: String, _ arguments: StatementArguments) throws -> [Mapping] {
        var result: [Mapping] = []
        try forEachRow(db, where: "\(filter) ORDER BY id", arguments) { result.append($0.mapping) }
        return result
    }

    /// Mappings with their row ids, put in file order here, in place, for a filter whose rows
    /// SQLite does not give in that order: its `ORDER BY id` sorted every row whole (remarks
    /// and all), and each copy of a large array is memory touched for the first time.
    private static func numberedMappings(_ db: Database, where filter: String, _ arguments: StatementArguments) throws
        -> [MappingRow]
    {
        var result: [MappingRow] = []
        try forEachRow(db, where: filter, arguments) { result.append($0) }
        result.sort { $0.id < $1.id }
        return result
    }

    /// Each row `filter` selects, in the order SQLite gives them: read from a cursor, each
    /// row's columns by the positions their names were found at.
    private static func forEachRow(
        _ db: Database, where filter: String, _ arguments: StatementArguments, _ body: (MappingRow) -> Void
    ) throws {
        let statement = try db.makeStatement(
            sql: """
                SELECT id, source_id, target_id, relationship, rationale, confidence, method, remarks, supersedes, file, line
                FROM mapping \(filter)
                """)
        let columns = try MappingRow.Columns(statement)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var path: String?
        while try rows.next() != nil {
            guard let row = MappingRow(statement.sqliteStatement, columns, previousPath: path) else {
                // Read's caller names the store and the step.
                throw DatabaseError(message: "a mapping holds a value no relationship, rationale, confidence or method has")
            }
            path = row.mapping.path
            body(row)
        }
    }
}
