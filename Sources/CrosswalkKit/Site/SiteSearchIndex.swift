import Foundation
import GRDB

/// The search index the static site's search page loads: every guideline's indexed text as
/// sequences of the very tokens SQLite's `porter unicode61` tokenizer produced, plus the
/// language tables and ranking weights, so the browser ranks a query exactly as
/// `crosswalk search` does (see Site/assets/search.js).
public struct SiteSearchIndex: Encodable, Sendable {
    public struct Document: Encodable, Sendable {
        var id: String
        var title: String
        var standard: String
        var standardName: String
        var number: String
        var level: String
        /// Platforms with techniques, for the platform filter.
        var platforms: [String]
        /// The start of the summary, shown under each result.
        var excerpt: String
        /// Per field, in `fields` order: the field's token ids in base 36, separated by
        /// spaces (a token's position is its index). Strings, not arrays of numbers: a third
        /// of the size, and encoded an order of magnitude faster.
        var tokens: [String]
    }

    public var version = 2
    public var fields: [String]
    public var weights: [Double]
    /// Token id → token (a stemmed, case-folded word).
    public var terms: [String]
    public var documents: [Document]
    public var spellings: [String: [String]]
    public var synonyms: [[[String]]]
    public var expansions: [[[String]]]
    public var stopwords: [String]

    /// Builds the index from a store, tokenizing with SQLite itself.
    public static func build(store: Store) throws -> SiteSearchIndex {
        var documents: [Document] = []
        var index = try scan(store: store) { documents.append($0) }
        index.documents = documents
        return index
    }

    /// Writes the index as compact JSON with sorted keys, the bytes `JSONEncoder` gives for
    /// the whole index, one document at a time: the documents are most of the index, and the
    /// site writes them while it renders pages, so they are not held.
    public static func write(store: Store, to output: (Data) throws -> Void) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // "documents" sorts first, so the index with no documents starts with this.
        let opening = Data(#"{"documents":["#.utf8)
        try output(opening)
        var first = true
        let rest = try scan(store: store) { document in
            try output((first ? Data() : Data(",".utf8)) + encoder.encode(document))
            first = false
        }
        let closing = try encoder.encode(rest)
        precondition(closing.starts(with: opening), "the search index's first key is no longer documents")
        try output(closing.dropFirst(opening.count))
    }

    /// Reads and tokenizes every guideline, handing each document to `document` in order, and
    /// returns the rest of the index (its `documents` empty).
    static func scan(store: Store, document: (Document) throws -> Void) throws -> SiteSearchIndex {
        let language = try SearchLanguage(store: store)
        let standards = try store.standards()
        let names = Dictionary(uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) })
        let fields = SearchField.allCases
        return try store.read("build the site search index") { db in
            let tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            var termIDs: [String: Int] = [:]
            var terms: [String] = []
            /// Each term's id in base 36 as UTF-8, made once per term rather than once per
            /// occurrence, and copied into a field's bytes (appending to a String per token
            /// cost more than tokenizing).
            var codes: [[UInt8]] = []
            func code(_ token: String) -> [UInt8] {
                if let existing = termIDs[token] { return codes[existing] }
                termIDs[token] = terms.count
                codes.append(Array(String(terms.count, radix: 36).utf8))
                terms.append(token)
                return codes[codes.count - 1]
            }
            var platforms: [String: [String]] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT guideline_id, platform FROM guideline_platform WHERE has_technique ORDER BY guideline_id, platform")
            {
                platforms[row[0], default: []].append(row[1])
            }
            // The order of `crosswalk search`'s final tie-break: standard, then source order.
            // A cursor: one guideline's text in memory at a time, not the whole corpus's.
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT s.*, g.title AS g_title, g.standard_id, g.number, g.level, g.summary_text
                    FROM guideline_search s JOIN guideline g ON g.id = s.guideline_id
                    ORDER BY g.standard_id, g.sort_key
                    """)
            while let row = try rows.next() {
                let tokens = try fields.map { field -> String in
                    var line: [UInt8] = []
                    try FTS5TokenReader.forEachToken(of: row[field.rawValue] ?? "", tokenizer: tokenizer) { bytes in
                        if !line.isEmpty { line.append(UInt8(ascii: " ")) }
                        line.append(contentsOf: code(String(decoding: bytes, as: UTF8.self)))
                    }
                    return String(decoding: line, as: UTF8.self)
                }
                let summary: String = row["summary_text"]
                let standard: String = row["standard_id"]
                let guideline: String = row["guideline_id"]
                try document(
                    Document(
                        id: guideline, title: row["g_title"], standard: standard, standardName: names[standard] ?? standard,
                        number: row["number"], level: row["level"],
                        platforms: (platforms[guideline] ?? []).sorted {
                            (Platform(rawValue: $0) ?? .html) < (Platform(rawValue: $1) ?? .html)
                        },
                        excerpt: Self.excerpt(summary), tokens: tokens))
            }
            return SiteSearchIndex(
                fields: fields.map(\.rawValue), weights: fields.map { SearchEngine.weights[$0] ?? 1 },
                terms: terms, documents: [], spellings: language.spellings,
                synonyms: language.synonyms, expansions: language.expansions,
                stopwords: SearchLanguage.stopwords.sorted())
        }
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
