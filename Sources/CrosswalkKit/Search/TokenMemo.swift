import Foundation
import GRDB

/// The tokens SQLite's `porter unicode61 remove_diacritics 2` tokenizer makes of a text, with
/// each distinct word stemmed once instead of at every occurrence: the site's search index
/// (``SiteSearchIndex``) tokenizes every field of every guideline, 1.8 million words at 2,000
/// guidelines for a vocabulary of about 6,000, and each word is numbered here so that the index
/// finds its term without hashing the stem again.
///
/// Exact by construction, not by imitation. unicode61 ends a token at every ASCII byte that is
/// not a letter or a digit, so the text splits at those bytes into runs; a run of ASCII
/// letters and digits is one token (folded to lower case, its stem whatever the real tokenizer
/// makes of that word, asked once and kept); any other run (é, an em dash, a no-break space)
/// goes to the real tokenizer as it is, every time. Tests compare both on the real content.
///
/// Its tables are raw buffers and its stored properties unchecked for exclusive access: the
/// look-up runs for every word, and the checks of a class's properties were half its cost.
package final class TokenMemo {
    /// A token, its byte range in the text given, and the number of its word (0, 1, 2… in
    /// the order words are first seen; the same word, the same number) or -1 for a token of a
    /// run that is not ASCII.
    package typealias Emit = (_ token: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: Int) throws -> Void

    private struct Entry {
        var hash: UInt32
        var wordStart: Int32
        var wordLength: Int32
        var stemStart: Int32
        /// -1 when the real tokenizer did not make exactly one token of the word (never seen,
        /// but then it is asked every time).
        var stemLength: Int32
    }

    /// Folded words and their stems, one after another (grown by doubling).
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var capacity = 64 * 1024
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Indices into `entries`, -1 where free; a power of two long.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 4_096)
    /// The word being looked up, folded.
    @exclusivity(unchecked) private var folded: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var foldedCapacity = 256

    /// Each byte's kind: ``separator``, ``nonASCII``, ``upper`` or ``lowerOrDigit``.
    private let classes: UnsafeMutablePointer<UInt8>
    private static let separator: UInt8 = 0
    private static let nonASCII: UInt8 = 1
    private static let upper: UInt8 = 2
    private static let lowerOrDigit: UInt8 = 3

    package init() {
        bytes = .allocate(capacity: capacity)
        folded = .allocate(capacity: foldedCapacity)
        // unicode61's token bytes in ASCII are its letters and digits: its default categories
        // (letters, numbers, private use) hold no other ASCII byte.
        classes = .allocate(capacity: 256)
        for byte in 0...255 {
            switch byte {
            case 0x80...: classes[byte] = Self.nonASCII
            case 65...90: classes[byte] = Self.upper
            case 97...122, 48...57: classes[byte] = Self.lowerOrDigit
            default: classes[byte] = Self.separator
            }
        }
    }

    deinit {
        bytes.deallocate()
        folded.deallocate()
        classes.deallocate()
    }

    /// Calls `body` with each token of `text` and the number of its word (``Emit``), in order,
    /// as `real` would.
    package func forEachToken(of text: String, real: any FTS5Tokenizer, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) throws {
        var text = text
        try text.withUTF8 { bytes in try tokenize(bytes, real: real) { token, _, _, word in body(token, word) } }
    }

    /// Calls `emit` with each token of `text`, in order, as `real` would: `real` is the
    /// tokenizer itself, for the words not yet stemmed and the runs that are not ASCII. A run is
    /// folded and hashed as it is scanned.
    package func tokenize(_ text: UnsafeBufferPointer<UInt8>, real: any FTS5Tokenizer, _ emit: Emit) throws {
        guard let base = text.baseAddress else { return }
        if text.count > foldedCapacity {
            folded.deallocate()
            foldedCapacity = text.count
            folded = .allocate(capacity: foldedCapacity)
        }
        // Locals, so that the loop reads no property (each was reloaded at every byte).
        let folded = self.folded
        let classes = self.classes
        var index = 0
        let count = text.count
        while index < count {
            if classes[Int(base[index])] == Self.separator {
                index &+= 1
                continue
            }
            let start = index
            var ascii = true
            var hash: UInt32 = 2_166_136_261
            while index < count {
                let byte = base[index]
                let kind = classes[Int(byte)]
                if kind == Self.separator { break }
                if kind == Self.nonASCII {
                    ascii = false
                } else {
                    let lower = kind == Self.upper ? byte | 0x20 : byte
                    folded[index &- start] = lower
                    hash = (hash ^ UInt32(lower)) &* 16_777_619
                }
                index &+= 1
            }
            if ascii {
                try word(hash: hash, count: index - start, at: start, real: real, emit)
            } else {
                try delegate(UnsafeBufferPointer(start: base + start, count: index - start), at: start, real: real, emit)
            }
        }
    }

    /// The word folded in `folded`, found by its hash or stemmed and kept.
    private func word(hash: UInt32, count: Int, at start: Int, real: any FTS5Tokenizer, _ emit: Emit) throws {
        let end = start + count
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            if entry.hash == hash, Int(entry.wordLength) == count, memcmp(bytes + Int(entry.wordStart), folded, count) == 0 {
                guard entry.stemLength >= 0 else {
                    return try delegate(UnsafeBufferPointer(start: folded, count: count), at: start, real: real, emit)
                }
                return try emit(UnsafeBufferPointer(start: bytes + Int(entry.stemStart), count: Int(entry.stemLength)), start, end, index)
            }
            slot = (slot + 1) & mask
        }
        // A new word: the real tokenizer's one token of it is its stem from now on.
        let wordStart = used
        append(UnsafeBufferPointer(start: folded, count: count))
        var tokens = 0
        try FTS5TokenReader.forEachToken(inUTF8: UnsafeBufferPointer(start: folded, count: count), tokenizer: real) { token, _, _ in
            tokens += 1
            append(token)
        }
        let stemStart = wordStart + count
        let stemLength = tokens == 1 ? used - stemStart : -1
        if tokens != 1 { used = stemStart }
        let word = entries.count
        slots[slot] = Int32(word)
        entries.append(
            Entry(
                hash: hash, wordStart: Int32(wordStart), wordLength: Int32(count), stemStart: Int32(stemStart),
                stemLength: Int32(stemLength)))
        if entries.count * 2 > slots.count { grow() }
        guard stemLength >= 0 else { return try delegate(UnsafeBufferPointer(start: folded, count: count), at: start, real: real, emit) }
        try emit(UnsafeBufferPointer(start: bytes + stemStart, count: stemLength), start, end, word)
    }

    /// `run` (a run that is not ASCII, or a word in `folded`) as the real tokenizer makes it, its
    /// offsets those of the run at `start` in the text; its tokens have no word number.
    private func delegate(_ run: UnsafeBufferPointer<UInt8>, at start: Int, real: any FTS5Tokenizer, _ emit: Emit) throws {
        try FTS5TokenReader.forEachToken(inUTF8: run, tokenizer: real) { try emit($0, start + $1, start + $2, -1) }
    }

    private func append(_ more: UnsafeBufferPointer<UInt8>) {
        if used + more.count > capacity {
            capacity = max(capacity * 2, used + more.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: bytes, count: used)
            bytes.deallocate()
            bytes = grown
        }
        if let source = more.baseAddress { (bytes + used).update(from: source, count: more.count) }
        used += more.count
    }

    private func grow() {
        slots = OpenAddressing.slots(for: entries.lazy.map(\.hash), count: slots.count * 2)
    }
}
