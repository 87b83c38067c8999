/// An entry of a controlled list: a topic or a user group.
public struct VocabularyEntry: Sendable, Equatable, Identifiable, Codable {
    public var id: String
    public var title: String
    public var description: String
    public init(id: String, title: String, description: String) {
        self.id = id
        self.title = title
        self.description = description
    }
}

/// A glossary term (BBC 2013 Appendix B), in our own words.
public struct GlossaryTerm: Sendable, Equatable, Identifiable, Codable {
    public var id: String
    public var term: String
    public var definition: String
    /// The standard whose definitions the entry follows.
    public var source: String
    public init(id: String, term: String, definition: String, source: String) {
        self.id = id
        self.term = term
        self.definition = definition
        self.source = source
    }
}

/// The language tables search uses, kept as data in `Content/search/`.
public struct SearchVocabulary: Sendable, Equatable {
    /// The three tables.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case spelling, synonym, expansion
    }

    /// British/American pairs: [british, american].
    public var spellings: [[String]]
    /// Groups of terms treated as one.
    public var synonyms: [[String]]
    /// One-way expansions: the first word of each list also finds the others.
    public var expansions: [[String]]
    public init(spellings: [[String]] = [], synonyms: [[String]] = [], expansions: [[String]] = []) {
        self.spellings = spellings
        self.synonyms = synonyms
        self.expansions = expansions
    }
}
