import Dispatch
import Foundation

/// The words of the indexed text as they are written, not as FTS5 stems them, with how many
/// guidelines use each: what a query word that matches nothing is corrected to
/// (``SearchEngine``'s typo correction; search.js reads the same words from the site's
/// `search/v/` files). Only words of 3 to ``maximumLength`` ASCII letters are kept: numbers
/// and criterion ids are never corrected, and the content is English.
///
/// A word is kept folded to lower case, with the form shown when a query is corrected to
/// it: the first camel-case spelling seen (`accessibilityLabel`), else the word itself.
public enum SearchWords {
    /// Words longer than this are neither kept nor corrected: no one types them.
    public static let maximumLength = 40
    public static let minimumLength = 3

    /// At most this many words of each length are kept, those in the most guidelines, so
    /// that correcting a word reads and compares a bounded number of candidates however
    /// large the content grows (the real content has under 1,500 of its commonest length).
    public static let maximumPerLength = 4_000

    /// How far a query word of `length` letters may be from its correction, in
    /// Damerau-Levenshtein edits (optimal string alignment): Elasticsearch's `AUTO`
    /// fuzziness, 1 for words of 3 to 5 letters and 2 for longer ones.
    public static func maximumDistance(forLength length: Int) -> Int {
        length < minimumLength ? 0 : length <= 5 ? 1 : 2
    }

    /// Whether a query word can be corrected: 3 to ``maximumLength`` ASCII letters.
    public static func isCorrectable(_ word: String) -> Bool {
        (minimumLength...maximumLength).contains(word.utf8.count) && word.utf8.allSatisfy(isLetter)
    }

    // MARK: - Building

    /// The distinct words of a document, folded to lower case, in the order first seen: their
    /// bytes one after another, each with its FNV-1a hash (by which ``Writer`` finds it again)
    /// and the first camel-case form seen. Kept as bytes: the ``Writer`` makes a `String` only
    /// of a word new to the build (one for every word of every document was 1% of a build).
    struct DocumentWords: Sendable, Equatable {
        fileprivate var bytes: [UInt8] = []
        fileprivate var entries: [Entry] = []

        fileprivate struct Entry: Sendable, Equatable {
            var start: Int32
            var length: Int32
            var hash: UInt32
            /// The first camel-case form seen; nil while it is the folded word.
            var display: String?
        }
    }

    /// The distinct words of `texts`, folded, each with its display form, in the order first
    /// seen. Scans UTF-8 bytes: it runs over every character of every guideline on the build's
    /// worker threads, and each word is looked up by its folded bytes in a table of its own
    /// (a `String` and Swift's hashing for every word were a tenth of the build's instructions).
    static func words(in texts: some Collection<String>) -> DocumentWords {
        var table = WordTable(expected: texts.reduce(0) { $0 + $1.utf8.count } / 16)
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                // Whether the run since `start` is letters only: digits and non-ASCII bytes (a
                // letter such as é) belong to a word, which is then dropped.
                var lettersOnly = true
                for index in 0...bytes.count {
                    if index < bytes.count {
                        let byte = bytes[index]
                        if isLetter(byte) { continue }
                        if IdentifierSplitter.isDigit(byte) || byte >= 0x80 {
                            lettersOnly = false
                            continue
                        }
                    }
                    let length = index - start
                    if lettersOnly, length >= minimumLength, length <= maximumLength {
                        table.add(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    }
                    start = index + 1
                    lettersOnly = true
                }
            }
        }
        return table.finished()
    }

    /// The distinct folded words of a document: their bytes one after another, and an
    /// open-addressing table of their positions, hashed with FNV-1a.
    private struct WordTable {
        private var words = DocumentWords()
        /// Indices into `words.entries`, -1 where free; a power of two long.
        private var slots: [Int32]

        init(expected: Int) {
            var capacity = 64
            while capacity < expected * 2 { capacity *= 2 }
            slots = Array(repeating: -1, count: capacity)
            words.bytes.reserveCapacity(expected * 8)
            words.entries.reserveCapacity(expected)
        }

        mutating func add(_ run: UnsafeBufferPointer<UInt8>) {
            var hash: UInt32 = 2_166_136_261
            var isCamel = false
            var previousIsLower = false
            for byte in run {
                let isUpper = IdentifierSplitter.isUpper(byte)
                // Camel case: a lower-case letter followed by an upper-case one.
                if isUpper && previousIsLower { isCamel = true }
                previousIsLower = IdentifierSplitter.isLower(byte)
                hash = (hash ^ UInt32(isUpper ? byte + 32 : byte)) &* 16_777_619
            }
            // A known word (most are) is compared folded in place; only a new one is copied.
            let mask = slots.count - 1
            var slot = Int(hash) & mask
            while true {
                let index = slots.withUnsafeBufferPointer { Int($0[slot]) }
                if index < 0 { break }
                let entry = words.entries.withUnsafeBufferPointer { $0[index] }
                if entry.hash == hash, entry.length == run.count, same(Int(entry.start), run) {
                    if isCamel, entry.display == nil { words.entries[index].display = String(decoding: run, as: UTF8.self) }
                    return
                }
                slot = (slot + 1) & mask
            }
            let start = words.bytes.count
            for byte in run { words.bytes.append(IdentifierSplitter.isUpper(byte) ? byte + 32 : byte) }
            slots[slot] = Int32(words.entries.count)
            words.entries.append(
                DocumentWords.Entry(
                    start: Int32(start), length: Int32(run.count), hash: hash, display: isCamel ? String(decoding: run, as: UTF8.self) : nil
                ))
            if words.entries.count * 2 > slots.count { grow() }
        }

        /// Whether the folded bytes at `start` are `run` folded.
        private func same(_ start: Int, _ run: UnsafeBufferPointer<UInt8>) -> Bool {
            words.bytes.withUnsafeBufferPointer { stored in
                for offset in run.indices {
                    let byte = run[offset]
                    if stored[start + offset] != (IdentifierSplitter.isUpper(byte) ? byte + 32 : byte) { return false }
                }
                return true
            }
        }

        private mutating func grow() { slots = OpenAddressing.slots(for: words.entries.lazy.map(\.hash), count: slots.count * 2) }

        func finished() -> DocumentWords { words }
    }

    /// Counts each word's guidelines as the build adds them, and writes the table at the end.
    struct Writer {
        private struct Counted {
            var start: Int
            var length: Int
            var display: String?
            var documents: Int
            var hash: UInt32
        }

        /// Each word once, in the order first added, its folded bytes in `bytes`, found through
        /// `slots` by the hash the document's table computed (Swift's hashing of every word again
        /// was most of the work).
        private var counted: [Counted] = []
        private var bytes: [UInt8] = []
        /// Indices into `counted`, -1 where free; a power of two long.
        private var slots = [Int32](repeating: -1, count: 4_096)

        mutating func add(_ document: DocumentWords) {
            document.bytes.withUnsafeBufferPointer { words in
                for entry in document.entries {
                    let word = UnsafeBufferPointer(rebasing: words[Int(entry.start)..<Int(entry.start + entry.length)])
                    let mask = slots.count - 1
                    var slot = Int(entry.hash) & mask
                    while true {
                        let index = Int(slots[slot])
                        if index < 0 {
                            slots[slot] = Int32(counted.count)
                            counted.append(
                                Counted(start: bytes.count, length: word.count, display: entry.display, documents: 1, hash: entry.hash))
                            bytes.append(contentsOf: word)
                            if counted.count * 2 > slots.count { grow() }
                            break
                        }
                        if counted[index].hash == entry.hash, counted[index].length == word.count, same(counted[index].start, word) {
                            counted[index].documents += 1
                            // The first camel-case form seen, in build order.
                            if counted[index].display == nil { counted[index].display = entry.display }
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }

        private func same(_ start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.withUnsafeBufferPointer { stored in
                word.isEmpty || memcmp(stored.baseAddress! + start, word.baseAddress!, word.count) == 0
            }
        }

        private mutating func grow() { slots = OpenAddressing.slots(for: counted.lazy.map(\.hash), count: slots.count * 2) }

        /// The words kept, the most used ``maximumPerLength`` of each length, in word order.
        func rows() -> [SearchWordRecord] {
            let words = counted.map { entry in
                (word: String(decoding: bytes[entry.start..<entry.start + entry.length], as: UTF8.self), entry: entry)
            }
            let byLength = Dictionary(grouping: words, by: { $0.entry.length })
            var rows: [SearchWordRecord] = []
            for (length, entries) in byLength {
                let kept = entries.sorted {
                    $0.entry.documents != $1.entry.documents ? $0.entry.documents > $1.entry.documents : $0.word < $1.word
                }
                for (word, entry) in kept.prefix(maximumPerLength) {
                    rows.append(SearchWordRecord(word: word, display: entry.display, length: length, documents: entry.documents))
                }
            }
            // In key order: each row then goes to the end of the table's b-tree.
            rows.sort { $0.word < $1.word }
            return rows
        }
    }

    /// A ``Writer`` fed on a serial queue of its own, in the order documents are added: the
    /// build's writer thread, the one that sets its pace, only hands each document's words over.
    final class Counter: @unchecked Sendable {
        private let queue = DispatchQueue(label: "crosswalk.search-words")
        /// Read and written only on `queue`.
        private var writer = Writer()

        func add(_ document: DocumentWords) {
            queue.async { self.writer.add(document) }
        }

        /// The counts, once every document added is counted.
        func counted() -> Writer {
            queue.sync { writer }
        }
    }

    // MARK: - Correcting

    /// A word of the vocabulary: folded, as shown, and in how many guidelines.
    public struct Entry: Sendable, Equatable {
        public var word: String
        public var display: String
        public var documents: Int
    }

    /// The vocabulary's words whose lengths are within `lengths`.
    static func entries(_ store: Store, lengths: ClosedRange<Int>) throws -> [Entry] {
        try store.searchWords(lengths: lengths).map { Entry(word: $0.word, display: $0.display ?? $0.word, documents: $0.documents) }
    }

    /// Every word of the store's vocabulary, grouped by length, each length's in byte order.
    static func all(_ store: Store) throws -> [Int: [Entry]] {
        var result: [Int: [Entry]] = [:]
        for row in try store.searchWords() {
            result[row.length, default: []].append(Entry(word: row.word, display: row.display ?? row.word, documents: row.documents))
        }
        return result
    }

    /// The correction of `word` among `entries`: the nearest within
    /// ``maximumDistance(forLength:)``, then the one in the most guidelines, then the first
    /// in byte order; nil when none is near enough. search.js chooses the same way.
    public static func correction(of word: String, in entries: [Entry]) -> Entry? {
        let typed = Array(word.lowercased().utf8)
        let bound = maximumDistance(forLength: typed.count)
        guard bound > 0 else { return nil }
        var best: (entry: Entry, distance: Int)?
        for entry in entries {
            let limit = best.map { $0.distance } ?? bound
            guard let distance = distance(typed, Array(entry.word.utf8), atMost: limit), distance > 0 else { continue }
            if let current = best {
                if distance > current.distance { continue }
                if distance == current.distance {
                    if entry.documents < current.entry.documents { continue }
                    if entry.documents == current.entry.documents && !entry.word.utf8.lexicographicallyPrecedes(current.entry.word.utf8) {
                        continue
                    }
                }
            }
            best = (entry, distance)
        }
        return best?.entry
    }

    /// The optimal-string-alignment distance (Damerau-Levenshtein with adjacent transpositions,
    /// no substring edited twice) between two byte strings, or nil when it exceeds `bound`.
    /// Words whose lengths differ by more are not compared, and a row whose every cell
    /// exceeds the bound ends the work.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        var beforePrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                smallest = min(smallest, value)
            }
            if smallest > bound { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { IdentifierSplitter.isUpper(byte) || IdentifierSplitter.isLower(byte) }
}
