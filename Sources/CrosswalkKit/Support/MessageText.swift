/// Text from content, file names or the command line as a message or a text listing shows it:
/// control characters escaped, so a value cannot print a line of its own or drive the
/// terminal, and long values cut, so a 5 MB value is not a 5 MB line.
public enum MessageText {
    /// How many characters of a value a message quotes.
    public static let quoteLimit = 80

    /// `value` escaped, and cut to `limit` characters with how long it was.
    public static func quoted(_ value: some StringProtocol, limit: Int = quoteLimit) -> String {
        var shown = String.UnicodeScalarView()
        var count = 0
        for scalar in value.unicodeScalars {
            if count < limit { shown.append(scalar) }
            count += 1
        }
        let text = escaped(String(shown))
        return count > limit ? text + "… (\(count) characters)" : text
    }

    /// `text` with every control character written as an escape: `\n`, `\r`, `\t`, `\u{1B}`.
    /// Also the Unicode characters that reorder or break lines (bidirectional overrides and
    /// isolates, line and paragraph separators), which can make a line read differently.
    public static func escaped(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether `scalar` is one that ``escaped(_:keepingLineBreaks:)`` rewrites: C0 and C1
    /// controls, DEL, and the reordering characters. `keepingLineBreaks` keeps `\n` and `\t`
    /// (for multi-line text output).
    public static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The first control character content may not hold (C0 but tab, line feed and carriage
    /// return; DEL; C1), for the content checks.
    public static func firstControlCharacter(in text: some StringProtocol) -> Unicode.Scalar? {
        // Every file and value goes through here: a scan of the bytes first (a C1 control is
        // 0xC2 then 0x80-0x9F), the scalars only when one may be there.
        if String(text).utf8.withContiguousStorageIfAvailable(hasNoControlBytes) == true { return nil }
        return text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
    }

    /// Whether `bytes` (UTF-8) certainly hold no control character: eight bytes at a time,
    /// looking closer only at a word with a byte below 0x20, a DEL or a 0xC2 (which starts
    /// every C1 control). Every content file is scanned so.
    static func hasNoControlBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isControl(_ byte: UInt8) -> Bool {
            (byte < 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D) || byte == 0x7F || byte == 0xC2
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- 0x20 &* ones) & ~word & highs != 0 || hasZeroByte(word ^ (0x7F &* ones)) || hasZeroByte(word ^ (0xC2 &* ones)) {
                for offset in index..<index + 8 where isControl(bytes[offset]) { return false }
            }
            index += 8
        }
        for offset in index..<bytes.count where isControl(bytes[offset]) { return false }
        return true
    }

    /// `U+001B`, as messages name a character.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A message line, at most `limit` characters: the safety net for values a message
    /// quotes without ``quoted(_:limit:)``.
    static func line(_ text: String, limit: Int = 2_000) -> String {
        let escaped = escaped(text)
        guard escaped.utf8.count > limit else { return escaped }
        return quoted(escaped, limit: limit)
    }
}
