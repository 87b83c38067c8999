import Foundation

/// HTML that cmark rendered, cut at its code blocks so a template can frame each block (a
/// language label, a scrolling box, a copy button: `code.mustache`) while the prose between
/// them is output as it is. Each code block is highlighted at build time (``CodeHighlighter``).
/// `{{#segments}}{{#code}}{{>code}}{{/code}}{{^code}}{{{prose}}}{{/code}}{{/segments}}`. A name a
/// value lacks answers `false`, not nil, so that Mustache does not look it up in the page around.
struct RichHTML: TemplateValue {
    struct Segment: TemplateValue {
        var html: String?
        var code: CodeBlock?

        func child(named name: String) -> Any? {
            switch name {
            case "prose": html.map(Text.init) ?? false
            case "code": code ?? false
            default: nil
            }
        }
    }

    struct CodeBlock: TemplateValue {
        /// The fence's language (`swift`), empty when it named none.
        var language: String
        var html: String

        func child(named name: String) -> Any? {
            switch name {
            case "language": language.isEmpty ? false : Text(language)
            case "lang": Language(id: language)
            case "html": Text(html)
            default: nil
            }
        }
    }

    /// `{{#lang.swift}}`: true for the block's language only; `lang.known` for a language the
    /// highlighter knows (``CodeHighlighter/languages``), each of which `code-language.mustache` names.
    struct Language: TemplateValue {
        var id: String

        func child(named name: String) -> Any? {
            name == "known" ? CodeHighlighter.languages.contains(id) : id == name
        }
    }

    var segments: [Segment]

    init(_ html: String) {
        segments = Self.split(html)
    }

    func child(named name: String) -> Any? { name == "segments" ? segments : nil }

    static let open = "<pre><code", close = "</code></pre>"

    static func split(_ html: String) -> [Segment] {
        guard html.contains(open) else { return [Segment(html: html)] }
        var segments: [Segment] = []
        var rest = html[...]
        while let start = rest.range(of: open) {
            guard let tagEnd = rest[start.upperBound...].firstIndex(of: ">"),
                let end = rest[tagEnd...].range(of: close)
            else { break }
            if start.lowerBound > rest.startIndex { segments.append(Segment(html: String(rest[..<start.lowerBound]))) }
            let attributes = rest[start.upperBound..<tagEnd]
            var language = ""
            if let classStart = attributes.range(of: #"class="language-"#) {
                language = String(attributes[classStart.upperBound...].prefix { $0 != "\"" })
            }
            let code = unescape(rest[rest.index(after: tagEnd)..<end.lowerBound])
            segments.append(Segment(code: CodeBlock(language: language, html: CodeHighlighter.highlight(code, language: language))))
            rest = rest[end.upperBound...]
        }
        if !rest.isEmpty { segments.append(Segment(html: String(rest))) }
        return segments
    }

    /// cmark's escaping of code text undone: `&amp;`, `&lt;`, `&gt;`, `&quot;`.
    static func unescape(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
