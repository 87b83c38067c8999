/// The full-text row of one guideline: its text by field, in the column order of
/// `guideline_search`. Field weights are applied at query time (``SearchField``).
public struct SearchDocument: Sendable, Equatable {
    public var guidelineID: String
    public var fields: [SearchField: String]

    public init(_ guideline: Guideline) {
        guidelineID = guideline.id
        var fields: [SearchField: String] = [:]
        fields[.title] = [guideline.title, guideline.heading].compactMap { $0 }.joined(separator: "\n")
        fields[.statement] = guideline.statement
        fields[.summary] = guideline.summary.text
        for platform in Platform.allCases {
            let prose = guideline.techniques.filter { $0.platform == platform }.map(\.prose).filter { !$0.isEmpty }
            fields[SearchField(platform: platform)] = prose.joined(separator: "\n\n")
        }
        let code = guideline.techniques.flatMap(\.code).map(\.code)
        fields[.code] = code.joined(separator: "\n\n")
        fields[.testing] = (guideline.testing.steps + guideline.testing.expected).map(\.text).joined(separator: "\n")
        fields[.notes] = guideline.notes.text
        // Identifiers come from code and from inline code in prose (`accessibilityLabel`).
        let identifierSources = code + guideline.techniques.map(\.prose) + [guideline.summary.text, guideline.statement]
        fields[.identifiers] = IdentifierSplitter.compoundIdentifiers(in: identifierSources.joined(separator: "\n")).joined(separator: "\n")
        self.fields = fields
    }
}

/// The searchable fields of a guideline, in `guideline_search` column order.
public enum SearchField: String, CaseIterable, Sendable, Codable {
    case title, statement, summary, ios, android, html, code, testing, notes, identifiers

    init(platform: Platform) {
        switch platform {
        case .ios: self = .ios
        case .android: self = .android
        case .html: self = .html
        }
    }

    /// The platform whose technique text the field holds.
    public var platform: Platform? {
        switch self {
        case .ios: .ios
        case .android: .android
        case .html: .html
        default: nil
        }
    }
}
