import Foundation

extension MappingGraph {
    /// Every guideline and mapping of the store; paths through the hub go through the
    /// criteria of `version`, or of every version when it is nil (an audit relates a WCAG 2.0
    /// clause to a WCAG 2.2 one through 4.1.1 as well).
    public init(store: Store, version: WCAGVersion? = .latest) throws {
        self.init(
            standards: try store.standardIDs(), nodes: try store.guidelineNodes(ids: nil).map(Node.init), mappings: try store.mappings(),
            criteria: try Self.criteria(store, version), version: version)
    }

    /// The part of the graph one guideline's counterparts are read from: the mappings of the
    /// guideline and of everything it maps to (paths are at most two links: direct, through a
    /// third standard's guideline, through a criterion), and the guidelines sharing a topic
    /// with it. `show` reads this, not the whole store (1.6 s and 554 MiB at 20,000 guidelines).
    public init(store: Store, around id: String, version: WCAGVersion? = .latest) throws {
        let first = try store.mappings(touching: [id])
        let neighbours = Set(first.flatMap { [$0.source, $0.target] })
        let mappings = try store.mappings(touching: neighbours.union([id]))
        let (topicMates, adjacent) = try store.neighbourhood(of: id)
        let ids = Set(mappings.flatMap { [$0.source, $0.target] }).union(topicMates).union(adjacent).union([id])
        self.init(
            standards: try store.standardIDs(), nodes: try store.guidelineNodes(ids: ids).map(Node.init), mappings: mappings,
            criteria: try Self.criteria(store, version), version: version)
    }

    /// The part of the graph a comparison of `compared` standards reads: their guidelines,
    /// every mapping from or to them, and the guidelines of other standards those mappings
    /// link them to (a path through a third standard passes one). Comparing two standards of
    /// 4,000 guidelines read all 20,000 of the bench corpus and every mapping.
    public init(store: Store, comparing compared: [String], version: WCAGVersion? = .latest) throws {
        // The mappings are read on another core, through a connection of their own, and what
        // the graph keeps of them worked out there, while the guidelines are read here: at
        // 20,000 guidelines each takes about a tenth of a comparison.
        let path = store.path
        let criteria = try Self.criteria(store, version)
        let reading = ParallelMap(count: 1) { _ in
            Result { () throws -> (links: Links, linked: Set<String>) in
                let mappings = try Store(path: path, mapped: false).mappings(ofStandards: compared)
                // Only the other standards' guidelines: the compared ones are read whole anyway.
                var linked: Set<String> = []
                for mapping in mappings {
                    if !Self.isGuideline(mapping.source, of: compared) { linked.insert(mapping.source) }
                    if mapping.targetKind == .guideline && !Self.isGuideline(mapping.target, of: compared) { linked.insert(mapping.target) }
                }
                return (Links(mappings, allowed: criteria, capacity: mappings.count), linked)
            }
        }
        let standards = try store.standardIDs()
        // The compared standards' guidelines indexed while the mappings are still being read.
        var index = NodeIndex(try store.guidelineNodes(standards: compared).map(Node.init))
        let (links, linked) = try reading.values[0].get()
        index.add(try store.guidelineNodes(ids: linked).map(Node.init))
        self.init(standards: standards, index: index, links: links, version: version)
    }

    /// Whether the guideline `id` belongs to one of `standards` (the part of its id before the
    /// "/"), told from its bytes: making each of tens of thousands of ids' standard a string of
    /// its own cost a tenth of a comparison's read of its mappings.
    package static func isGuideline(_ id: String, of standards: [String]) -> Bool {
        var id = id
        return id.withUTF8 { bytes in
            standards.contains { standard in
                var standard = standard
                return standard.withUTF8 { name in
                    bytes.count > name.count && bytes[name.count] == UInt8(ascii: "/")
                        && memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0
                }
            }
        }
    }

    /// The criteria of `version` paths through the hub may go through; nil (all) without one.
    private static func criteria(_ store: Store, _ version: WCAGVersion?) throws -> Set<String>? {
        try version.map { version in Set(try store.criteria().filter { $0.isIn(version) }.map(\.id)) }
    }
}

extension MappingGraph.Node {
    package init(_ row: GuidelineNodeRow) {
        self.init(
            id: row.id, standard: row.standardID, title: row.title, level: row.level, sortKey: row.sortKey, topics: row.topics,
            isRequirement: row.isRequirement)
    }
}
