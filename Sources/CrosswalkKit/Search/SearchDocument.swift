/// The full-text row of one guideline: its text by field, in the column order of
/// `guideline_search`. Field weights are applied at query time (``SearchField``).
public struct SearchDocument: Sendable, Equatable {
    public var guidelineID: String
    public var fields: [SearchField: String]
    /// Its distinct words, folded, each with the form a correction shows
    /// (``SearchWords/words(in:)``), made here on the thread that parsed the guideline.
    public var words: [String: String]

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

/// The searchable fields of a guideline, in `guideline_search` column order.
public enum SearchField: String, CaseIterable, Sendable, Codable {
    case title
    /// The source's own heading, where it differs from our title (Section 508's).
    case heading
    case statement, summary
    case ios, android, flutter
    case reactNative = "react_native"
    case html
    case iosCode = "ios_code"
    case androidCode = "android_code"
    case flutterCode = "flutter_code"
    case reactNativeCode = "react_native_code"
    case htmlCode = "html_code"
    case testing, notes
    /// Words of camel-case identifiers in code (`content description`); never shown.
    case identifiers
    /// The titles of the guideline's topics: curated words for what it is about.
    case topics
    /// The names of the automated checks that test the guideline, directly or through its
    /// criteria, each also split into words (`touch target size check`); filled in once the
    /// checks are loaded (``SearchIndexWriter/indexChecks()``). Not counted in a row's
    /// length: a guideline tested by thirty axe-core rules is not a longer text.
    case checks

    /// The FTS5 column of the checks (column 0 is the guideline id), left out of lengths.
    static let checksColumn = allCases.firstIndex(of: .checks)! + 1

    static func technique(_ platform: Platform) -> SearchField {
        switch platform {
        case .ios: .ios
        case .android: .android
        case .flutter: .flutter
        case .reactNative: .reactNative
        case .html: .html
        }
    }

    static func code(_ platform: Platform) -> SearchField {
        switch platform {
        case .ios: .iosCode
        case .android: .androidCode
        case .flutter: .flutterCode
        case .reactNative: .reactNativeCode
        case .html: .htmlCode
        }
    }

    /// The platform whose techniques or code the field holds.
    public var platform: Platform? {
        switch self {
        case .ios, .iosCode: .ios
        case .android, .androidCode: .android
        case .flutter, .flutterCode: .flutter
        case .reactNative, .reactNativeCode: .reactNative
        case .html, .htmlCode: .html
        default: nil
        }
    }

    public var isCode: Bool { Platform.allCases.contains { Self.code($0) == self } }
}
