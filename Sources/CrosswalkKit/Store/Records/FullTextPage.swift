/// What a full-text match found (``Store/fullTextSearch(_:)``).
struct FullTextPage: Sendable {
    /// The field a hit's snippet comes from, and the snippet as FTS5 marks it (\u{2} and
    /// \u{3} around each matched word).
    struct MatchedField: Sendable {
        var field: SearchField
        var text: String
    }

    /// Matches before the limit.
    var total: Int
    var hits: [FullTextHit]
    /// By ``FullTextHit/rowID``.
    var snippets: [Int64: MatchedField]
}
