/// How a tool tests part of a guideline (`### Automated test (editorial)` in `## Testing`):
/// which automated checks cover it, a test per platform, and what a person must still check.
/// Always Crosswalk's own words and code.
public struct AutomatedTest: Sendable, Equatable {
    /// One test: a fenced block whose language names its platform (``CodeLanguage/platform``).
    public struct Sample: Sendable, Equatable {
        public let language: CodeLanguage
        public let platform: Platform
        public let code: String

        /// Nil for a language that is no platform's (plain text).
        public init?(language: CodeLanguage, code: String) {
            guard let platform = language.platform else { return nil }
            self.language = language
            self.platform = platform
            self.code = code
        }
    }

    /// The words that open the last paragraph, which says what no tool sees.
    public static let personChecksLead = "A person still checks:"

    /// The prose before, between and after the code, without the closing paragraph.
    public var prose: MarkdownText
    /// The tests in the order written.
    public var code: [Sample]
    /// The closing paragraph, which starts with ``personChecksLead``; empty when missing.
    public var personChecks: MarkdownText

    public init(prose: MarkdownText, code: [Sample], personChecks: MarkdownText) {
        self.prose = prose
        self.code = code
        self.personChecks = personChecks
    }
}
