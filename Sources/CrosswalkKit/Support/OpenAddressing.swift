/// The slots of the open-addressing tables the build's word counts and the site's search index
/// keep beside their entries (linear probing, a power of two of slots, at most half full): each
/// slot holds an entry's index, -1 where free. See docs/architecture.md, "Written by hand".
enum OpenAddressing {
    /// A table of `count` slots for entries with these hashes, in order: every entry placed in
    /// the first free slot from its hash, as it was when added.
    static func slots(for hashes: some Sequence<some BinaryInteger>, count: Int) -> [Int32] {
        var slots = [Int32](repeating: -1, count: count)
        let mask = count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
        return slots
    }
}
