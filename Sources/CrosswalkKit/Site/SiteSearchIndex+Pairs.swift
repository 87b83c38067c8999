extension SiteSearchIndex {
    /// Every pair of adjacent tokens in a field, with the positions where it starts: a phrase
    /// of n terms matches where its n − 1 pairs start at consecutive positions.
    struct Pairs {
        /// Pair ids by their terms' ids (the first shifted left by 32 bits).
        var ids: [Int: Int] = [:]
        var terms: [(first: Int32, second: Int32)] = []
        var postings = Postings(withPositions: true)

        mutating func add(document doc: Int, field: Int, terms ids: [Int]) {
            guard ids.count > 1 else { return }
            var keys: [Int] = []
            keys.reserveCapacity(ids.count - 1)
            for index in 1..<ids.count {
                let key = ids[index - 1] << 32 | ids[index]
                if let id = self.ids[key] {
                    keys.append(id)
                } else {
                    let id = postings.addKey()
                    self.ids[key] = id
                    terms.append((Int32(ids[index - 1]), Int32(ids[index])))
                    keys.append(id)
                }
            }
            postings.add(document: doc, field: field, keys: keys)
        }
    }
}
