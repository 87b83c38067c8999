/// Splits code identifiers into words, so `content description` finds
/// `android:contentDescription` and `accessibility traits` finds `UIAccessibilityTraitButton`.
/// SQLite's unicode61 tokenizer already splits on `_`, `-` and `:`; only case changes need this.
public enum IdentifierSplitter {
    /// The lower-cased words of every camel-case identifier in `text`, each identifier's
    /// words joined by spaces, without repeats, in order of first appearance.
    public static func compoundIdentifiers(in text: String) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        var current = ""
        func flush() {
            defer { current = "" }
            let words = parts(of: current)
            guard words.count > 1 else { return }
            let joined = words.joined(separator: " ")
            if seen.insert(joined).inserted { result.append(joined) }
        }
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// `UIAccessibilityTraitButton` → `ui accessibility trait button`;
    /// `contentDescription` → `content description`; a plain word → itself.
    public static func parts(of identifier: String) -> [String] {
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
}
