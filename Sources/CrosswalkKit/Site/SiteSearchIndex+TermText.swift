extension SiteSearchIndex {
    /// Each term's text as the pairs' shards need it, made once rather than once a pair (about
    /// a million pairs at 20,000 guidelines, each naming two terms): its bytes escaped as within
    /// a JSON string, and FNV-1a's state after its bytes and a space, from which the hash of a
    /// pair with it first goes on over the second term's bytes.
    struct TermText {
        private var escaped: [UInt8] = []
        private var escapedStarts: [Int] = [0]
        private var bytes: [UInt8] = []
        private var starts: [Int] = [0]
        private var afterFirst: [UInt32] = []

        init(_ tokens: [String]) {
            afterFirst.reserveCapacity(tokens.count)
            for token in tokens {
                SiteSearchIndex.appendJSONEscaped(token, to: &escaped)
                escapedStarts.append(escaped.count)
                bytes.append(contentsOf: token.utf8)
                starts.append(bytes.count)
                afterFirst.append(SiteSearchIndex.fnv(token.utf8 + [UInt8(ascii: " ")]))
            }
        }

        /// ``SiteSearchIndex/shard(of:count:)`` of the terms `first` and `second` joined by a space.
        func shard(of first: Int, _ second: Int, count: Int) -> Int {
            let hash = bytes.withUnsafeBufferPointer {
                SiteSearchIndex.fnv($0[starts[second]..<starts[second + 1]], from: afterFirst[first])
            }
            return Int(hash % UInt32(count))
        }

        /// The terms `first` and `second` joined by a space, escaped as within a JSON string.
        func appendPair(_ first: Int, _ second: Int, to output: inout [UInt8]) {
            escaped.withUnsafeBufferPointer { escaped in
                output.append(contentsOf: escaped[escapedStarts[first]..<escapedStarts[first + 1]])
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: escaped[escapedStarts[second]..<escapedStarts[second + 1]])
            }
        }
    }
}
