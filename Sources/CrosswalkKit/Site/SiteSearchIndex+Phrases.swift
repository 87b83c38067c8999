extension SiteSearchIndex {
    /// The known phrases (every multi-word member of a synonym group or expansion, in each
    /// spelling), counted per guideline and field. Nearly every query expands to a few of them,
    /// and sorted into shards of their own they take fewer and smaller files than their pairs.
    struct Phrases {
        /// Each phrase's tokens, keyed by them joined by a space.
        let keys: [String]
        private let tokens: [[String]]
        /// Each phrase's term ids, once every one of its tokens has been seen.
        private var ids: [[Int]?]
        /// Phrases by their first term id (an array: it is looked up at every token).
        private var starting: [[Int]] = []
        private var termsSeen = 0
        private(set) var postings = Postings(withPositions: false)

        /// The phrases of `language`, as the tokens `tokenize` makes of them.
        init(language: SearchLanguage, tokenize: (String) throws -> [String]) rethrows {
            var keys: [String] = []
            var tokens: [[String]] = []
            var seen: Set<String> = []
            for member in (language.synonyms + language.expansions).flatMap({ $0 }) where member.count > 0 {
                for spelling in [member, language.respelled(member)] {
                    let phrase = try tokenize(spelling.joined(separator: " "))
                    let key = phrase.joined(separator: " ")
                    if phrase.count > 1 && seen.insert(key).inserted {
                        keys.append(key)
                        tokens.append(phrase)
                    }
                }
            }
            self.keys = keys
            self.tokens = tokens
            ids = Array(repeating: nil, count: tokens.count)
            for _ in keys { _ = postings.addKey() }
        }

        /// Counts the phrases in one field of guideline `doc`, fields given in order.
        mutating func add(document doc: Int, field: Int, terms sequence: [Int], known: Terms) {
            // A phrase can only become resolvable when a new term has been seen.
            if known.tokens.count != termsSeen {
                termsSeen = known.tokens.count
                resolve(known)
            }
            var found: [Int] = []
            for start in sequence.indices where sequence[start] < starting.count {
                for index in starting[sequence[start]] {
                    guard let phrase = ids[index], start + phrase.count <= sequence.count else { continue }
                    if (1..<phrase.count).allSatisfy({ sequence[start + $0] == phrase[$0] }) { found.append(index) }
                }
            }
            if !found.isEmpty { postings.add(document: doc, field: field, keys: found) }
        }

        private mutating func resolve(_ terms: Terms) {
            for index in tokens.indices where ids[index] == nil {
                let resolved = tokens[index].compactMap { terms.ids[$0] }
                guard resolved.count == tokens[index].count else { continue }
                ids[index] = resolved
                if starting.count <= resolved[0] { starting += Array(repeating: [], count: resolved[0] + 1 - starting.count) }
                starting[resolved[0]].append(index)
            }
        }
    }
}
