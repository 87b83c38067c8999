/// A field of the check catalogue (a description, a threshold, what a check cannot see): one
/// paragraph of Markdown, `code` for identifiers, rendered by cmark in safe mode and given
/// without its `<p>` so it sits in a sentence; for `{{{ }}}`.
enum InlineMarkdown {
    static func html(_ markdown: String) -> TemplateData { .text(unwrapped(markdown)) }

    /// cmark's HTML of `markdown`, without its `<p>` when it is one paragraph (the usual case:
    /// its text is what the template frames). Not Foundation's trimming and
    /// `components(separatedBy:)`, which were 130,000 instructions a call on Linux and a fifth
    /// of the real site (bench/README.md); cmark's HTML starts with a tag and ends with a newline.
    static func unwrapped(_ markdown: String) -> String {
        let html = CMark.renderHTML(markdown).trimmingWhitespace()
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), RichHTML.find(paragraph, in: Array(html.utf8), from: 3) == nil {
            return String(html.dropFirst(3).dropLast(4))
        }
        return html
    }

    private static let paragraph = Array("<p>".utf8)

    /// The words alone, for a page's `<meta name="description">`.
    static func plain(_ markdown: String) -> TemplateData { .text(markdown.replacingOccurrences(of: "`", with: "")) }
}
