import GRDB

extension Store {
    /// The search language tables recorded at build time.
    public func searchLanguage() throws -> SearchLanguage {
        try read("read search tables") { db in
            let rows = try SearchTermRecord.order(SearchTermRecord.Columns.kind, SearchTermRecord.Columns.groupNumber, SearchTermRecord.Columns.position).fetchAll(db)
            func groups(_ kind: String) -> [[String]] {
                var result: [Int: [String]] = [:]
                for row in rows where row.kind == kind { result[row.groupNumber, default: []].append(row.term) }
                return result.keys.sorted().map { result[$0]! }
            }
            return SearchLanguage(spellings: groups("spelling"), synonyms: groups("synonym"), expansions: groups("expansion"))
        }
    }

    public func standardIDs() throws -> [String] {
        try read("list standards") { db in try String.fetchAll(db, sql: "SELECT id FROM standard ORDER BY position") }
    }

    public func topicIDs() throws -> [String] {
        try read("list topics") { db in try String.fetchAll(db, sql: "SELECT id FROM topic ORDER BY position") }
    }

    public func criterionNumbers() throws -> [String] {
        try read("list criteria") { db in try String.fetchAll(db, sql: "SELECT number FROM criterion ORDER BY position") }
    }

    /// Throws ``CrosswalkError/notFound(kind:name:suggestions:)`` for an unknown standard,
    /// topic or criterion, with the closest valid names.
    public func validate(_ filters: SearchFilters) throws {
        // Only what is filtered on is looked up: a plain search costs no extra query.
        if !filters.standards.isEmpty { try require(filters.standards, in: standardIDs(), kind: "standard") }
        if !filters.topics.isEmpty { try require(filters.topics, in: topicIDs(), kind: "topic") }
        if let criterion = filters.criterion { try require([criterion], in: criterionNumbers(), kind: "success criterion") }
        if filters.limit < 1 { throw CrosswalkError.invalidArgument(argument: "--limit \(filters.limit)", reason: "must be at least 1") }
    }

    func require(_ values: [String], in known: [String], kind: String) throws {
        for value in values where !known.contains(value) {
            let suggestions = Suggestions.closest(to: value, in: known, limit: 3)
            throw CrosswalkError.notFound(kind: kind, name: value, suggestions: suggestions.isEmpty ? Array(known.prefix(8)) : suggestions)
        }
    }
}
