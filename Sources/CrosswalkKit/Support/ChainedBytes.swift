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

    /// Appends bytes with the string's chain read and stored once, and each block's part
    /// written through one access to its page, not one a byte.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to string: Int) {
        var chain = chains[string]
        var offset = 0
        while offset < bytes.count {
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
            let start = tail % Self.pageBlocks * Self.blockSize + Int(chain.used)
            let length = min(bytes.count - offset, Self.blockSize - Int(chain.used))
            pages[tail / Self.pageBlocks].withUnsafeMutableBufferPointer { page in
                for index in 0..<length { page[start + index] = bytes[offset + index] }
            }
            chain.used += UInt8(length)
            offset += length
        }
        chains[string] = chain
        byteCount += bytes.count
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
            let end = next[block] < 0 ? Int(chains[string].used) : Self.blockSize
            let start = block % Self.pageBlocks * Self.blockSize
            output.append(contentsOf: pages[block / Self.pageBlocks][start..<start + end])
            block = Int(next[block])
        }
    }
}
