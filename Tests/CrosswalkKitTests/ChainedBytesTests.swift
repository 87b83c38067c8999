import CrosswalkKit
import Testing

/// The search index's postings store: many strings appended to in turn, across blocks and
/// pages, read back as written, and copied like an array; and its tables' huge pages.
@Suite("Chained bytes")
struct ChainedBytesTests {
    @Test("strings appended to in turn read back as written, past a block and a page of blocks")
    func appends() {
        var chained = ChainedBytes()
        var expected: [[UInt8]] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 { expected.append([]) }
        for index in expected.indices { #expect(chained.add() == index) }
        // About 1.5 pages of blocks (a page is 8 MiB), in pieces of 0 to 200 bytes (a block is
        // 16), each cut from a pattern at a place of its own.
        let pattern = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        var written = 0
        while written < ChainedBytes.pageBlocks * ChainedBytes.blockSize * 3 / 2 {
            let string = Int.random(in: expected.indices, using: &generator)
            let start = written % (pattern.count - 200)
            let piece = pattern[start..<start + Int.random(in: 0...200, using: &generator)]
            piece.withUnsafeBufferPointer { chained.append($0, to: string) }
            expected[string] += piece
            written += piece.count
        }
        #expect(chained.count == expected.count)
        #expect(chained.byteCount == written)
        for (string, bytes) in expected.enumerated() {
            #expect(chained.bytes(of: string) == bytes, "string \(string)")
            #expect(chained.isEmpty(string) == bytes.isEmpty)
        }
    }

    @Test("a copy keeps its bytes when the original grows, and the original when the copy does")
    func copies() {
        var original = ChainedBytes()
        let first = original.add()
        Array("abc".utf8).withUnsafeBufferPointer { original.append($0, to: first) }
        var copy = original
        Array("def".utf8).withUnsafeBufferPointer { original.append($0, to: first) }
        _ = copy.add()
        Array("xyz".utf8).withUnsafeBufferPointer { copy.append($0, to: 1) }
        #expect(original.bytes(of: first) == Array("abcdef".utf8))
        #expect(original.count == 1)
        #expect(copy.bytes(of: first) == Array("abc".utf8))
        #expect(copy.bytes(of: 1) == Array("xyz".utf8))
    }

    @Test("an array made in huge pages holds what it was made with, past a huge page each side")
    func hugePagedArray() {
        let count = HugePages.size * 3 / MemoryLayout<Int>.stride + 5
        var array = [Int](hugePagesRepeating: -1, count: count)
        #expect(array.count == count)
        #expect(array.allSatisfy { $0 == -1 })
        array[count - 1] = 7
        #expect(array.last == 7 && array.first == -1)
        #expect([Int](hugePagesRepeating: 3, count: 0).isEmpty)
    }
}
