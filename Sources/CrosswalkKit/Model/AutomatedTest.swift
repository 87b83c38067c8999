/// How a tool tests part of a guideline (`### Automated test (editorial)` in `## Testing`):
/// which automated checks cover it, a test per platform, and what a person must still check.
/// Always Crosswalk's own words and code.
public struct AutomatedTest: Sendable, Equatable {
    /// The words that open the last paragraph, which says what no tool sees.
    public static let personChecksLead = "A person still checks:"

    /// The prose before, between and after the code, without the closing paragraph.
    public var prose: MarkdownText
    /// One test per platform, in the order written; each block's language gives its platform.
    public var code: [CodeSample]
    /// The closing paragraph, which starts with ``personChecksLead``; empty when missing.
    public var personChecks: MarkdownText
    /// The whole subsection as authored, below its heading.
    public var body: MarkdownText

    public init(prose: MarkdownText, code: [CodeSample], personChecks: MarkdownText, body: MarkdownText) {
        self.prose = prose
        self.code = code
        self.personChecks = personChecks
        self.body = body
    }
}
