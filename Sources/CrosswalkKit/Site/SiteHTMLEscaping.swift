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
            guard let first = bytes.firstIndex(where: Self.needsEscape) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + bytes.count / 8 + 8)
            escaped.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
                default: escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
        return escaped ?? text
    }

    @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
