/// A page of a standard that is not a guideline: a note (the CIS-India BHIM case study) or
/// the set-up a tester needs (Section 508's screen-reader set-up).
public struct StandardPage: Sendable, Equatable, Identifiable {
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case note
        case testingSetup = "testing-setup"
    }

    public var id: String { "\(standardID)/pages/\(slug)" }
    public var standardID: String
    public var slug: String
    public var title: String
    public var kind: Kind
    public var body: MarkdownText
    public var path: String

    public init(standardID: String, slug: String, title: String, kind: Kind, body: MarkdownText, path: String) {
        self.standardID = standardID
        self.slug = slug
        self.title = title
        self.kind = kind
        self.body = body
        self.path = path
    }
}
