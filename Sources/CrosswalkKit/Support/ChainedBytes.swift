/// Many byte strings that grow at their ends, kept in one buffer of fixed-size blocks, each
/// string a chain of blocks. The search index keeps a text per pair of adjacent terms, about
/// 300,000 at 2,000 guidelines and most under 16 bytes: an array each would cost an allocation
/// and its header each, several times the text.
///
/// A value, copied on write like an array; its memory is its own (``Storage``), so that an
/// append (nearly three million for a 2,000-guideline site, each a few bytes) checks one
/// reference's uniqueness and copies bytes, rather than checking each array it touches.
package struct ChainedBytes {
    package init() {
    }

    package static let blockSize = 16
    /// Blocks are allocated a page at a time: a single growing buffer would copy itself and
    /// hold up to twice what it needs. A page's bytes (8 MiB) and its blocks' links (2 MiB)
    /// are whole huge pages (``HugePages``).
    package static let pageBlocks = 512 * 1024

    private var storage = Storage()

    /// The number of strings.
    package var count: Int { storage.chainCount }
    /// The bytes of all strings together.
    package var byteCount: Int { storage.byteCount }

    /// A new, empty string; returns its index.
    package mutating func add() -> Int {
        unique()
        return storage.addChain()
    }

    package func isEmpty(_ string: Int) -> Bool { storage.chain(string).head < 0 }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to string: Int) {
        unique()
        storage.append(bytes, to: string)
    }

    /// The string's bytes.
    package func bytes(of string: Int) -> [UInt8] {
        var result: [UInt8] = []
        append(string, to: &result)
        return result
    }

    /// The string's bytes appended to `output`.
    func append(_ string: Int, to output: inout [UInt8]) {
        storage.forEachPart(of: string) { output.append(contentsOf: $0) }
    }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// A string's first and last block (-1 while empty) and the bytes used in the last.
    fileprivate struct Chain {
        var head: Int32 = -1
        var tail: Int32 = -1
        var used: UInt8 = 0
    }

    /// The blocks, a page at a time in memory that never moves, with per block the next block
    /// of its string (or -1), and the chains, in a buffer that grows by doubling. Its
    /// properties are not checked for exclusive access at run time (a class's are, at each
    /// access: twice the cost of the appends themselves); only its one owner, a value, uses
    /// them, on one thread at a time.
    private final class Storage {
        @exclusivity(unchecked) private var pages: [UnsafeMutablePointer<UInt8>] = []
        @exclusivity(unchecked) private var nextPages: [UnsafeMutablePointer<Int32>] = []
        @exclusivity(unchecked) private var blocks = 0
        @exclusivity(unchecked) private var chains = UnsafeMutablePointer<Chain>.allocate(capacity: 1024)
        @exclusivity(unchecked) private var chainCapacity = 1024
        @exclusivity(unchecked) private(set) var chainCount = 0
        @exclusivity(unchecked) private(set) var byteCount = 0

        deinit {
            for page in pages { page.deallocate() }
            for page in nextPages { page.deallocate() }
            chains.deinitialize(count: chainCount)
            chains.deallocate()
        }

        func copy() -> Storage {
            let copy = Storage()
            for (index, (page, next)) in zip(pages, nextPages).enumerated() {
                let used = min(ChainedBytes.pageBlocks, blocks - index * ChainedBytes.pageBlocks)
                copy.addPage()
                copy.pages[index].initialize(from: page, count: used * ChainedBytes.blockSize)
                copy.nextPages[index].initialize(from: next, count: used)
            }
            copy.blocks = blocks
            for index in 0..<chainCount { copy.chains[copy.addChain()] = chains[index] }
            copy.byteCount = byteCount
            return copy
        }

        func chain(_ string: Int) -> Chain {
            precondition(string >= 0 && string < chainCount, "no string \(string)")
            return chains[string]
        }

        func addChain() -> Int {
            if chainCount == chainCapacity {
                let grown = UnsafeMutablePointer<Chain>.allocate(capacity: chainCapacity * 2)
                grown.moveInitialize(from: chains, count: chainCount)
                chains.deallocate()
                chains = grown
                chainCapacity *= 2
            }
            (chains + chainCount).initialize(to: Chain())
            chainCount += 1
            return chainCount - 1
        }

        func append(_ bytes: UnsafeBufferPointer<UInt8>, to string: Int) {
            var chain = self.chain(string)
            guard var source = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                if chain.tail < 0 || Int(chain.used) == ChainedBytes.blockSize {
                    let block = newBlock()
                    if chain.tail < 0 { chain.head = block } else { next(Int(chain.tail)).pointee = block }
                    chain.tail = block
                    chain.used = 0
                }
                let length = min(remaining, ChainedBytes.blockSize - Int(chain.used))
                (start(Int(chain.tail)) + Int(chain.used)).update(from: source, count: length)
                chain.used += UInt8(length)
                source += length
                remaining -= length
            }
            chains[string] = chain
            byteCount += bytes.count
        }

        /// Each block's bytes of `string`, in order.
        func forEachPart(of string: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let chain = self.chain(string)
            var block = Int(chain.head)
            while block >= 0 {
                let following = Int(next(block).pointee)
                body(UnsafeBufferPointer(start: start(block), count: following < 0 ? Int(chain.used) : ChainedBytes.blockSize))
                block = following
            }
        }

        private var pageBytes: Int { ChainedBytes.pageBlocks * ChainedBytes.blockSize }

        private func addPage() {
            pages.append(HugePages.allocate(pageBytes).bindMemory(to: UInt8.self, capacity: pageBytes))
            nextPages.append(
                HugePages.allocate(ChainedBytes.pageBlocks * MemoryLayout<Int32>.stride).bindMemory(
                    to: Int32.self, capacity: ChainedBytes.pageBlocks))
        }

        private func newBlock() -> Int32 {
            if blocks == pages.count * ChainedBytes.pageBlocks { addPage() }
            let block = blocks
            blocks += 1
            next(block).pointee = -1
            return Int32(block)
        }

        private func start(_ block: Int) -> UnsafeMutablePointer<UInt8> {
            pages[block / ChainedBytes.pageBlocks] + block % ChainedBytes.pageBlocks * ChainedBytes.blockSize
        }

        private func next(_ block: Int) -> UnsafeMutablePointer<Int32> {
            nextPages[block / ChainedBytes.pageBlocks] + block % ChainedBytes.pageBlocks
        }
    }
}
