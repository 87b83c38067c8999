extension SiteSearchIndex {
    /// Every pair of adjacent tokens in a field, with the positions where it starts: a phrase
    /// of n terms matches where its n − 1 pairs start at consecutive positions.
    struct Pairs {
        /// Pair ids by their terms' ids (the first shifted left by 32 bits), in a table of their
        /// own (open addressing, at most half full), as the terms' tokens are: per slot a key,
        /// or -1, beside its pair's id (one place in memory a probe: the table holds millions
        /// of slots at 20,000 guidelines).
        private var slots = Array(repeating: Slot(), count: 1 << 12)
        var terms: [(first: Int32, second: Int32)] = []
        var postings = Postings(withPositions: true)

        mutating func add(document doc: Int, field: Int, terms ids: [Int]) {
            guard ids.count > 1 else { return }
            var keys: [Int] = []
            keys.reserveCapacity(ids.count - 1)
            for index in 1..<ids.count {
                keys.append(id(of: ids[index - 1], ids[index]))
            }
            postings.add(document: doc, field: field, keys: keys)
        }

        /// The id of the pair `first second`, a new one when it is new.
        private mutating func id(of first: Int, _ second: Int) -> Int {
            let key = first << 32 | second
            var slot = Self.slot(of: key, count: slots.count)
            while slots[slot].key >= 0 {
                if slots[slot].key == key { return Int(slots[slot].id) }
                slot = (slot + 1) & (slots.count - 1)
            }
            let id = postings.addKey()
            terms.append((Int32(first), Int32(second)))
            slots[slot] = Slot(key: key, id: Int32(id))
            if terms.count * 2 > slots.count { grow() }
            return id
        }

        /// Twice the slots, every pair placed again.
        private mutating func grow() {
            slots = Array(hugePagesRepeating: Slot(), count: slots.count * 2)
            for (id, pair) in terms.enumerated() {
                let key = Int(pair.first) << 32 | Int(pair.second)
                var slot = Self.slot(of: key, count: slots.count)
                while slots[slot].key >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Slot(key: key, id: Int32(id))
            }
        }

        /// The table is not needed to write the pairs: freed before their shards are built.
        mutating func freeTable() {
            slots = []
        }

        private struct Slot {
            var key = -1
            var id: Int32 = 0
        }

        /// Fibonacci hashing: the key times 2^64 / φ, its top bits for the `count` slots.
        private static func slot(of key: Int, count: Int) -> Int {
            Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - count.trailingZeroBitCount))
        }
    }
}
