/// The full-text row of one guideline: its text by field, in the column order of
/// `guideline_search`. Field weights are applied at query time (``SearchField``).
public struct SearchDocument: Sendable, Equatable {
    public var guidelineID: String
    public var fields: [SearchField: String]
    /// Its distinct words, folded, each with the form a correction shows
    /// (``SearchWords/words(in:)``), made here on the thread that parsed the guideline.
    var words: SearchWords.DocumentWords

    /// `topics`: the topic vocabulary (`Content/topics.yaml`), for the titles of the
    /// guideline's topics.
    public init(_ guideline: Guideline, topics: [VocabularyEntry] = []) {
        guidelineID = guideline.id
        var fields: [SearchField: String] = [:]
        fields[.title] = guideline.title
        fields[.heading] = guideline.heading.flatMap { $0 == guideline.title ? nil : $0 }
        fields[.statement] = guideline.statement
        fields[.summary] = guideline.summary.text
        for platform in Platform.allCases {
            let techniques = guideline.techniques.filter { $0.platform == platform }
            fields[.technique(platform)] = techniques.map(\.prose).filter { !$0.isEmpty }.joined(separator: "\n\n")
            // The automated test's code is the platform's code, as a technique's is, so that a
            // platform filter leaves other platforms' tests out too.
            let tests = guideline.testing.automated?.code.filter { $0.platform == platform }.map(\.code) ?? []
            fields[.code(platform)] = (techniques.flatMap(\.code).map(\.code) + tests).joined(separator: "\n\n")
        }
        // Only the techniques' code gives identifier words: the test harness's names
        // (`performAccessibilityAudit`, `composeTestRule`) recur in nearly every test, and their
        // words would tell no guideline from another. The whole names still match in the code.
        let code = guideline.techniques.flatMap(\.code).map(\.code)
        let automated = guideline.testing.automated.map { [$0.prose.text, $0.personChecks.text] } ?? []
        fields[.testing] = ((guideline.testing.steps + guideline.testing.expected).map(\.text) + automated).filter { !$0.isEmpty }
            .joined(separator: "\n")
        fields[.notes] = guideline.notes.text
        // Identifiers come from code and from inline code in prose (`accessibilityLabel`).
        let identifierSources = code + guideline.techniques.map(\.prose) + [guideline.summary.text, guideline.statement]
        fields[.topics] = guideline.topics.compactMap { id in topics.first { $0.id == id }?.title }.joined(separator: "\n")
        fields[.identifiers] = IdentifierSplitter.compoundIdentifiers(in: identifierSources.joined(separator: "\n")).joined(separator: "\n")
        // A clause a regulation does not apply to apps is found by its number, title and
        // statement, but its explanation (why it is void, what closed functionality is) must
        // not outrank the guidance a searcher is after.
        if !guideline.isRequirement {
            for field in [SearchField.summary, .notes, .topics, .identifiers] { fields[field] = nil }
        }
        self.fields = fields
        words = SearchWords.words(in: SearchField.allCases.compactMap { fields[$0] })
    }
}
