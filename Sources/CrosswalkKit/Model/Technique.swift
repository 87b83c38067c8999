/// One technique of a guideline for one platform: the recommendation, or a pass or failure
/// example, with its code.
public struct Technique: Sendable, Equatable {
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case recommendation, pass, failure

        /// The `### ` heading that introduces the kind in a platform section.
        public var heading: String {
            switch self {
            case .recommendation: "Recommendation"
            case .pass: "Pass example"
            case .failure: "Failure example"
            }
        }
    }

    public var platform: Platform
    public var kind: Kind
    /// Written by Crosswalk's editors beyond the source (marked `(editorial)` in the heading).
    public var isEditorial: Bool
    /// The source's own advice, since superseded (marked `(legacy)`); the same platform section
    /// holds the editorial alternative.
    public var isLegacy: Bool
    /// The whole technique: prose and code.
    public var body: MarkdownText
    /// The prose alone, without code blocks (what search weighs as technique text).
    public var prose: String
    public var code: [CodeSample]

    public init(
        platform: Platform, kind: Kind, isEditorial: Bool, isLegacy: Bool = false, body: MarkdownText, prose: String, code: [CodeSample]
    ) {
        self.platform = platform
        self.kind = kind
        self.isEditorial = isEditorial
        self.isLegacy = isLegacy
        self.body = body
        self.prose = prose
        self.code = code
    }
}

/// A fenced code block inside a technique.
public struct CodeSample: Sendable, Equatable {
    /// The languages a fenced block may be tagged with.
    public static let languages: Set<String> = Set(CodeLanguage.allCases.map(\.rawValue))

    public var language: String
    public var code: String

    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }

    /// The platform the block's language belongs to (``CodeLanguage/platform``).
    public var platform: Platform? { CodeLanguage(rawValue: language)?.platform }
}
