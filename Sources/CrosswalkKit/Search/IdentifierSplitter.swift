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
        var seen: Set<String> = []
        var result: [String] = []
        var run: [UInt8] = []
        var hasLower = false, hasUpperAfterLower = false, hasInnerUpper = false
        func flush() {
            defer { run.removeAll(keepingCapacity: true); hasLower = false; hasUpperAfterLower = false; hasInnerUpper = false }
            // Only mixed-case runs (a lower case letter followed by an upper case one, or an
            // acronym followed by a word) can split; plain words and numbers cannot.
            guard run.count > 2, hasUpperAfterLower || (hasInnerUpper && hasLower) else { return }
            let words = parts(ofASCII: run)
            guard words.count > 1 else { return }
            let joined = words.joined(separator: " ")
            if seen.insert(joined).inserted { result.append(joined) }
        }
        for byte in text.utf8 {
            if isAlphanumeric(byte) {
                if isUpper(byte) {
                    if hasLower { hasUpperAfterLower = true }
                    if !run.isEmpty { hasInnerUpper = true }
                } else if isLower(byte) {
                    hasLower = true
                }
                run.append(byte)
            } else if !run.isEmpty {
                flush()
            }
        }
        if !run.isEmpty { flush() }
        return result
    }

    /// `UIAccessibilityTraitButton` → `ui accessibility trait button`;
    /// `contentDescription` → `content description`; a plain word → itself.
    public static func parts(of identifier: String) -> [String] {
        let bytes = Array(identifier.utf8)
        guard bytes.allSatisfy(isAlphanumeric) else { return slowParts(of: identifier) }
        return parts(ofASCII: bytes)
    }

    static func parts(ofASCII bytes: [UInt8]) -> [String] {
        var words: [String] = []
        var start = 0
        for index in 1..<max(bytes.count, 1) where index < bytes.count {
            let previous = bytes[index - 1], current = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            let lowerToUpper = isLower(previous) && isUpper(current)
            let acronymEnd = isUpper(previous) && isUpper(current) && next.map(isLower) == true
            let digitEdge = isDigit(previous) != isDigit(current)
            if lowerToUpper || acronymEnd || digitEdge {
                words.append(lowercased(bytes[start..<index]))
                start = index
            }
        }
        if start < bytes.count { words.append(lowercased(bytes[start...])) }
        return words
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

    static func lowercased(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
