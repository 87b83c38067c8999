extension MappingGraph {
    /// The graph's guidelines by id, each standard's in source order, and each one's place in
    /// that order: built apart from the links, so that a reader that has the guidelines before
    /// the mappings (a comparison reads them on another core) builds it while it waits.
    package struct NodeIndex: Sendable {
        package private(set) var nodes: [String: Node] = [:]
        /// Guidelines of each standard in source order.
        package private(set) var members: [String: [String]] = [:]
        /// Each guideline's index in its standard's `members`.
        package private(set) var position: [String: Int] = [:]

        package init(_ nodes: [Node]) {
            add(nodes)
        }

        /// `more` indexed as if they had come after the guidelines already indexed: each
        /// standard's in order of sort key, those with equal keys in the order given.
        package mutating func add(_ more: [Node]) {
            guard !more.isEmpty else { return }
            // Sized once: a comparison of two large standards holds thousands of each.
            nodes.reserveCapacity(nodes.count + more.count)
            position.reserveCapacity(position.count + more.count)
            // Stable, and about linear on the guidelines a comparison reads, which come in order.
            let sorted = more.sorted { ($0.standard, $0.sortKey) < ($1.standard, $1.sortKey) }
            var start = 0
            while start < sorted.count {
                let standard = sorted[start].standard
                var end = start + 1
                while end < sorted.count && sorted[end].standard == standard { end += 1 }
                let run = sorted[start..<end]
                if let indexed = members[standard] {
                    // A standard indexed before: its guidelines and these, in order again.
                    let all = (indexed.compactMap { nodes[$0] } + run).sorted { $0.sortKey < $1.sortKey }
                    place(all, of: standard)
                } else {
                    place(run, of: standard)
                }
                start = end
            }
        }

        /// `run`, a standard's guidelines in order, as its members.
        private mutating func place<Run: Collection<Node>>(_ run: Run, of standard: String) {
            var ids: [String] = []
            ids.reserveCapacity(run.count)
            for node in run {
                nodes[node.id] = node
                position[node.id] = ids.count
                ids.append(node.id)
            }
            members[standard] = ids
        }
    }
}
