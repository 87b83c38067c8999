/// A 64-bit FNV-1a hash of the content files, recorded in the store so a stale store can be
/// told from a current one. Written by hand: Foundation on Linux has no digest API and a
/// cryptographic hash (swift-crypto) is not needed to detect edits.
public struct Fingerprint: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        // Over contiguous storage when there is one: every content file passes through here,
        // and iterating Data byte by byte is far slower than a buffer.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            var state = self.state
            for byte in buffer {
                state ^= UInt64(byte)
                state &*= 0x0000_0100_0000_01b3
            }
            self.state = state
        }
        guard done == nil else { return }
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01b3
        }
    }

    public mutating func add(_ string: String) {
        add(string.utf8)
        add(CollectionOfOne(0))
    }

    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
