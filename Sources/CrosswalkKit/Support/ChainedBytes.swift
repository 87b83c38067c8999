/// Many byte strings that grow at their ends, kept in one buffer of fixed-size blocks, each
/// string a chain of blocks. The search index keeps a text per pair of adjacent terms, about
/// 300,000 at 2,000 guidelines and most under 16 bytes: an array each would cost an allocation
/// and its header each, several times the text.
struct ChainedBytes {
    static let blockSize = 16
    /// Blocks are allocated a page at a time: a single growing array would copy itself and
    /// hold up to twice what it needs.
    static let pageBlocks = 64 * 1024

    /// The pages, written through pointers: a write into an array of arrays checks both for
    /// uniqueness at every byte.
    private final class Pages {
        var pages: [UnsafeMutablePointer<UInt8>] = []
        /// Per block, the next block of its string, or -1.
        var next: [Int32] = []

        /// A new block, its next -1.
        func add() -> Int32 {
            let block = Int32(next.count)
            if next.count % ChainedBytes.pageBlocks == 0 {
                let page = UnsafeMutablePointer<UInt8>.allocate(capacity: ChainedBytes.pageBlocks * ChainedBytes.blockSize)
                page.initialize(repeating: 0, count: ChainedBytes.pageBlocks * ChainedBytes.blockSize)
                pages.append(page)
            }
            next.append(-1)
            return block
        }

        /// The first byte of `block`.
        func start(of block: Int) -> UnsafeMutablePointer<UInt8> {
            pages[block / ChainedBytes.pageBlocks] + block % ChainedBytes.pageBlocks * ChainedBytes.blockSize
        }

        func copy() -> Pages {
            let copy = Pages()
            copy.next = next
            for page in pages {
                let new = UnsafeMutablePointer<UInt8>.allocate(capacity: ChainedBytes.pageBlocks * ChainedBytes.blockSize)
                new.initialize(from: page, count: ChainedBytes.pageBlocks * ChainedBytes.blockSize)
                copy.pages.append(new)
            }
            return copy
        }

        deinit {
            for page in pages { page.deallocate() }
        }
    }

    private var storage = Pages()
    private var chains: [Chain] = []

    /// A string's first and last block (-1 while empty) and the bytes used in the last.
    private struct Chain {
        var head: Int32 = -1
        var tail: Int32 = -1
        var used: UInt8 = 0
    }

    /// The number of strings.
    var count: Int { chains.count }
    /// The bytes of all strings together.
    private(set) var byteCount = 0

    /// A new, empty string; returns its index.
    mutating func add() -> Int {
        chains.append(Chain())
        return chains.count - 1
    }

    func isEmpty(_ string: Int) -> Bool { chains[string].head < 0 }

    mutating func append(_ byte: UInt8, to string: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { buffer in
            buffer[0] = byte
            append(UnsafeBufferPointer(buffer), to: string)
        }
    }

    /// Appends bytes with the string's chain read and stored once, and each block's part
    /// copied at once.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to string: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        let storage = storage
        var chain = chains[string]
        var offset = 0
        while offset < bytes.count {
            if chain.tail < 0 || Int(chain.used) == Self.blockSize {
                let block = storage.add()
                if chain.tail < 0 { chain.head = block } else { storage.next[Int(chain.tail)] = block }
                chain.tail = block
                chain.used = 0
            }
            let destination = storage.start(of: Int(chain.tail)) + Int(chain.used)
            let length = min(bytes.count - offset, Self.blockSize - Int(chain.used))
            for index in 0..<length { destination[index] = bytes[offset + index] }
            chain.used += UInt8(length)
            offset += length
        }
        chains[string] = chain
        byteCount += bytes.count
    }

    /// Appends `separator` (when given), then `value` in base 36, lower-case, as
    /// `String(value, radix: 36)` writes it.
    mutating func appendBase36(_ value: Int, after separator: UInt8? = nil, to string: Int) {
        precondition(value >= 0)
        // 13 base-36 digits hold any Int, and one byte the separator.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 14) { buffer in
            var start = 14
            var rest = value
            repeat {
                let digit = rest % 36
                start -= 1
                buffer[start] = UInt8(digit < 10 ? 48 + digit : 87 + digit)
                rest /= 36
            } while rest > 0
            if let separator {
                start -= 1
                buffer[start] = separator
            }
            append(UnsafeBufferPointer(rebasing: buffer[start...]), to: string)
        }
    }

    /// The string's bytes.
    func bytes(of string: Int) -> [UInt8] {
        var result: [UInt8] = []
        append(string, to: &result)
        return result
    }

    /// The string's bytes appended to `output`.
    func append(_ string: Int, to output: inout [UInt8]) {
        var block = Int(chains[string].head)
        while block >= 0 {
            let end = storage.next[block] < 0 ? Int(chains[string].used) : Self.blockSize
            output.append(contentsOf: UnsafeBufferPointer(start: storage.start(of: block), count: end))
            block = Int(storage.next[block])
        }
    }
}
