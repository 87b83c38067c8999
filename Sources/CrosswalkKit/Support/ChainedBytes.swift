/// Many byte strings that grow at their ends, kept in one buffer of fixed-size blocks, each
/// string a chain of blocks. The search index keeps a text per pair of adjacent terms, about
/// 300,000 at 2,000 guidelines and most under 16 bytes: an array each would cost an allocation
/// and its header each, several times the text.
struct ChainedBytes {
    static let blockSize = 16
    /// Blocks are allocated a page at a time: a single growing array would copy itself and
    /// hold up to twice what it needs.
    static let pageBlocks = 64 * 1024

    private var pages: [[UInt8]] = []
    /// Per block, the next block of its string, or -1.
    private var next: [Int32] = []
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

    /// Appends bytes with the string's chain read and stored once, not once a byte.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to string: Int) {
        var chain = chains[string]
        for byte in bytes {
            if chain.tail < 0 || Int(chain.used) == Self.blockSize {
                let block = Int32(next.count)
                if next.count % Self.pageBlocks == 0 {
                    pages.append(Array(repeating: 0, count: Self.pageBlocks * Self.blockSize))
                }
                next.append(-1)
                if chain.tail < 0 { chain.head = block } else { next[Int(chain.tail)] = block }
                chain.tail = block
                chain.used = 0
            }
            let tail = Int(chain.tail)
            pages[tail / Self.pageBlocks][tail % Self.pageBlocks * Self.blockSize + Int(chain.used)] = byte
            chain.used += 1
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
        var block = Int(chains[string].head)
        while block >= 0 {
            let end = next[block] < 0 ? Int(chains[string].used) : Self.blockSize
            let start = block % Self.pageBlocks * Self.blockSize
            result.append(contentsOf: pages[block / Self.pageBlocks][start..<start + end])
            block = Int(next[block])
        }
        return result
    }
}
