import Foundation

/// The search index the static site's search page loads, split like Pagefind's so that a query
/// fetches only what it needs: a small `index.json` (the language tables and ranking weights,
/// each guideline's length in tokens, level, platforms and standard, and where each shard of
/// postings starts), then, per query, the postings of its terms (`t/<n>.json`: in which
/// guidelines and fields a term occurs and how often), of its phrases (`q/<n>.json`: the
/// known phrases, every multi-word member of a synonym group or expansion, counted the same
/// way; `b/<n>.json`: every pair of adjacent terms of the corpus, keyed by its terms joined by
/// a space, with the positions where it starts, from which any other phrase is matched without
/// the positions of a common word such as "the"), and the text shown for the results it
/// displays (`d/<n>.json`,
/// ``displayChunk`` guidelines a file; a small corpus also puts it, and the known phrases'
/// postings, in `index.json`: ``inlineDisplayBytes``, ``inlinePhraseBytes``). The tokens are the very ones SQLite's `porter unicode61` tokenizer
/// produced, so the browser ranks a query exactly as `crosswalk search` does (see
/// Site/assets/search.js).
///
/// A shard is a JSON object from each of its keys to its postings. Terms and known phrases
/// are sorted by their UTF-16 code units (JavaScript's order) and packed into shards of about
/// ``shardBytes``, and `index.json` lists each shard's first key; pairs, far more numerous,
/// are spread over shards by a hash of their key (``pairShardBytes``). Postings are
/// text (``Postings``): `guideline:field.count:field.count;…` for a term or known phrase,
/// `guideline:field.position,position;…` for a pair.
public enum SiteSearchIndex {
    /// Guidelines per file of result text: a page of ten results fetches at most ten small
    /// files, and the files stay few.
    public static let displayChunk = 20

    /// A shard of postings holds terms until it has about this many bytes: a term common
    /// enough to pass it has a shard of its own, and rare terms share one.
    public static let shardBytes = 8 * 1024

    /// Pairs' hashed shards hold about this many bytes, as there are at most
    /// ``maximumPairShards``: a phrase fetches the whole shard its pair hashes to, mostly other
    /// pairs' postings, but every file is one more to write and to replace (at 2 KiB a
    /// 20,000-guideline site would have about 52,000).
    public static let pairShardBytes = 2 * 1024
    public static let maximumPairShards = 16 * 1024

    /// When the text of every result encodes to at most this many bytes, `index.json` carries
    /// it too: it arrives with the page's scripts, and a query's first results need no further
    /// round trip (about 150 ms on a slow mobile network). The real content's is about 46 KB.
    public static let inlineDisplayBytes = 64 * 1024

    /// When the known phrases' postings take at most this many bytes, `index.json` carries
    /// them too: a query of synonyms (touch target, screen reader) then needs no round trip
    /// after it. The real content's are about 4 KB.
    public static let inlinePhraseBytes = 16 * 1024

    /// What `index.json` holds.
    public struct Meta: Encodable, Sendable {
        public var version = 4
        public var fields: [String]
        public var weights: [Double]
        /// The first term of each shard of `t/`.
        public var counts: [String]
        /// The first known phrase (its tokens joined by spaces) of each shard of `q/`.
        public var phraseShards: [String]
        /// How many shards `b/` has: a pair of terms (joined by a space) is in the one
        /// ``SiteSearchIndex/shard(of:count:)`` names.
        public var pairShards: Int
        public var count: Int
        /// Each guideline's length in tokens (all fields), in base 36, comma-separated.
        public var lengths: String
        /// Per guideline, one digit: its level's index (must, should, advisory).
        public var levels: String
        /// Per guideline, one base-36 digit: its platforms with techniques, a bit each in the
        /// order of `platforms` (iOS 1, Android 2, Flutter 4, React Native 8, HTML 16).
        public var platformBits: String
        /// The platforms in bit order, each with its technique and code fields: what the page's
        /// platform filter and `technique:` and `code:` search.
        public var platforms: [PlatformFields]
        /// Standards in guideline order, each with its first guideline's index.
        public var standards: [Standard]
        public var chunk: Int
        /// Every guideline's result text, in order, when it is small (``inlineDisplayBytes``).
        var display: [Display]?
        /// Every known phrase's postings, when they are small (``inlinePhraseBytes``).
        var phrases: [String: String]?
        public var spellings: [String: [String]]
        public var synonyms: [[[String]]]
        public var expansions: [[[String]]]
        public var stopwords: [String]
        /// The lengths of the words in `v/<length>.json`, and the correction rules
        /// (``SearchWords``).
        public var words: Words
        /// The limits `crosswalk search` applies to a query (``SearchQuery``), so that the page
        /// refuses what the CLI refuses.
        public var limits = Limits()
    }

    /// Which lengths of word `v/` has a file for, and the rules for correcting a query's word
    /// to them, as ``SearchWords`` has them: words of `minimum` to `maximum` letters, at most
    /// one edit away for words up to `short` letters, two for longer ones.
    public struct Words: Encodable, Sendable {
        var lengths: [Int]
        var minimum = SearchWords.minimumLength
        var maximum = SearchWords.maximumLength
        var short = 5
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
        /// What its guidelines' scores are multiplied by, when not 1 (a regulation's clauses).
        var prior: Double?
    }

    /// A result as the search page shows it.
    struct Display: Encodable {
        var id: String
        var title: String
        var number: String
        var excerpt: String
    }

    /// A platform's id and its fields' names.
    public struct PlatformFields: Encodable, Sendable {
        var id: String
        var technique: String
        var code: String
    }

    /// The order of a filter's levels in `levels`.
    static let levels: [RequirementLevel] = [.must, .should, .advisory]

    /// Writes the index: each file, by its path below the index's folder, to `file`. Postings
    /// are kept per key as the text they are written as (the corpus's tokens are read once, a
    /// guideline at a time); result text is written a chunk at a time.
    public static func write(store: Store, to file: (_ path: String, _ data: Data) throws -> Void) throws {
        let language = try SearchLanguage(store: store)
        let standards = try store.standards()
        let names = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        let fields = SearchField.allCases
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let words = try SearchWords.all(store)
        var platforms: [String: Int] = [:]
        for (guideline, techniques) in try store.platformsWithTechnique() {
            for platform in techniques {
                // A base-36 digit holds five platforms' bits.
                guard let index = Platform.allCases.firstIndex(of: platform) else { continue }
                platforms[guideline, default: 0] |= 1 << index
            }
        }
        try store.readSearchDocuments("build the site search index") { tokenizer, nextRow in
            var terms = Terms()
            var pairs = Pairs()
            // Each word stemmed once, not at each of its occurrences (1.8 million at 2,000
            // guidelines), and its term found once: `termOfWord` by the memo's number.
            let memo = TokenMemo()
            var termOfWord: [Int] = []
            var phrases = try Phrases(language: language) { text in
                var tokens: [String] = []
                try FTS5TokenReader.forEachToken(of: text, tokenizer: tokenizer) { tokens.append(String(decoding: $0, as: UTF8.self)) }
                return tokens
            }

            var lengths: [UInt8] = []
            var levelDigits: [UInt8] = []
            var platformDigits: [UInt8] = []
            var standardRanges: [Standard] = []
            var display: [Display] = []
            // Every result's text while it fits in `inlineDisplayBytes`; nil once it does not.
            var inline: [Display]? = []
            var inlineBytes = 0
            var count = 0
            func writeDisplay() throws {
                let data = try encoder.encode(display)
                try file("d/\((count - 1) / displayChunk).json", data)
                inlineBytes += data.count
                if inlineBytes > inlineDisplayBytes { inline = nil }
                inline?.append(contentsOf: display)
                display.removeAll(keepingCapacity: true)
            }
            while let row = try nextRow() {
                let doc = count
                count += 1
                var length = 0
                for (field, column) in fields.enumerated() {
                    var ids: [Int] = []
                    try memo.forEachToken(of: row.fields[field], real: tokenizer) { token, word in
                        guard word >= 0 else { return ids.append(terms.id(of: token)) }
                        if word >= termOfWord.count { termOfWord.append(contentsOf: repeatElement(-1, count: word + 1 - termOfWord.count)) }
                        if termOfWord[word] < 0 { termOfWord[word] = terms.id(of: token) }
                        ids.append(termOfWord[word])
                    }
                    terms.postings.add(document: doc, field: field, keys: ids)
                    pairs.add(document: doc, field: field, terms: ids)
                    phrases.add(document: doc, field: field, terms: ids, known: terms)
                    // As the CLI's ranking: the checks' names do not lengthen a guideline.
                    if column != .checks { length += ids.count }
                }

                if !lengths.isEmpty { lengths.append(UInt8(ascii: ",")) }
                lengths.append(contentsOf: base36(length))
                let standard = row.standardID
                let guideline = row.guidelineID
                let level = levels.firstIndex(of: row.level) ?? 0
                levelDigits.append(contentsOf: base36(level))
                platformDigits.append(contentsOf: base36(platforms[guideline] ?? 0))
                if standardRanges.last?.id != standard {
                    let prior = row.prior
                    standardRanges.append(
                        Standard(id: standard, name: names[standard] ?? standard, first: doc, prior: prior == 1 ? nil : prior))
                }
                display.append(
                    Display(id: guideline, title: row.title, number: row.number, excerpt: excerpt(row.summaryText)))
                if display.count == displayChunk {
                    try writeDisplay()
                }
            }
            if !display.isEmpty { try writeDisplay() }

            let sorted = terms.tokens.indices.sorted { terms.tokens[$0].utf16.lexicographicallyPrecedes(terms.tokens[$1].utf16) }
            let countShards = try pack(sorted.lazy.map { (terms.tokens[$0], terms.postings.text(of: $0)) }, folder: "t", file: file)
            let phraseOrder = phrases.keys.indices.sorted { phrases.keys[$0].utf16.lexicographicallyPrecedes(phrases.keys[$1].utf16) }
            let phraseShards = try pack(
                phraseOrder.lazy.map { (phrases.keys[$0], phrases.postings.text(of: $0)) }, folder: "q", file: file)
            let inlinePhrases =
                phrases.postings.byteCount > inlinePhraseBytes
                ? nil
                : Dictionary(
                    uniqueKeysWithValues: phrases.keys.indices.map {
                        (phrases.keys[$0], String(decoding: phrases.postings.text(of: $0), as: UTF8.self))
                    })
            // Pairs are far more than terms (about a million at 20,000 guidelines): a list of
            // their shards' first keys would double `index.json`, so a pair's shard is its hash.
            let pairShards = min(maximumPairShards, max(1, (pairs.postings.byteCount + pairShardBytes - 1) / pairShardBytes))
            pairs.freeTable()
            let text = TermText(terms.tokens)
            try packHashed(
                keys: pairs.terms.count, count: pairShards,
                shard: { text.shard(of: Int(pairs.terms[$0].first), Int(pairs.terms[$0].second), count: pairShards) },
                append: { entry, shard in
                    shard.append { key in
                        text.appendPair(Int(pairs.terms[entry].first), Int(pairs.terms[entry].second), to: &key)
                    } postings: {
                        pairs.postings.appendText(of: entry, to: &$0)
                    }
                }, folder: "b", file: file)
            let meta = Meta(
                fields: fields.map(\.rawValue), weights: fields.map { SearchEngine.weights[$0] ?? 1 },
                counts: countShards, phraseShards: phraseShards, pairShards: pairShards, count: count,
                lengths: String(decoding: lengths, as: UTF8.self), levels: String(decoding: levelDigits, as: UTF8.self),
                platformBits: String(decoding: platformDigits, as: UTF8.self),
                platforms: Platform.allCases.map {
                    PlatformFields(
                        id: $0.rawValue, technique: SearchField.technique($0).rawValue, code: SearchField.code($0).rawValue)
                },
                standards: standardRanges, chunk: displayChunk, display: inline, phrases: inlinePhrases, spellings: language.spellings,
                synonyms: language.synonyms,
                expansions: language.expansions, stopwords: SearchLanguage.stopwords.sorted(),
                words: Words(lengths: words.keys.sorted()))
            try file("index.json", encoder.encode(meta))
            // The vocabulary that corrects a query's words, a file per length
            // (`display:documents` in base 36, space-separated): a word that matches nothing
            // fetches the few lengths near its own, and a query that matches fetches none.
            for (length, entries) in words {
                let text = entries.map { $0.display + ":" + String($0.documents, radix: 36) }.joined(separator: " ")
                try file("v/\(length).json", encoder.encode(text))
            }
        }
    }

    /// Every token seen, with how often it occurs in each guideline and field.
    struct Terms {
        /// A token's `String` decides which tokens are one (two spellings of one character
        /// are one token).
        var ids: [String: Int] = [:]
        var tokens: [String] = []
        var postings = Postings(withPositions: false)
        /// ASCII tokens by their bytes, each with its id, in a table of their own (open
        /// addressing, FNV-1a, at most half full): nearly every token is found there without
        /// being made a `String` and hashed. A token not yet there is looked up in `ids`.
        private var keyBytes: [UInt8] = []
        private var keyStarts: [Int] = [0]
        private var keyIDs: [Int] = []
        /// Per slot, a key's index in `keyIDs`, or -1 (``OpenAddressing``).
        private var slots = [Int32](repeating: -1, count: 1024)

        mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return id(of: String(decoding: bytes, as: UTF8.self)) }
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] >= 0 {
                let key = Int(slots[slot])
                // memcmp, not a generic `elementsEqual` over a slice: this runs for every token of the site.
                let start = keyStarts[key]
                if keyStarts[key + 1] - start == bytes.count,
                    bytes.isEmpty
                        || keyBytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0 })
                {
                    return keyIDs[key]
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            let id = id(of: String(decoding: bytes, as: UTF8.self))
            slots[slot] = Int32(keyIDs.count)
            keyIDs.append(id)
            keyBytes.append(contentsOf: bytes)
            keyStarts.append(keyBytes.count)
            if keyIDs.count * 2 > slots.count { grow() }
            return id
        }

        private mutating func id(of token: String) -> Int {
            if let id = ids[token] { return id }
            ids[token] = postings.addKey()
            tokens.append(token)
            return tokens.count - 1
        }

        /// Twice the slots, every key placed again.
        private mutating func grow() {
            let hashes = keyIDs.indices.map { key in keyBytes[keyStarts[key]..<keyStarts[key + 1]].withUnsafeBufferPointer(Self.hash) }
            slots = OpenAddressing.slots(for: hashes, count: slots.count * 2)
        }

        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return Int(truncatingIfNeeded: hash)
        }
    }

    /// Writes `entries`, keys and their postings in key order, in shards of about
    /// ``shardBytes`` (`folder/0.json`, `folder/1.json`…), each a JSON object from key to
    /// postings, and returns each shard's first key.
    static func pack(
        _ entries: some Sequence<(String, [UInt8])>, folder: String, file: (String, Data) throws -> Void
    ) throws -> [String] {
        var firsts: [String] = []
        var shard = ShardText()
        for (key, text) in entries {
            if !shard.isEmpty && shard.count + text.count > shardBytes {
                try file("\(folder)/\(firsts.count - 1).json", shard.take())
            }
            if shard.isEmpty { firsts.append(key) }
            shard.append(key, text)
        }
        if !shard.isEmpty { try file("\(folder)/\(firsts.count - 1).json", shard.take()) }
        return firsts
    }

    /// Writes the postings of keys `0..<keys` in `count` shards (`folder/0.json`…), each key
    /// in the shard `shard` names (``shard(of:count:)`` of its text), every shard written even
    /// when empty, and one shard's text in memory at a time; `append` adds a key and its
    /// postings to its shard's text.
    static func packHashed(
        keys: Int, count: Int, shard: (Int) -> Int, append: (Int, inout ShardText) -> Void, folder: String,
        file: (String, Data) throws -> Void
    ) throws {
        // The keys in shard order (a counting sort), each shard's in key order.
        let shards = (0..<keys).map { Int32(shard($0)) }
        var starts = Array(repeating: 0, count: count + 1)
        for shard in shards { starts[Int(shard) + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var order = Array(repeating: Int32(0), count: keys)
        var filled = starts
        for (entry, shard) in shards.enumerated() {
            order[filled[Int(shard)]] = Int32(entry)
            filled[Int(shard)] += 1
        }
        var text = ShardText()
        for index in 0..<count {
            for entry in order[starts[index]..<starts[index + 1]] {
                append(Int(entry), &text)
            }
            try file("\(folder)/\(index).json", text.take())
        }
    }

    /// The shard of `key` among `count`: its UTF-8 bytes' 32-bit FNV-1a hash, modulo `count`
    /// (search.js computes the same), so that finding a shard needs no list of shards.
    package static func shard(of key: String, count: Int) -> Int {
        Int(fnv(key.utf8) % UInt32(count))
    }

    /// FNV-1a's 32-bit offset basis: the hash of no bytes.
    static let fnvBasis: UInt32 = 0x811c_9dc5

    /// FNV-1a over `bytes`, from `hash`.
    static func fnv(_ bytes: some Sequence<UInt8>, from hash: UInt32 = fnvBasis) -> UInt32 {
        var hash = hash
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return hash
    }

    /// One shard's JSON object, built entry by entry.
    struct ShardText {
        private var bytes: [UInt8] = []
        var isEmpty: Bool { bytes.isEmpty }
        var count: Int { bytes.count }

        mutating func append(_ key: String, _ postings: [UInt8]) {
            append {
                SiteSearchIndex.appendJSONEscaped(key, to: &$0)
            } postings: {
                $0.append(contentsOf: postings)
            }
        }

        /// An entry whose key (escaped as JSON) and postings are written into the text by
        /// `key` and `postings`, without a string of either. Postings hold only base-36 digits
        /// and `:.,;`.
        mutating func append(key: (inout [UInt8]) -> Void, postings: (inout [UInt8]) -> Void) {
            bytes.append(bytes.isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\""))
            key(&bytes)
            bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: "\"")])
            postings(&bytes)
            bytes.append(UInt8(ascii: "\""))
        }

        /// The object's text; the shard is empty again.
        mutating func take() -> Data {
            defer { bytes.removeAll(keepingCapacity: true) }
            return bytes.isEmpty ? Data("{}".utf8) : Data(bytes + [UInt8(ascii: "}")])
        }
    }

    /// `text` escaped as within a JSON string, without the quotes.
    static func appendJSONEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += Array(String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
    }

    static func base36(_ value: Int) -> [UInt8] {
        Array(String(value, radix: 36).utf8)
    }

    /// At most about 200 characters, cut at a word boundary, with runs of white space made
    /// one space. Reads only as far as the cut: splitting a whole long summary into words
    /// took about a third of building the index.
    package static func excerpt(_ text: String) -> String {
        var bytes = text
        if let excerpt = bytes.withUTF8(asciiExcerpt) { return excerpt }
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

    /// ``excerpt(_:)`` read byte by byte, where a character is a byte (a CR LF, one character,
    /// is white space either way); nil at the first byte that is not ASCII before the cut.
    private static func asciiExcerpt(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var flat: [UInt8] = []
        flat.reserveCapacity(202)
        var space = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                space = !flat.isEmpty
                continue
            }
            if space {
                flat.append(UInt8(ascii: " "))
                space = false
            }
            flat.append(byte)
            if flat.count > 200 { break }
        }
        guard flat.count > 200 else { return String(decoding: flat, as: UTF8.self) }
        let cut = flat[..<200]
        return String(decoding: cut[..<(cut.lastIndex(of: UInt8(ascii: " ")) ?? 200)], as: UTF8.self) + "…"
    }
}
