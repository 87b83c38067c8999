import GRDB

/// A guideline's indexed text, one string per ``SearchField`` in column order, with what the
/// site's search index shows and sorts it by (``Store/readSearchDocuments(_:_:)``).
struct SearchDocumentRow: Sendable, FetchableRecord {
    var guidelineID: String
    var standardID: String
    var number: String
    var title: String
    var level: RequirementLevel
    var summaryText: String
    /// What a match's score is multiplied by (1 but for a regulation's clauses).
    var prior: Double
    /// In `SearchField.allCases` order; empty for a field without text.
    var fields: [String]

    init(row: Row) {
        guidelineID = row["guideline_id"]
        standardID = row["standard_id"]
        number = row["number"]
        title = row["g_title"]
        level = row["level"]
        summaryText = row["summary_text"]
        prior = row["prior"]
        fields = SearchField.allCases.map { row[$0.rawValue] ?? "" }
    }
}
