/// A full-text match as the store runs it (``Store/fullTextSearch(_:)``): the FTS5 MATCH
/// expression ``SearchLanguage`` built, the filters, and how to rank and report it.
struct FullTextMatch: Sendable {
    var expression: String
    /// The synonym group of each phrase of `expression`, as the ranking function reads them.
    var groups: String
    /// For a partial match, the query unit of each phrase: a guideline ranks first by how
    /// many units it holds, and each hit says which (``FullTextHit/units``); nil otherwise.
    var phraseUnits: [Int]?
    /// Each column's ranking weight (1 when absent).
    var weights: [SearchField: Double]
    /// The fields a snippet is taken from, most important first.
    var snippetOrder: [SearchField]
    /// The expression has a prefix term: the snippets scan the match rather than look each
    /// rowid up (FTS5 would expand the prefix once per row).
    var hasPrefix: Bool
    /// Only the guidelines of these standards, platforms, topics and level.
    var filter: GuidelineFilter
    /// A criterion id: only guidelines mapped to it other than by `no-relationship`.
    var criterion: String?
    var limit: Int
}
