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
        /// which it was last seen with its first position there; together, so that a token
        /// reads one place in memory (at 20,000 guidelines, a million pairs' states).
        private var states: [KeyState] = []
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
            states.append(KeyState())
            return texts.add()
        }

        /// Appends one field of guideline `doc`, fields given in order: `keys` holds the key at
        /// each position of the field. Linear in the field's length: each key's positions are
        /// chained from its first, found walking the field backwards. The arrays are read and
        /// written through their buffers, each checked once a field rather than once a token.
        mutating func add(document doc: Int, field: Int, keys: [Int]) {
            fieldsAdded += 1
            let fieldNumber = fieldsAdded
            following.removeAll(keepingCapacity: true)
            following.append(contentsOf: repeatElement(-1, count: keys.count))
            following.withUnsafeMutableBufferPointer { following in
                states.withUnsafeMutableBufferPointer { states in
                    for index in keys.indices.reversed() {
                        let key = keys[index]
                        if states[key].seen == fieldNumber { following[index] = states[key].first }
                        states[key].seen = fieldNumber
                        states[key].first = Int32(index)
                    }
                }
            }
            // Each key's entry is written into a buffer on the stack and appended a buffer at a
            // time, not a number at a time.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
                let base = buffer.baseAddress!
                for index in keys.indices where states[keys[index]].first == Int32(index) {
                    let key = keys[index]
                    var used = 0
                    /// `separator` (unless 0) and `value` in base 36, after the buffer so far
                    /// when they fit (13 digits hold any `Int`).
                    func put(_ separator: UInt8, _ value: Int) {
                        precondition(value >= 0)
                        if used > Self.bufferSize - 14 {
                            texts.append(UnsafeBufferPointer(start: base, count: used), to: key)
                            used = 0
                        }
                        if separator != 0 {
                            base[used] = separator
                            used += 1
                        }
                        // Most numbers (fields, counts, small steps) are one digit.
                        if value < 36 {
                            base[used] = Self.digit(value)
                            used += 1
                            return
                        }
                        var digits = 1
                        var power = 36
                        while power <= value && digits < 13 {
                            digits += 1
                            power &*= 36
                        }
                        var rest = value
                        for place in stride(from: used + digits - 1, through: used, by: -1) {
                            base[place] = Self.digit(rest % 36)
                            rest /= 36
                        }
                        used += digits
                    }
                    let first = texts.isEmpty(key)
                    if first || Int(states[key].last) != doc {
                        put(first ? 0 : UInt8(ascii: ";"), doc - Int(states[key].last))
                        states[key].last = Int32(doc)
                    }
                    put(UInt8(ascii: ":"), field)
                    var position = index
                    if withPositions {
                        var separator = UInt8(ascii: ".")
                        var before = 0
                        while position >= 0 {
                            put(separator, position - before)
                            separator = UInt8(ascii: ",")
                            before = position
                            position = Int(following[position])
                        }
                    } else {
                        var count = 0
                        while position >= 0 {
                            count += 1
                            position = Int(following[position])
                        }
                        put(UInt8(ascii: "."), count)
                    }
                    texts.append(UnsafeBufferPointer(start: base, count: used), to: key)
                }
            }
        }

        /// The base-36 digit of `value` (0–35): `0`–`9`, then `a`–`z`.
        private static func digit(_ value: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 87 + value)
        }

        private struct KeyState {
            var last: Int32 = 0
            var seen: Int32 = -1
            var first: Int32 = -1
        }

        /// The bytes of an entry written at once (most entries are shorter).
        static let bufferSize = 64
    }
}
