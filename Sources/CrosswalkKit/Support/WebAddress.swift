/// The one rule for any address that becomes an `href` or `src` on the site, wherever it
/// comes from (a `standard.yaml`, the WCAG catalogue, `--base-url`): an `http` or `https` URL
/// with a plain host, or a path from the site's root. Nothing else: no `javascript:` or
/// `data:`, no protocol-relative `//host` (a path that loads from another host), no user
/// name before the host (`https://good.example@evil.example/`), and no character that could
/// end the attribute or be read as another separator (spaces, quotes, `<`, `>`, `\`,
/// control characters).
public enum WebAddress {
    /// Whether `text` is an absolute `http://` or `https://` URL by that rule.
    public static func isHTTP(_ text: String) -> Bool {
        guard let (origin, rest) = split(text) else { return false }
        return !origin.isEmpty && hasSafeCharacters(rest)
    }

    /// `text` as origin (`https://host[:port]`, empty for a path) and the rest; nil when it
    /// has a scheme other than http(s), or a host that is not a plain host name.
    public static func split(_ text: String) -> (origin: String, rest: Substring)? {
        guard let schemeEnd = text.range(of: "://") else {
            // A path: no scheme before the first '/' (javascript:, data:, mailto:).
            let head = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return head.contains(":") ? nil : ("", Substring(text))
        }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let afterScheme = text[schemeEnd.upperBound...]
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard isHost(authority) else { return nil }
        return (String(text[..<schemeEnd.upperBound]) + authority, afterScheme.dropFirst(authority.count))
    }

    /// `host` or `host:port`: letters, digits, '-' and '.', or a bracketed IPv6 address.
    static func isHost(_ authority: Substring) -> Bool {
        let host: Substring
        let port: Substring?
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return false }
            port = after.isEmpty ? nil : after.dropFirst()
            guard host.count > 2, host.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return false
            }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count > 1 ? parts[1] : nil
            guard !host.isEmpty, !host.hasPrefix("."), !host.hasPrefix("-"),
                host.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." })
            else { return false }
        }
        if let port {
            return !port.isEmpty && port.count <= 5 && port.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return true
    }

    /// No character that ends an attribute, separates a URL differently in a browser, or is
    /// invisible.
    static func hasSafeCharacters(_ text: Substring) -> Bool {
        !text.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || MessageText.needsEscape(scalar) || "\"'<>\\`".unicodeScalars.contains(scalar)
        }
    }
}
