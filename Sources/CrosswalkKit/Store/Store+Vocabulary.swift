import GRDB

extension Store {
    public func standardIDs() throws -> [String] {
        try read("list standards") { db in
            try StandardRecord.select(StandardRecord.Columns.id, as: String.self).order(StandardRecord.Columns.position).fetchAll(db)
        }
    }

    /// Each standard's short name by its id: what a comparison's text names them by, without
    /// the counts ``standards()`` works out over every guideline.
    public func standardNames() throws -> [String: String] {
        try read("list standards") { db in
            Dictionary(uniqueKeysWithValues: try StandardRecord.fetchAll(db).map { ($0.id, $0.shortName) })
        }
    }

    public func topicIDs() throws -> [String] {
        try read("list topics") { db in
            try TopicRecord.select(TopicRecord.Columns.id, as: String.self).order(TopicRecord.Columns.position).fetchAll(db)
        }
    }

    public func criterionNumbers() throws -> [String] {
        try read("list criteria") { db in
            try CriterionRecord.select(CriterionRecord.Columns.number, as: String.self).order(CriterionRecord.Columns.position).fetchAll(db)
        }
    }

    /// The topic vocabulary, in its own order.
    public func topics() throws -> [VocabularyEntry] {
        try read("read topics") { db in
            try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db).map {
                VocabularyEntry(id: $0.id, title: $0.title, description: $0.description)
            }
        }
    }

    /// The user groups, in their own order.
    public func userGroups() throws -> [VocabularyEntry] {
        try read("read user groups") { db in
            try UserGroupRecord.order(UserGroupRecord.Columns.position).fetchAll(db).map {
                VocabularyEntry(id: $0.id, title: $0.title, description: $0.description)
            }
        }
    }

    /// The glossary, in its own order.
    public func glossary() throws -> [GlossaryTerm] {
        try read("read glossary") { db in
            try GlossaryTermRecord.order(GlossaryTermRecord.Columns.position).fetchAll(db).map {
                GlossaryTerm(id: $0.id, term: $0.term, definition: $0.definition, source: $0.sourceStandardID)
            }
        }
    }

    /// The pages of every standard, by standard and slug.
    public func pages() throws -> [StandardPage] {
        try read("read pages") { db in
            try PageRecord.order(PageRecord.Columns.standardID, PageRecord.Columns.slug).fetchAll(db).map {
                StandardPage(
                    standardID: $0.standardID, slug: $0.slug, title: $0.title, kind: $0.kind,
                    body: MarkdownText(markdown: $0.markdown, html: $0.html, text: $0.text), path: $0.path)
            }
        }
    }

    /// The tables of `Content/search/`, as written.
    public func searchVocabulary() throws -> SearchVocabulary {
        try read("read search tables") { db in
            let rows =
                try SearchTermRecord
                .order(SearchTermRecord.Columns.kind, SearchTermRecord.Columns.groupNumber, SearchTermRecord.Columns.position)
                .fetchAll(db)
            func groups(_ kind: SearchVocabulary.Kind) -> [[String]] {
                var result: [Int: [String]] = [:]
                for row in rows where row.kind == kind { result[row.groupNumber, default: []].append(row.term) }
                return result.keys.sorted().map { result[$0]! }
            }
            return SearchVocabulary(spellings: groups(.spelling), synonyms: groups(.synonym), expansions: groups(.expansion))
        }
    }

    /// Throws ``CrosswalkError/notFound(kind:name:suggestions:)`` for the first of `values`
    /// not in `known`, with the closest known names.
    public func require(_ values: [String], in known: [String], kind: String) throws {
        for value in values where !known.contains(value) {
            let suggestions = Suggestions.closest(to: value, in: known, limit: 3)
            throw CrosswalkError.notFound(kind: kind, name: value, suggestions: suggestions.isEmpty ? Array(known.prefix(8)) : suggestions)
        }
    }
}
