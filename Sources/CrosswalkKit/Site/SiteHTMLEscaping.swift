import Mustache

/// How `{{ }}` escapes text in the site's templates: the same five characters as
/// swift-mustache's own HTML content type (`<`, `>`, `&`, `"`, `'`), found by scanning UTF-8
/// bytes. swift-mustache looks every `Character` up in a dictionary, which was a sixth of
/// the site build's instructions; most values have nothing to escape and come back as they
/// are. Every template is given this content type by ``SiteTemplates``.
package struct SiteHTMLEscaping: MustacheContentType {
    package init() {
    }

    package static let name = "CROSSWALK_HTML"

    package func escapeText(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            // Most values have nothing to escape and come back as they are, uncopied.
            guard let first = bytes.firstIndex(where: { Self.replacement(for: $0) != nil }) else { return nil }
            var escaped = OutputBytes(capacity: bytes.count + bytes.count / 8 + 8)
            escaped.append(UnsafeBufferPointer(rebasing: bytes[..<first]))
            Self.append(bytes: UnsafeBufferPointer(rebasing: bytes[first...]), to: &escaped)
            return escaped.withBytes { String(decoding: $0, as: UTF8.self) }
        }
        return escaped ?? text
    }

    /// `text` escaped onto the end of `output`: what ``escapeText(_:)`` returns, as bytes.
    static func append(_ text: String, to output: inout OutputBytes) {
        var text = text
        text.withUTF8 { append(bytes: $0, to: &output) }
    }

    /// UTF-8 `bytes` escaped onto the end of `output`, the text between entities copied a run
    /// at a time (a page's values, and the code ``CodeHighlighter`` wraps in spans).
    static func append(bytes: UnsafeBufferPointer<UInt8>, to output: inout OutputBytes) {
        var start = 0
        for index in bytes.indices {
            guard let replacement = replacement(for: bytes[index]) else { continue }
            output.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(replacement)
            start = index + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The entity that stands for `byte`, as bytes made once, or nil when it stays as it is
    /// (every byte above `>`, letters among them, at one comparison).
    @inline(__always) static func replacement(for byte: UInt8) -> [UInt8]? {
        guard byte <= UInt8(ascii: ">") else { return nil }
        return switch byte {
        case UInt8(ascii: "<"): Entities.less
        case UInt8(ascii: ">"): Entities.greater
        case UInt8(ascii: "&"): Entities.ampersand
        case UInt8(ascii: "\""): Entities.quote
        case UInt8(ascii: "'"): Entities.apostrophe
        default: nil
        }
    }

    private enum Entities {
        static let less = Array("&lt;".utf8), greater = Array("&gt;".utf8), ampersand = Array("&amp;".utf8)
        static let quote = Array("&quot;".utf8), apostrophe = Array("&#39;".utf8)
    }
}
