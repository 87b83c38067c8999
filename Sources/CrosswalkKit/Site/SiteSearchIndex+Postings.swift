extension SiteSearchIndex {
    /// The postings of many keys (terms, or pairs of adjacent terms), each kept as the text it
    /// is written as: `guideline:field.value:field.value;…`, the guideline as the difference
    /// from the previous one, the value a count or the positions (each the difference from the
    /// previous), all in base 36.
    struct Postings {
        /// Whether a field lists the positions of the key or only how many there are.
        let withPositions: Bool
        private var texts = ChainedBytes()
        /// Per key: its last guideline in its postings, and the field (a running number) in
        /// which it was last seen with its first position there.
        private var last: [Int32] = []
        private var seen: [Int32] = []
        private var first: [Int32] = []
        /// Per position of the field being added, the key's next position in it, or -1.
        private var following: [Int32] = []
        private var fieldsAdded: Int32 = 0

        init(withPositions: Bool) {
            self.withPositions = withPositions
        }

        var count: Int { texts.count }
        /// The bytes of all postings together.
        var byteCount: Int { texts.byteCount }

        func text(of key: Int) -> [UInt8] { texts.bytes(of: key) }

        /// The text of `key` appended to `output`.
        func appendText(of key: Int, to output: inout [UInt8]) { texts.append(key, to: &output) }

        /// A new key, with no postings yet.
        mutating func addKey() -> Int {
            last.append(0)
            seen.append(-1)
            first.append(-1)
            return texts.add()
        }

        /// Appends one field of guideline `doc`, fields given in order: `keys` holds the key at
        /// each position of the field. Linear in the field's length: each key's positions are
        /// chained from its first, found walking the field backwards.
        mutating func add(document doc: Int, field: Int, keys: [Int]) {
            fieldsAdded += 1
            following.removeAll(keepingCapacity: true)
            following.append(contentsOf: repeatElement(-1, count: keys.count))
            for index in keys.indices.reversed() {
                let key = keys[index]
                if seen[key] == fieldsAdded { following[index] = first[key] }
                seen[key] = fieldsAdded
                first[key] = Int32(index)
            }
            // Each key's entry is written into a buffer on the stack and appended a buffer at a
            // time, not a number at a time.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
                for index in keys.indices where first[keys[index]] == Int32(index) {
                    let key = keys[index]
                    var used = 0
                    func put(_ byte: UInt8) {
                        if used == Self.bufferSize {
                            texts.append(UnsafeBufferPointer(buffer), to: key)
                            used = 0
                        }
                        buffer[used] = byte
                        used += 1
                    }
                    func putBase36(_ value: Int) {
                        precondition(value >= 0)
                        var divisor = 1
                        while divisor <= value / 36 { divisor *= 36 }
                        var rest = value
                        repeat {
                            let digit = rest / divisor
                            put(UInt8(digit < 10 ? 48 + digit : 87 + digit))
                            rest -= digit * divisor
                            divisor /= 36
                        } while divisor > 0
                    }
                    if texts.isEmpty(key) || Int(last[key]) != doc {
                        if !texts.isEmpty(key) { put(UInt8(ascii: ";")) }
                        putBase36(doc - Int(last[key]))
                        last[key] = Int32(doc)
                    }
                    put(UInt8(ascii: ":"))
                    putBase36(field)
                    put(UInt8(ascii: "."))
                    var position = index
                    var previous = 0
                    var count = 0
                    while position >= 0 {
                        if withPositions {
                            if count > 0 { put(UInt8(ascii: ",")) }
                            putBase36(position - previous)
                            previous = position
                        }
                        count += 1
                        position = Int(following[position])
                    }
                    if !withPositions { putBase36(count) }
                    texts.append(UnsafeBufferPointer(rebasing: buffer[..<used]), to: key)
                }
            }
        }

        /// The bytes of an entry written at once (most entries are shorter).
        static let bufferSize = 64
    }
}
