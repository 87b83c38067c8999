/// How to test a guideline: numbered steps and the checks that hold when it is met.
public struct TestProcedure: Sendable, Equatable {
    /// The two lists of a procedure: the steps (`### Procedure`) and what holds when the
    /// guideline is met (`### Expected result`).
    public enum Part: String, CaseIterable, Codable, Sendable {
        case procedure, expected
    }

    /// Written by Crosswalk's editors because the source gives no test.
    public var isEditorial: Bool
    public var steps: [MarkdownText]
    public var expected: [MarkdownText]
    /// The whole section as authored.
    public var body: MarkdownText
    /// How tools test part of the guideline (`### Automated test (editorial)`), if written.
    public var automated: AutomatedTest?

    /// No procedure: a regulation's clause that applies a WCAG criterion (the criterion's test
    /// is its test) or that is not applied to apps.
    public static let none = TestProcedure(isEditorial: false, steps: [], expected: [], body: .empty)
    public var isEmpty: Bool { steps.isEmpty && expected.isEmpty }

    public init(
        isEditorial: Bool, steps: [MarkdownText], expected: [MarkdownText], body: MarkdownText, automated: AutomatedTest? = nil
    ) {
        self.isEditorial = isEditorial
        self.steps = steps
        self.expected = expected
        self.body = body
        self.automated = automated
    }
}
