/// A field of the check catalogue (a description, a threshold, what a check cannot see): one
/// paragraph of Markdown, `code` for identifiers, rendered by cmark in safe mode and given
/// without its `<p>` so it sits in a sentence; for `{{{ }}}`.
enum InlineMarkdown {
    static func html(_ markdown: String) -> TemplateData {
        var html = CMark.renderHTML(markdown).trimmingCharacters(in: .whitespacesAndNewlines)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.components(separatedBy: "<p>").count == 2 {
            html = String(html.dropFirst("<p>".count).dropLast("</p>".count))
        }
        return .text(html)
    }

    /// The words alone, for a page's `<meta name="description">`.
    static func plain(_ markdown: String) -> TemplateData { .text(markdown.replacingOccurrences(of: "`", with: "")) }
}
