/// A search query as the user typed it, parsed: words, "phrases", prefixes (`capt*`),
/// `OR` between terms, exclusions (`-word` or `NOT word`) and field filters (`title:focus`).
/// Everything is quoted when turned into FTS5 syntax, so no user input reaches SQLite raw.
public struct SearchQuery: Sendable, Equatable {
    public enum Field: String, CaseIterable, Sendable {
        case title, statement, summary, technique, code, testing, notes

        var columns: [SearchField] {
            switch self {
            case .title: [.title, .heading]
            case .statement: [.statement]
            case .summary: [.summary]
            case .technique: Platform.allCases.map(SearchField.technique)
            case .code: Platform.allCases.map(SearchField.code)
            case .testing: [.testing]
            case .notes: [.notes]
            }
        }
    }

    public enum Term: Sendable, Equatable {
        /// A word as typed (may contain punctuation such as `android:contentDescription`).
        case word(String)
        case phrase([String])
        /// The letters before a trailing `*`.
        case prefix(String)
    }

    public struct Item: Sendable, Equatable {
        public var term: Term
        public var field: Field?
        public var excluded: Bool

        /// As it would be typed: `title:"touch target"`, `-capt*`.
        public var written: String {
            let prefix = (excluded ? "-" : "") + (field.map { $0.rawValue + ":" } ?? "")
            switch term {
            case .word(let word): return prefix + word
            case .phrase(let words): return prefix + "\"" + words.joined(separator: " ") + "\""
            case .prefix(let stem): return prefix + stem + "*"
            }
        }
    }

    /// A word of the query outside quotes, where it stands in ``text``: what a typo
    /// correction may replace.
    public struct Word: Sendable, Equatable {
        public var text: String
        public var range: Range<String.Index>
        public var excluded: Bool
    }

    /// The query in conjunctive form: every clause must match; a clause matches when any of
    /// its items (written with `OR` between them) does.
    public var clauses: [[Item]]
    public let text: String
    /// Every word outside quotes, in order (repeats too).
    public private(set) var words: [Word] = []

    /// The longest query, in characters. With ``maximumWords``, this bounds a search's work:
    /// FTS5 relates every phrase of a query to every other at each matching row, so time
    /// grows with the square of the phrases (4,000 words took 19 s). `bench/` times queries
    /// at these limits on the real content.
    public static let maximumLength = 1_000
    /// The most words a query may search for; each word of a phrase counts.
    public static let maximumWords = 32
    /// The fewest letters before a `*`: `t*` matches most of the index and costs the most.
    public static let minimumPrefix = 2

    /// Parses `text`; throws ``CrosswalkError/invalidArgument(argument:reason:)`` with a
    /// one-line explanation when it is malformed or over the limits.
    public init(_ text: String) throws {
        self.text = text
        let length = text.unicodeScalars.count
        guard length <= Self.maximumLength else {
            throw Self.failure(
                text, "too long (\(length) characters); a query has at most \(Self.maximumLength) characters and \(Self.maximumWords) words"
            )
        }
        let tokens = try Self.tokenize(text)
        let words = tokens.reduce(0) { count, token in
            guard case .item(let item, _) = token else { return count }
            if case .phrase(let words) = item.term { return count + words.count }
            return count + 1
        }
        guard words <= Self.maximumWords else {
            throw Self.failure(
                text,
                "\(words) words; a query has at most \(Self.maximumWords) (each word of a phrase counts): keep the words that matter most")
        }
        var clauses: [[Item]] = []
        var pendingOr = false
        var pendingNot = false
        var index = 0
        func fail(_ reason: String) -> CrosswalkError { Self.failure(text, reason) }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .operator("OR"):
                if clauses.isEmpty || pendingOr || pendingNot { throw fail("'OR' needs a term on each side, as in: captions OR subtitles") }
                pendingOr = true
            case .operator("AND"):
                if clauses.isEmpty || pendingOr || pendingNot {
                    throw fail("'AND' needs a term on each side (and words are combined with AND anyway)")
                }
                if index == tokens.count { throw fail("'AND' needs a term on each side") }
            case .operator(_):
                if pendingNot { throw fail("'NOT' must be followed by a term, as in: focus NOT keyboard") }
                pendingNot = true
            case .item(let item, let range):
                if let range, case .word(let word) = item.term {
                    self.words.append(Word(text: word, range: range, excluded: item.excluded || pendingNot))
                }
                var item = item
                if pendingNot {
                    item.excluded = true
                    pendingNot = false
                }
                if pendingOr {
                    if item.excluded || clauses[clauses.count - 1].contains(where: \.excluded) {
                        throw fail("an excluded term cannot be part of an OR")
                    }
                    clauses[clauses.count - 1].append(item)
                    pendingOr = false
                } else {
                    clauses.append([item])
                }
            }
        }
        if pendingOr { throw fail("'OR' needs a term on each side, as in: captions OR subtitles") }
        if pendingNot { throw fail("'NOT' must be followed by a term, as in: focus NOT keyboard") }
        if clauses.isEmpty { throw fail("the query has no words to search for") }
        if clauses.allSatisfy({ $0.allSatisfy(\.excluded) }) {
            throw fail("a query needs at least one term that is not excluded")
        }
        // A repeated term adds nothing to what matches, only to FTS5's work.
        var seen: [[Item]] = []
        self.clauses = clauses.compactMap { clause in
            var items: [Item] = []
            for item in clause where !items.contains(item) { items.append(item) }
            if seen.contains(items) { return nil }
            seen.append(items)
            return items
        }
    }

    // MARK: - Tokens

    /// The query with some words replaced: `replacements` from each word as typed to what
    /// takes its place, the rest of the text (quotes, fields, operators) as it was.
    public func replacing(_ replacements: [String: String]) -> String {
        var result = text
        for word in words.reversed() {
            if let replacement = replacements[word.text] { result.replaceSubrange(word.range, with: replacement) }
        }
        return result
    }

    enum Token: Equatable {
        /// An item, with the range of its word in the text when it is a word.
        case item(Item, Range<String.Index>?)
        case `operator`(String)
    }

    /// The error for a malformed query, quoting it as typed (cut if long, control characters
    /// escaped).
    static func failure(_ text: String, _ reason: String) -> CrosswalkError {
        .invalidArgument(argument: "query \"\(MessageText.quoted(text))\"", reason: reason)
    }

    static func tokenize(_ text: String) throws -> [Token] {
        func fail(_ reason: String) -> CrosswalkError { failure(text, reason) }
        if text.allSatisfy(\.isWhitespace) {
            throw fail("empty query; give some words, e.g. crosswalk search \"touch target\"")
        }
        var tokens: [Token] = []
        var characters = Substring(text)
        while let first = characters.first {
            if first.isWhitespace {
                characters = characters.dropFirst()
                continue
            }
            // A run up to whitespace, but a quote opens a phrase that may contain spaces.
            var excluded = false
            var field: Field?
            var rest = characters
            if rest.first == "-" && rest.count > 1 && !(rest.dropFirst().first?.isWhitespace ?? true) {
                excluded = true
                rest = rest.dropFirst()
            }
            if let colon = rest.firstIndex(of: ":"), let name = Field(rawValue: String(rest[..<colon]).lowercased()),
                rest.index(after: colon) < rest.endIndex, !rest[rest.index(after: colon)].isWhitespace
            {
                field = name
                rest = rest[rest.index(after: colon)...]
            }
            if rest.first == "\"" {
                let body = rest.dropFirst()
                guard let close = body.firstIndex(of: "\"") else {
                    throw fail("unbalanced quote: a phrase needs a closing \", as in \"touch target\"")
                }
                let words = words(in: body[..<close])
                guard !words.isEmpty else { throw fail("empty phrase \"\"; put words between the quotes") }
                tokens.append(.item(Item(term: .phrase(words), field: field, excluded: excluded), nil))
                characters = body[body.index(after: close)...]
                continue
            }
            let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
            let raw = rest[..<end]
            characters = rest[end...]
            if raw.contains("\"") {
                throw fail("unbalanced quote in '\(MessageText.quoted(raw))': put a phrase in quotes, as in \"touch target\"")
            }
            if field == nil && !excluded && ["AND", "OR", "NOT"].contains(String(raw)) {
                tokens.append(.operator(String(raw)))
                continue
            }
            if raw.hasSuffix("*") {
                let stem = raw.dropLast()
                if stem.contains("*") || stem.isEmpty || !stem.allSatisfy({ $0.isLetter || $0.isNumber }) {
                    throw fail("'*' marks a prefix and must follow letters, as in capt*")
                }
                if stem.count < Self.minimumPrefix {
                    throw fail("'\(raw)': a prefix needs at least \(Self.minimumPrefix) letters before the '*', as in capt*")
                }
                tokens.append(.item(Item(term: .prefix(String(stem)), field: field, excluded: excluded), nil))
                continue
            }
            if raw.contains("*") {
                throw fail("'*' marks a prefix and goes at the end of a word, as in capt*")
            }
            if raw.contains(where: { "(){}^".contains($0) }) {
                throw fail(
                    "'\(MessageText.quoted(raw))': parentheses, braces and '^' are not query syntax here; use OR between terms and quotes for phrases"
                )
            }
            guard raw.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            tokens.append(.item(Item(term: .word(String(raw)), field: field, excluded: excluded), raw.startIndex..<raw.endIndex))
        }
        return tokens
    }

    /// The words of a phrase: runs of letters and digits.
    static func words(in text: Substring) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }
}
