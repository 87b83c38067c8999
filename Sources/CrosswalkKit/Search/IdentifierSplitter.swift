/// Splits code identifiers into words, so `content description` finds
/// `android:contentDescription` and `accessibility traits` finds `UIAccessibilityTraitButton`.
/// SQLite's unicode61 tokenizer already splits on `_`, `-` and `:`; only case changes need this.
///
/// Identifiers in code are ASCII, so the text is scanned as UTF-8 bytes: this runs over every
/// character of every guideline at build time, where `Character` properties cost too much.
public enum IdentifierSplitter {
    /// The lower-cased words of every camel-case identifier in `text`, each identifier's
    /// words joined by spaces, without repeats, in order of first appearance.
    public static func compoundIdentifiers(in text: String) -> [String] {
        var text = text
        return text.withUTF8(compoundIdentifiers(inUTF8:))
    }

    /// Scans the bytes in place: a run of ASCII letters and digits is an identifier, and
    /// only a mixed-case one (a lower-case letter followed by an upper-case one, or an
    /// acronym followed by a word) can split; plain words and numbers, nearly every run, are
    /// passed over without copying.
    static func compoundIdentifiers(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        var start = 0
        var hasLower = false, hasUpperAfterLower = false, hasInnerUpper = false
        for index in 0...bytes.count {
            if index < bytes.count {
                // Lower case first: most bytes are.
                let byte = bytes[index]
                if isLower(byte) {
                    hasLower = true
                    continue
                }
                if isUpper(byte) {
                    if hasLower { hasUpperAfterLower = true }
                    if index > start { hasInnerUpper = true }
                    continue
                }
                if isDigit(byte) { continue }
            }
            if index - start > 2, hasUpperAfterLower || (hasInnerUpper && hasLower),
                let joined = joinedParts(ofASCII: UnsafeBufferPointer(rebasing: bytes[start..<index])),
                seen.insert(joined).inserted
            {
                result.append(joined)
            }
            start = index + 1
            hasLower = false
            hasUpperAfterLower = false
            hasInnerUpper = false
        }
        return result
    }

    /// `UIAccessibilityTraitButton` → `ui accessibility trait button`;
    /// `contentDescription` → `content description`; a plain word → itself.
    public static func parts(of identifier: String) -> [String] {
        let bytes = Array(identifier.utf8)
        guard !bytes.isEmpty else { return [] }
        guard bytes.allSatisfy(isAlphanumeric) else { return slowParts(of: identifier) }
        guard let joined = bytes.withUnsafeBufferPointer(joinedParts(ofASCII:)) else { return [identifier.lowercased()] }
        return joined.split(separator: " ").map(String.init)
    }

    /// The identifier's words, lower-cased and joined by spaces; nil when it is one word.
    static func joinedParts(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count + 8)
        for index in bytes.indices {
            let current = bytes[index]
            if index > 0 {
                let previous = bytes[index - 1]
                let lowerToUpper = isLower(previous) && isUpper(current)
                let acronymEnd = isUpper(previous) && isUpper(current) && index + 1 < bytes.count && isLower(bytes[index + 1])
                let digitEdge = isDigit(previous) != isDigit(current)
                if lowerToUpper || acronymEnd || digitEdge { joined.append(32) }
            }
            joined.append(isUpper(current) ? current + 32 : current)
        }
        guard joined.count > bytes.count else { return nil }
        return String(decoding: joined, as: UTF8.self)
    }

    /// The same rules over `Character`s, for identifiers with non-ASCII letters.
    static func slowParts(of identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            if index > 0 && !word.isEmpty {
                let previous = characters[index - 1]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitEdge = previous.isNumber != character.isNumber
                if lowerToUpper || acronymEnd || digitEdge {
                    words.append(word.lowercased())
                    word = ""
                }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }

    @inline(__always) static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    @inline(__always) static func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
}
