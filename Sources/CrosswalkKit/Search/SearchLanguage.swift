/// The language knowledge search applies to a query before FTS5 sees it: British/American
/// spellings, synonym groups, stopwords, camel-case identifiers. The tables are data
/// (`Content/search/*.yaml`, copied into the store); the same expansion is exported for the
/// site's search page.
public struct SearchLanguage: Sendable, Equatable {
    /// Each spelling maps to its other spellings (both directions).
    public var spellings: [String: [String]]
    /// Synonym groups; each member is a list of lower-cased words.
    public var synonyms: [[[String]]]
    /// One-way expansions: the head (first member) also finds the rest.
    public var expansions: [[[String]]]

    /// Words too common to require: dropped from a query unless it has nothing else.
    public static let stopwords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "for", "in", "on", "with", "is", "are", "be",
        "by", "at", "as", "it", "its", "how", "do", "what", "which", "that", "this",
        // A user's plain question ("my app logs users out too fast"): pronouns and intensifiers
        // that code and prose hold everywhere and that would outweigh its one telling word.
        "i", "me", "my", "we", "our", "you", "your", "too", "very", "so",
    ]

    /// Endings a spelling variant keeps: `colours` → `colors`, `organisations` → `organizations`.
    static let inflections = ["", "s", "es", "ed", "ing", "er", "ers", "ful", "less", "ly"]

    public init(spellings: [[String]], synonyms: [[String]], expansions: [[String]] = []) {
        var map: [String: [String]] = [:]
        for pair in spellings {
            let words = pair.map { $0.lowercased() }
            for word in words {
                map[word, default: []].append(contentsOf: words.filter { $0 != word && !(map[word]?.contains($0) ?? false) })
            }
        }
        self.spellings = map
        self.synonyms = synonyms.map { group in group.map { SearchQuery.words(in: Substring($0.lowercased())) } }
        self.expansions = expansions.map { group in group.map { SearchQuery.words(in: Substring($0.lowercased())) } }
    }

    /// Whether two runs of words are the same but for spelling (`colour contrast`, `color
    /// contrast`): a query matches a synonym in either spelling, so both spellings find the same.
    func spelledAlike(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || variants(of: $0).contains($1) }
    }

    /// A run of words in its other spelling: each word's first variant (as for a phrase).
    func respelled(_ words: [String]) -> [String] {
        words.map { variants(of: $0).first ?? $0 }
    }

    /// Other spellings of `word`, keeping its inflection.
    public func variants(of word: String) -> [String] {
        let lower = word.lowercased()
        var result: [String] = []
        for ending in Self.inflections where lower.hasSuffix(ending) {
            let base = String(lower.dropLast(ending.count))
            for variant in spellings[base] ?? [] where !result.contains(variant + ending) {
                result.append(variant + ending)
            }
        }
        return result
    }

    // MARK: - FTS5 expression

    /// The FTS5 MATCH expression for `query`, with the group of each phrase. `columns`
    /// restricts positive terms to those columns (a platform filter); nil searches every column.
    public func expression(for query: SearchQuery, columns: Set<SearchField>? = nil) -> FTSExpression {
        let (positive, negative) = parts(of: query, columns: columns, pairing: true)
        let expression = FTSExpression.allOf(positive.map(\.expression))
        return negative.isEmpty ? expression : expression.excluding(negative)
    }

    /// For partial matches: each positive unit of `query` (a word with its spellings, a
    /// synonym group, a clause of phrases or alternatives) on its own, without the
    /// concatenation of adjacent words, any of them matching, the exclusions still applied;
    /// with each unit's words as the query has them. Phrases keep the groups they have in
    /// ``expression(for:columns:)``'s order, one unit after another, so a row's score is
    /// the same as it would be there.
    /// `phraseUnits`: the unit of each phrase of the expression, left to right (-1 for an
    /// exclusion's).
    public func partialExpression(for query: SearchQuery, columns: Set<SearchField>? = nil) -> (
        expression: FTSExpression, units: [String], phraseUnits: [Int]
    ) {
        let (positive, negative) = parts(of: query, columns: columns, pairing: false)
        let expression = FTSExpression.eitherOf(positive.map(\.expression))
        var phraseUnits = positive.enumerated().flatMap { unit, part in Array(repeating: unit, count: part.expression.groups.count) }
        phraseUnits += Array(repeating: -1, count: negative.reduce(0) { $0 + $1.groups.count })
        return (negative.isEmpty ? expression : expression.excluding(negative), positive.map(\.label), phraseUnits)
    }

    /// The positive units of `query`, each with the words it stands for, and its exclusions.
    func parts(of query: SearchQuery, columns: Set<SearchField>?, pairing: Bool) -> (
        positive: [(expression: FTSExpression, label: String)], negative: [FTSExpression]
    ) {
        var positive: [(expression: FTSExpression, label: String)] = []
        var negative: [FTSExpression] = []
        let plainWords = query.clauses.compactMap { clause -> String? in
            guard clause.count == 1, let item = clause.first, !item.excluded, case .word(let word) = item.term else { return nil }
            return word
        }
        let keepStopwords = plainWords.allSatisfy { Self.stopwords.contains($0.lowercased()) }
        var index = 0
        let clauses = query.clauses
        while index < clauses.count {
            // A run of plain words: where synonyms, stopwords and identifiers apply.
            var run: [String] = []
            while index < clauses.count, let word = Self.plainWord(clauses[index]) {
                run.append(word)
                index += 1
            }
            if !run.isEmpty {
                positive += runExpressions(run, keepStopwords: keepStopwords, pairing: pairing).map { (restrict($0.0, to: columns), $0.1) }
                continue
            }
            let clause = clauses[index]
            index += 1
            let alternatives = clause.map { item -> FTSExpression in
                let expression = termExpression(item.term)
                let allowed: Set<SearchField>? = {
                    guard let field = item.field else { return item.excluded ? nil : columns }
                    let fieldColumns = Set(field.columns)
                    return item.excluded ? fieldColumns : fieldColumns.intersection(columns ?? fieldColumns)
                }()
                return restrict(expression, to: allowed)
            }
            if clause.allSatisfy(\.excluded) {
                negative += alternatives
            } else {
                positive.append((.anyOf(alternatives), clause.map(\.written).joined(separator: " OR ")))
            }
        }
        return (positive, negative)
    }

    /// Whether the language tables name `word` (a spelling, or a word of a synonym or
    /// expansion): such a word is never corrected, even when the content lacks it, since
    /// its group finds what it means.
    public func knows(_ word: String) -> Bool {
        let lower = word.lowercased()
        return spellings[lower] != nil || synonyms.contains { $0.contains { $0.contains(lower) } }
            || expansions.contains { $0.contains { $0.contains(lower) } }
    }

    static func plainWord(_ clause: [SearchQuery.Item]) -> String? {
        guard clause.count == 1, let item = clause.first, !item.excluded, item.field == nil,
            case .word(let word) = item.term
        else { return nil }
        return word
    }

    /// Expressions for a run of plain words, each with the words it stands for: synonym
    /// groups (longest first), then single words; with `pairing`, adjacent words also match
    /// their concatenation (`content description` ↔ `contentDescription`).
    func runExpressions(_ run: [String], keepStopwords: Bool, pairing: Bool = true) -> [(FTSExpression, String)] {
        var units: [(expression: FTSExpression, word: String?, label: String)] = []
        var position = 0
        while position < run.count {
            if let (length, group) = longestSynonym(in: run, at: position) {
                units.append((synonymExpression(group), nil, run[position..<(position + length)].joined(separator: " ")))
                position += length
                continue
            }
            let word = run[position]
            position += 1
            if !keepStopwords && Self.stopwords.contains(word.lowercased()) { continue }
            units.append((wordExpression(word), word, word))
        }
        guard pairing else { return units.map { ($0.expression, $0.label) } }
        // Pair adjacent simple words with their concatenation.
        var result: [(FTSExpression, String)] = []
        var index = 0
        while index < units.count {
            if index + 1 < units.count, let first = units[index].word, let second = units[index + 1].word,
                Self.isSimple(first), Self.isSimple(second)
            {
                // The concatenation in every spelling: `colourblind` and `colorblind`.
                var joined: [String] = []
                for a in [first] + variants(of: first) {
                    for b in [second] + variants(of: second) where !joined.contains((a + b).lowercased()) {
                        joined.append((a + b).lowercased())
                    }
                }
                let joinedExpression = FTSExpression.anyOf(joined.map { .phrase(Self.quote($0)) })
                result.append(
                    (.anyOf([.allOf([units[index].expression, units[index + 1].expression]), joinedExpression]), first + " " + second))
                index += 2
            } else {
                result.append((units[index].expression, units[index].label))
                index += 1
            }
        }
        return result
    }

    func longestSynonym(in run: [String], at position: Int) -> (Int, [[String]])? {
        let lowered = run.map { $0.lowercased() }
        for length in stride(from: min(4, run.count - position), through: 1, by: -1) {
            let candidate = Array(lowered[position..<(position + length)])
            let isCandidate = { (member: [String]) in self.spelledAlike(candidate, member) }
            if let expansion = expansions.first(where: { $0.first.map(isCandidate) ?? false }) {
                // The head's own synonyms come along (screen reader → speech output).
                let synonymsOfHead = synonyms.first(where: { $0.contains(where: isCandidate) }) ?? []
                return (length, expansion + synonymsOfHead.filter { !expansion.contains($0) })
            }
            if let group = synonyms.first(where: { $0.contains(where: isCandidate) }) {
                return (length, group)
            }
        }
        return nil
    }

    func synonymExpression(_ group: [[String]]) -> FTSExpression {
        let members = group.flatMap { member -> [String] in
            let phrase = Self.quote(member.joined(separator: " "))
            if member.count == 1 { return [phrase] + variants(of: member[0]).map(Self.quote) }
            let other = respelled(member)
            return other == member ? [phrase] : [phrase, Self.quote(other.joined(separator: " "))]
        }
        return .anyOf(members.map(FTSExpression.phrase))
    }

    /// A word, its other spellings, and, for a camel-case identifier, its words as a phrase.
    func wordExpression(_ word: String) -> FTSExpression {
        var alternatives = [Self.quote(word)]
        alternatives += variants(of: word).map(Self.quote)
        let parts = IdentifierSplitter.parts(of: word)
        if parts.count > 1 && word.allSatisfy({ $0.isLetter || $0.isNumber }) {
            alternatives.append(Self.quote(parts.joined(separator: " ")))
        }
        return .anyOf(alternatives.map(FTSExpression.phrase))
    }

    func termExpression(_ term: SearchQuery.Term) -> FTSExpression {
        switch term {
        case .word(let word):
            return wordExpression(word)
        case .prefix(let stem):
            return .phrase(Self.quote(stem) + "*")
        case .phrase(let words):
            var phrases = [words]
            let swapped = respelled(words)
            if swapped != words { phrases.append(swapped) }
            return .anyOf(phrases.map { .phrase(Self.quote($0.joined(separator: " "))) })
        }
    }

    func restrict(_ expression: FTSExpression, to columns: Set<SearchField>?) -> FTSExpression {
        guard let columns, columns.count < SearchField.allCases.count else { return expression }
        return expression.restricted(toColumns: SearchField.allCases.filter(columns.contains).map(\.rawValue).joined(separator: " "))
    }

    static func isSimple(_ word: String) -> Bool {
        word.allSatisfy { $0.isLetter || $0.isNumber } && !stopwords.contains(word.lowercased())
    }

    /// An FTS5 string: double quotes, inner quotes doubled. FTS5 applies the tokenizer to it,
    /// so punctuation inside (`android:contentDescription`) becomes a phrase of tokens.
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
