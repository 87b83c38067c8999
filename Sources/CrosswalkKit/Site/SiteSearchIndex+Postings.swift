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
            for index in keys.indices where first[keys[index]] == Int32(index) {
                let key = keys[index]
                if texts.isEmpty(key) || Int(last[key]) != doc {
                    texts.appendBase36(doc - Int(last[key]), after: texts.isEmpty(key) ? nil : UInt8(ascii: ";"), to: key)
                    last[key] = Int32(doc)
                }
                texts.appendBase36(field, after: UInt8(ascii: ":"), to: key)
                texts.append(UInt8(ascii: "."), to: key)
                var position = index
                var previous = 0
                var count = 0
                while position >= 0 {
                    if withPositions {
                        texts.appendBase36(position - previous, after: count > 0 ? UInt8(ascii: ",") : nil, to: key)
                        previous = position
                    }
                    count += 1
                    position = Int(following[position])
                }
                if !withPositions { texts.appendBase36(count, to: key) }
            }
        }
    }
}
