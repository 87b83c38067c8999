#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// HTML that cmark rendered, cut at its code blocks so a template can frame each block (a
/// language label, a scrolling box, a copy button: `code.mustache`) while the prose between
/// them is output as it is. Each code block is highlighted at build time (``CodeHighlighter``).
/// `{{#segments}}{{#code}}{{>code}}{{/code}}{{^code}}{{{prose}}}{{/code}}{{/segments}}`. A name a
/// value lacks answers `false`, not nil, so that Mustache does not look it up in the page around.
package struct RichHTML: TemplateValue {
    package struct Segment: TemplateValue {
        package var html: String?
        package var code: CodeBlock?

        package enum Key: String, TemplateKey {
            case prose, code

            package var holds: TemplateShape {
                switch self {
                case .code: .value(CodeBlock.self)
                default: .text
                }
            }
        }

        package func value(_ key: Key) -> TemplateData? {
            switch key {
            case .prose: TemplateData(html) ?? .flag(false)
            case .code: TemplateData(code) ?? .flag(false)
            }
        }
    }

    package struct CodeBlock: TemplateValue {
        /// The fence's language (`swift`), empty when it named none.
        package var language: String
        package var html: String
        /// Unique on its page: the label's and the button's ids start with it.
        package var id: String

        /// The partial that names the block's language (`{{>*languagePartial}}`): one per
        /// language the highlighter knows (``CodeHighlighter/languages``), else
        /// `code-language.mustache`, which shows the fence's word or "Code".
        static func languagePartial(_ language: String) -> String {
            CodeHighlighter.languages.contains(language) ? "code-language-" + language : "code-language"
        }

        package enum Key: String, TemplateKey {
            case id, language, languagePartial, html

            package var holds: TemplateShape {
                switch self {
                case .languagePartial:
                    .partial(CodeHighlighter.languages.sorted().map(CodeBlock.languagePartial) + [CodeBlock.languagePartial("")])
                default: .text
                }
            }
        }

        package func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(id)
            case .language: language.isEmpty ? .flag(false) : .text(language)
            case .languagePartial: TemplateData(Self.languagePartial(language))
            case .html: .text(html)
            }
        }
    }

    var segments: [Segment]

    /// `id`: unique on the page; each code block's id is it and the block's number.
    init(_ html: String, id: String) {
        segments = Self.split(html, id: id)
    }

    package enum Key: String, TemplateKey {
        case segments

        package var holds: TemplateShape {
            switch self {
            case .segments: .list(.value(Segment.self))
            }
        }
    }

    package func value(_ key: Key) -> TemplateData? { TemplateData(segments) }

    static let open = Array("<pre><code".utf8), close = Array("</code></pre>".utf8)

    /// Scans the UTF-8 bytes (Foundation's string search, bridged, was a tenth of the site
    /// build): prose is copied as it is, code unescaped and highlighted.
    package static func split(_ html: String, id: String) -> [Segment] {
        let bytes = Array(html.utf8)
        guard let first = find(open, in: bytes, from: 0) else { return [Segment(html: html)] }
        var segments: [Segment] = []
        var position = 0
        var start: Int? = first
        while let blockStart = start {
            guard let tagEnd = bytes[(blockStart + open.count)...].firstIndex(of: UInt8(ascii: ">")),
                let end = find(close, in: bytes, from: tagEnd)
            else { break }
            if blockStart > position { segments.append(Segment(html: String(decoding: bytes[position..<blockStart], as: UTF8.self))) }
            let language = Self.language(Array(bytes[(blockStart + open.count)..<tagEnd]))
            let code = unescapedBytes(bytes[(tagEnd + 1)..<end])
            segments.append(
                Segment(
                    code: CodeBlock(
                        language: language, html: CodeHighlighter.highlight(bytes: code, language: language),
                        id: "code-\(id)-\(segments.count { $0.code != nil } + 1)")))
            position = end + close.count
            start = find(open, in: bytes, from: position)
        }
        if position < bytes.count { segments.append(Segment(html: String(decoding: bytes[position...], as: UTF8.self))) }
        return segments
    }

    static let languageClass = Array(#"class="language-"#.utf8)

    /// The fence's language from the attributes of cmark's `<pre><code…>`; searched in the bytes
    /// when they are ASCII (where a character is a byte; the string search was 2% of a site).
    static func language(_ attributes: [UInt8]) -> String {
        guard attributes.allSatisfy({ $0 < 0x80 }) else {
            let text = String(decoding: attributes, as: UTF8.self)
            guard let classStart = text.firstRange(of: #"class="language-"#) else { return "" }
            return String(text[classStart.upperBound...].prefix { $0 != "\"" })
        }
        guard let classStart = find(languageClass, in: attributes, from: 0) else { return "" }
        return String(decoding: attributes[(classStart + languageClass.count)...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
    }

    /// The index of the first `needle` in `bytes` at or after `from`: `memchr` to each of the
    /// needle's first byte, `memcmp` for the rest (the generic slice search was 1,300
    /// instructions a call; Glibc's module does not declare `memmem`).
    package static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, from >= 0, needle.count <= bytes.count - from else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                let base = haystack.baseAddress!
                let last = haystack.count - needle.count
                var index = from
                while index <= last, let found = memchr(base + index, Int32(needle[0]), last - index + 1) {
                    let candidate = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, needle.baseAddress!, needle.count) == 0 { return candidate }
                    index = candidate + 1
                }
                return nil
            }
        }
    }

    /// cmark's escaping of code text undone: `&amp;`, `&lt;`, `&gt;`, `&quot;` (and `&#39;`).
    package static func unescape(_ text: Substring) -> String {
        unescape(Array(text.utf8)[...])
    }

    static func unescape(_ text: ArraySlice<UInt8>) -> String {
        guard text.contains(UInt8(ascii: "&")) else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: unescapedBytes(text), as: UTF8.self)
    }

    /// ``unescape(_:)``'s bytes: the text between entities is copied a run at a time, each
    /// `&` found by `memchr` (the generic search of the slice was most of the cost).
    static func unescapedBytes(_ text: ArraySlice<UInt8>) -> [UInt8] {
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return [] }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "&")), bytes.count - offset) {
                let ampersand = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<ampersand]))
                if let entity = entity(at: text.startIndex + ampersand, in: text) {
                    output.append(entity.byte)
                    offset = ampersand + entity.length
                } else {
                    output.append(UInt8(ascii: "&"))
                    offset = ampersand + 1
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset...]))
            return output
        }
    }

    /// The character the entity at `ampersand` stands for (one of the five cmark writes in
    /// code), and the entity's length.
    private static func entity(at ampersand: Int, in text: ArraySlice<UInt8>) -> (byte: UInt8, length: Int)? {
        func matches(_ letters: StaticString) -> Bool {
            let count = letters.utf8CodeUnitCount
            guard text.endIndex - ampersand > count else { return false }
            return letters.withUTF8Buffer { letters in
                var offset = 0
                while offset < count, text[ampersand + 1 + offset] == letters[offset] { offset += 1 }
                return offset == count
            }
        }
        switch ampersand + 1 < text.endIndex ? text[ampersand + 1] : 0 {
        case UInt8(ascii: "a"): return matches("amp;") ? (38, 5) : nil
        case UInt8(ascii: "l"): return matches("lt;") ? (60, 4) : nil
        case UInt8(ascii: "g"): return matches("gt;") ? (62, 4) : nil
        case UInt8(ascii: "q"): return matches("quot;") ? (34, 6) : nil
        case UInt8(ascii: "#"): return matches("#39;") ? (39, 5) : nil
        default: return nil
        }
    }
}
