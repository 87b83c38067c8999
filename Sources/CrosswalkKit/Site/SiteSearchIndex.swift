import Foundation
import GRDB

/// The search index the static site's search page loads, split like Pagefind's so that a query
/// fetches only what it needs: a small `index.json` (the language tables and ranking weights,
/// each guideline's length in tokens, level, platforms and standard, and where each shard of
/// postings starts), then, per query, the postings of its terms (`t/<n>.json`: in which
/// guidelines and fields a term occurs and how often; `p/<n>.json`: the same with its
/// positions, fetched only for a phrase), of its known phrases (`q/<n>.json`: every multi-word
/// synonym and the words of every camel-case identifier in the code, counted at build time so
/// that "touch target" or `isAccessibilityElement` needs no positions), and the text
/// shown for the results it displays (`d/<n>.json`, ``displayChunk`` guidelines a file; a
/// small corpus also puts it all in `index.json`, see ``inlineDisplayBytes``). The
/// tokens are the very ones SQLite's `porter unicode61` tokenizer produced, so the browser
/// ranks a query exactly as `crosswalk search` does (see Site/assets/search.js).
///
/// Terms are sorted by their UTF-16 code units (JavaScript's order) and packed into shards of
/// about ``shardBytes``: a shard is a JSON object from each of its terms to its postings, and
/// `index.json` lists each shard's first term. A term's postings are text, numbers in base
/// 36, each guideline's index given as the difference from the previous one:
/// `guideline:field.count:field.count;…` and, with positions (each the difference from the
/// previous in its field), `guideline:field.position,position;…`.
public enum SiteSearchIndex {
    /// Guidelines per file of result text: a page of ten results fetches at most ten small
    /// files, and the files stay few.
    public static let displayChunk = 20

    /// A shard of postings holds terms until it has about this many bytes: a term common
    /// enough to pass it has a shard of its own, and rare terms share one.
    public static let shardBytes = 8 * 1024

    /// When the text of every result encodes to at most this many bytes, `index.json` carries
    /// it too: it arrives with the page's scripts, and a query's first results need no further
    /// round trip (about 150 ms on a slow mobile network). The real content's is about 46 KB.
    public static let inlineDisplayBytes = 64 * 1024

    /// What `index.json` holds.
    public struct Meta: Encodable, Sendable {
        public var version = 3
        public var fields: [String]
        public var weights: [Double]
        /// The first term of each shard of `t/`, and of `p/`.
        public var counts: [String]
        public var positions: [String]
        /// The first phrase (its tokens joined by spaces) of each shard of `q/`: a phrase that is
        /// not in its shard is not known, and is matched from its tokens' positions.
        public var phraseShards: [String]
        public var count: Int
        /// Each guideline's length in tokens (all fields), in base 36, comma-separated.
        public var lengths: String
        /// Per guideline, one base-36 digit: its level's index (must, should, advisory) × 8 +
        /// its platforms with techniques (iOS 1, Android 2, HTML 4).
        public var codes: String
        /// Standards in guideline order, each with its first guideline's index.
        public var standards: [Standard]
        public var chunk: Int
        /// Every guideline's result text, in order, when it is small (``inlineDisplayBytes``).
        var display: [Display]?
        public var spellings: [String: [String]]
        public var synonyms: [[[String]]]
        public var expansions: [[[String]]]
        public var stopwords: [String]
        /// The limits `crosswalk search` applies to a query (``SearchQuery``), so that the page
        /// refuses what the CLI refuses.
        public var limits = Limits()
    }

    /// A query's limits, as ``SearchQuery`` has them: characters, words, letters before a `*`.
    public struct Limits: Encodable, Sendable {
        var length = SearchQuery.maximumLength
        var words = SearchQuery.maximumWords
        var prefix = SearchQuery.minimumPrefix
    }

    public struct Standard: Encodable, Sendable {
        var id: String
        var name: String
        var first: Int
    }

    /// A result as the search page shows it.
    struct Display: Encodable {
        var id: String
        var title: String
        var number: String
        var excerpt: String
    }

    /// The order of a filter's levels in `codes`.
    static let levels: [RequirementLevel] = [.must, .should, .advisory]

    /// Writes the index: each file, by its path below the index's folder, to `file`. Postings
    /// are kept per term as the text they are written as (the corpus's tokens are read once,
    /// a guideline at a time); result text is written a chunk at a time.
    public static func write(store: Store, to file: (_ path: String, _ data: Data) throws -> Void) throws {
        let language = try SearchLanguage(store: store)
        let standards = try store.standards()
        let names = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        let fields = SearchField.allCases
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try store.read("build the site search index") { db in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            var terms = Terms()

            // Known phrases, as the tokens the query side makes of them: every multi-word member
            // of a synonym group or expansion, in each spelling, and the words of every
            // camel-case identifier in the code (a query for one searches them as a phrase).
            var phraseKeys: [String] = []
            var phraseTokens: [[String]] = []
            var seenKeys: Set<String> = []
            func addPhrase(_ text: String) throws {
                var tokens: [String] = []
                try FTS5TokenReader.forEachToken(of: text, tokenizer: tokenizer) { tokens.append(String(decoding: $0, as: UTF8.self)) }
                let key = tokens.joined(separator: " ")
                if tokens.count > 1 && seenKeys.insert(key).inserted {
                    phraseKeys.append(key)
                    phraseTokens.append(tokens)
                }
            }
            for member in (language.synonyms + language.expansions).flatMap({ $0 }) where member.count > 0 {
                try addPhrase(member.joined(separator: " "))
                try addPhrase(language.respelled(member).joined(separator: " "))
            }
            let code = try Row.fetchCursor(
                db, sql: "SELECT ios_code, android_code, html_code FROM guideline_search ORDER BY guideline_id")
            while let row = try code.next() {
                for column in 0..<3 {
                    for words in IdentifierSplitter.compoundIdentifiers(in: row[column] ?? "") { try addPhrase(words) }
                }
            }
            var phrases = Phrases(tokens: phraseTokens)

            var platforms: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT guideline_id, platform FROM guideline_platform WHERE has_technique") {
                let bit: Int =
                    switch Platform(rawValue: row[1]) {
                    case .ios: 1
                    case .android: 2
                    case .html: 4
                    case nil: 0
                    }
                platforms[row[0], default: 0] |= bit
            }

            var lengths: [UInt8] = []
            var codes: [UInt8] = []
            var standardRanges: [Standard] = []
            var display: [Display] = []
            // Every result's text while it fits in `inlineDisplayBytes`; nil once it does not.
            var inline: [Display]? = []
            var inlineBytes = 0
            var count = 0
            // The order of `crosswalk search`'s final tie-break: standard, then source order.
            // A cursor: one guideline's text in memory at a time, not the whole corpus's.
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT s.*, g.title AS g_title, g.standard_id, g.number, g.level, g.summary_text
                    FROM guideline_search s JOIN guideline g ON g.id = s.guideline_id
                    ORDER BY g.standard_id, g.sort_key
                    """)
            func writeDisplay() throws {
                let data = try encoder.encode(display)
                try file("d/\((count - 1) / displayChunk).json", data)
                inlineBytes += data.count
                if inlineBytes > inlineDisplayBytes { inline = nil }
                inline?.append(contentsOf: display)
                display.removeAll(keepingCapacity: true)
            }
            while let row = try rows.next() {
                let doc = count
                count += 1
                var tokens: [[Int]] = []
                for field in fields {
                    var ids: [Int] = []
                    try FTS5TokenReader.forEachToken(of: row[field.rawValue] ?? "", tokenizer: tokenizer) { ids.append(terms.id(of: $0)) }
                    tokens.append(ids)
                }
                terms.add(document: doc, fields: tokens)
                phrases.add(document: doc, fields: tokens, terms: terms)

                if !lengths.isEmpty { lengths.append(UInt8(ascii: ",")) }
                lengths.append(contentsOf: base36(tokens.reduce(0) { $0 + $1.count }))
                let standard: String = row["standard_id"]
                let guideline: String = row["guideline_id"]
                let level = levels.firstIndex { $0.rawValue == row["level"] as String } ?? 0
                codes.append(contentsOf: base36(level * 8 + (platforms[guideline] ?? 0)))
                if standardRanges.last?.id != standard {
                    standardRanges.append(Standard(id: standard, name: names[standard] ?? standard, first: doc))
                }
                display.append(
                    Display(id: guideline, title: row["g_title"], number: row["number"], excerpt: excerpt(row["summary_text"])))
                if display.count == displayChunk {
                    try writeDisplay()
                }
            }
            if !display.isEmpty { try writeDisplay() }

            let sorted = terms.tokens.indices.sorted { terms.tokens[$0].utf16.lexicographicallyPrecedes(terms.tokens[$1].utf16) }
            let keys = sorted.map { terms.tokens[$0] }
            let countShards = try pack(keys, sorted.map { terms.counts[$0] }, folder: "t", file: file)
            let positionShards = try pack(keys, sorted.map { terms.positions[$0] }, folder: "p", file: file)
            let phraseOrder = phraseKeys.indices.sorted { phraseKeys[$0].utf16.lexicographicallyPrecedes(phraseKeys[$1].utf16) }
            let phraseShards = try pack(
                phraseOrder.map { phraseKeys[$0] }, phraseOrder.map { phrases.counts[$0] }, folder: "q", file: file)
            let meta = Meta(
                fields: fields.map(\.rawValue), weights: fields.map { SearchEngine.weights[$0] ?? 1 },
                counts: countShards, positions: positionShards, phraseShards: phraseShards, count: count,
                lengths: String(decoding: lengths, as: UTF8.self), codes: String(decoding: codes, as: UTF8.self),
                standards: standardRanges, chunk: displayChunk, display: inline, spellings: language.spellings, synonyms: language.synonyms,
                expansions: language.expansions, stopwords: SearchLanguage.stopwords.sorted())
            try file("index.json", encoder.encode(meta))
        }
    }

    /// Every token seen, with its postings as they are written.
    struct Terms {
        var ids: [String: Int] = [:]
        var tokens: [String] = []
        var counts: [[UInt8]] = []
        var positions: [[UInt8]] = []
        /// Each term's last guideline in its postings.
        var last: [Int] = []

        mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let token = String(decoding: bytes, as: UTF8.self)
            if let id = ids[token] { return id }
            ids[token] = tokens.count
            tokens.append(token)
            counts.append([])
            positions.append([])
            last.append(0)
            return tokens.count - 1
        }

        /// Appends one guideline's occurrences, field by field, to each of its terms' postings.
        mutating func add(document doc: Int, fields: [[Int]]) {
            for (field, ids) in fields.enumerated() {
                var order: [Int] = []
                var at: [Int: [Int]] = [:]
                for (position, id) in ids.enumerated() {
                    if at[id] == nil { order.append(id) }
                    at[id, default: []].append(position)
                }
                for id in order {
                    let list = at[id] ?? []
                    if counts[id].isEmpty || last[id] != doc {
                        let delta = base36(doc - last[id])
                        if !counts[id].isEmpty {
                            counts[id].append(UInt8(ascii: ";"))
                            positions[id].append(UInt8(ascii: ";"))
                        }
                        counts[id].append(contentsOf: delta)
                        positions[id].append(contentsOf: delta)
                        last[id] = doc
                    }
                    let prefix = [UInt8(ascii: ":")] + base36(field) + [UInt8(ascii: ".")]
                    counts[id].append(contentsOf: prefix + base36(list.count))
                    positions[id].append(contentsOf: prefix)
                    var previous = 0
                    for (index, position) in list.enumerated() {
                        if index > 0 { positions[id].append(UInt8(ascii: ",")) }
                        positions[id].append(contentsOf: base36(position - previous))
                        previous = position
                    }
                }
            }
        }
    }

    /// The known phrases' occurrences, counted per guideline and field.
    struct Phrases {
        var tokens: [[String]]
        /// Each phrase's term ids, once every one of its tokens has been seen.
        var ids: [[Int]?]
        /// Phrases by their first term id (an array: it is looked up at every token).
        var starting: [[Int]] = []
        var any = false
        var counts: [[UInt8]]
        var last: [Int]

        init(tokens: [[String]]) {
            self.tokens = tokens
            ids = Array(repeating: nil, count: tokens.count)
            counts = Array(repeating: [], count: tokens.count)
            last = Array(repeating: 0, count: tokens.count)
        }

        var termsSeen = 0

        mutating func resolve(terms: Terms) {
            for index in tokens.indices where ids[index] == nil {
                let resolved = tokens[index].compactMap { terms.ids[$0] }
                if resolved.count == tokens[index].count {
                    ids[index] = resolved
                    if starting.count <= resolved[0] { starting += Array(repeating: [], count: resolved[0] + 1 - starting.count) }
                    starting[resolved[0]].append(index)
                    any = true
                }
            }
        }

        mutating func add(document doc: Int, fields: [[Int]], terms: Terms) {
            // A phrase can only become resolvable when a new term has been seen.
            if terms.tokens.count != termsSeen {
                termsSeen = terms.tokens.count
                resolve(terms: terms)
            }
            guard any else { return }
            for (field, sequence) in fields.enumerated() {
                var found: [Int: Int] = [:]
                for start in sequence.indices where sequence[start] < starting.count {
                    for index in starting[sequence[start]] {
                        guard let phrase = ids[index], start + phrase.count <= sequence.count else { continue }
                        if (1..<phrase.count).allSatisfy({ sequence[start + $0] == phrase[$0] }) { found[index, default: 0] += 1 }
                    }
                }
                for index in found.keys.sorted() {
                    if counts[index].isEmpty || last[index] != doc {
                        if !counts[index].isEmpty { counts[index].append(UInt8(ascii: ";")) }
                        counts[index].append(contentsOf: base36(doc - last[index]))
                        last[index] = doc
                    }
                    counts[index].append(contentsOf: [UInt8(ascii: ":")] + base36(field) + [UInt8(ascii: ".")] + base36(found[index] ?? 0))
                }
            }
        }
    }

    /// Writes the postings of `keys` (in that order) in shards of about ``shardBytes``
    /// (`folder/0.json`, `folder/1.json`…), each a JSON object from key to postings, and
    /// returns each shard's first key.
    static func pack(_ keys: [String], _ postings: [[UInt8]], folder: String, file: (String, Data) throws -> Void) throws -> [String] {
        var firsts: [String] = []
        var shard: [UInt8] = []
        func flush() throws {
            guard !shard.isEmpty else { return }
            shard.append(UInt8(ascii: "}"))
            try file("\(folder)/\(firsts.count - 1).json", Data(shard))
            shard.removeAll(keepingCapacity: true)
        }
        for (key, text) in zip(keys, postings) {
            if !shard.isEmpty && shard.count + text.count > shardBytes { try flush() }
            if shard.isEmpty {
                firsts.append(key)
                shard.append(UInt8(ascii: "{"))
            } else {
                shard.append(UInt8(ascii: ","))
            }
            // Postings hold only base-36 digits and `:.,;`; a key is escaped as JSON.
            shard.append(contentsOf: jsonString(key))
            shard.append(UInt8(ascii: ":"))
            shard.append(UInt8(ascii: "\""))
            shard.append(contentsOf: text)
            shard.append(UInt8(ascii: "\""))
        }
        try flush()
        return firsts
    }

    static func jsonString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += Array(String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }

    static func base36(_ value: Int) -> [UInt8] {
        Array(String(value, radix: 36).utf8)
    }

    /// At most about 200 characters, cut at a word boundary, with runs of white space made
    /// one space. Reads only as far as the cut: splitting a whole long summary into words
    /// took about a third of building the index.
    static func excerpt(_ text: String) -> String {
        var flat = ""
        var count = 0
        var space = false
        for character in text {
            if character.isWhitespace {
                space = count > 0
                continue
            }
            if space {
                flat.append(" ")
                count += 1
                space = false
            }
            flat.append(character)
            count += 1
            if count > 200 { break }
        }
        guard count > 200 else { return flat }
        let cut = flat.prefix(200)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
