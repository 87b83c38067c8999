import Mustache

/// How `{{ }}` escapes text in the site's templates: the same five characters as
/// swift-mustache's own HTML content type (`<`, `>`, `&`, `"`, `'`), found by scanning UTF-8
/// bytes. swift-mustache looks every `Character` up in a dictionary, which was a sixth of
/// the site build's instructions; most values have nothing to escape and come back as they
/// are. Every template is given this content type by ``SiteTemplates``.
struct SiteHTMLEscaping: MustacheContentType {
    static let name = "CROSSWALK_HTML"

    func escapeText(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: { Self.replacement(for: $0) != nil }) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + bytes.count / 8 + 8)
            escaped.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                if let replacement = Self.replacement(for: byte) {
                    escaped.append(contentsOf: replacement.utf8)
                } else {
                    escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// `text` escaped onto the end of `output`: what ``escapeText(_:)`` returns, as bytes.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() {
                guard let replacement = replacement(for: byte) else { continue }
                output.append(contentsOf: bytes[start..<index])
                output.append(contentsOf: replacement.utf8)
                start = index + 1
            }
            output.append(contentsOf: bytes[start...])
        }
    }

    /// The entity that stands for `byte`, or nil when it stays as it is.
    @inline(__always) static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
