/// A piece of authored Markdown with its rendering: the source (for export and editing),
/// the HTML cmark rendered (for the site), and the plain text (for search and the terminal).
public struct MarkdownText: Sendable, Equatable {
    public var markdown: String
    public var html: String
    public var text: String

    public init(markdown: String, html: String, text: String) {
        self.markdown = markdown
        self.html = html
        self.text = text
    }

    public static let empty = MarkdownText(markdown: "", html: "", text: "")
    public var isEmpty: Bool { markdown.isEmpty }
}
