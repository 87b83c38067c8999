import GRDB

extension MappingGraph {
    /// Every guideline and mapping of the store; paths through the hub go through the
    /// criteria of `version`, or of every version when it is nil (an audit relates a WCAG 2.0
    /// clause to a WCAG 2.2 one through 4.1.1 as well).
    public init(store: Store, version: WCAGVersion? = .latest) throws {
        let (standards, nodes) = try store.read("load the mapping graph") { db in
            (try Self.standardIDs(db), try Self.nodes(db, ids: nil))
        }
        self.init(
            standards: standards, nodes: nodes, mappings: try store.mappings(), criteria: try Self.criteria(store, version),
            version: version)
    }

    /// The part of the graph one guideline's counterparts are read from: the mappings of the
    /// guideline and of everything it maps to (paths are at most two links: direct, through a
    /// third standard's guideline, through a criterion), and the guidelines sharing a topic
    /// with it. `show` reads this, not the whole store (1.6 s and 554 MiB at 20,000 guidelines).
    public init(store: Store, around id: String, version: WCAGVersion? = .latest) throws {
        let first = try store.mappings(touching: [id])
        let neighbours = Set(first.flatMap { [$0.source, $0.target] })
        let mappings = try store.mappings(touching: neighbours.union([id]))
        let (standards, nodes) = try store.read("load the mapping graph around \(id)") { db in
            let topicMates = try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT guideline_id FROM guideline_topic
                    WHERE topic_id IN (SELECT topic_id FROM guideline_topic WHERE guideline_id = ?)
                    """, arguments: [id])
            // Its neighbours in source order, which a guideline's previous and next are read from.
            let adjacent = try ["<", ">"].compactMap { comparison in
                try String.fetchOne(
                    db,
                    sql: """
                        SELECT id FROM guideline INDEXED BY guideline_by_standard
                        WHERE standard_id = (SELECT standard_id FROM guideline INDEXED BY guideline_outline WHERE id = ?1)
                          AND sort_key \(comparison) (SELECT sort_key FROM guideline INDEXED BY guideline_outline WHERE id = ?1)
                        ORDER BY sort_key \(comparison == "<" ? "DESC" : "") LIMIT 1
                        """, arguments: [id])
            }
            let ids = Set(mappings.flatMap { [$0.source, $0.target] }).union(topicMates).union(adjacent).union([id])
            return (try Self.standardIDs(db), try Self.nodes(db, ids: ids))
        }
        self.init(standards: standards, nodes: nodes, mappings: mappings, criteria: try Self.criteria(store, version), version: version)
    }

    /// The part of the graph a comparison of `compared` standards reads: their guidelines,
    /// every mapping from or to them, and the guidelines of other standards those mappings
    /// link them to (a path through a third standard passes one). Comparing two standards of
    /// 4,000 guidelines read all 20,000 of the bench corpus and every mapping.
    public init(store: Store, comparing compared: [String], version: WCAGVersion? = .latest) throws {
        // The mappings are read on another core, through a connection of their own, while the
        // guidelines are read here: at 20,000 guidelines each takes about a tenth of a comparison.
        let path = store.path
        let reading = ParallelMap(count: 1) { _ in Result { try Store(path: path, mapped: false).mappings(ofStandards: compared) } }
        let step = "load the mapping graph of \(compared.joined(separator: " and "))"
        let (standards, members) = try store.read(step) { db in (try Self.standardIDs(db), try Self.nodes(db, standards: compared)) }
        let criteria = try Self.criteria(store, version)
        let mappings = try reading.values[0].get()
        var linked: Set<String> = []
        for mapping in mappings {
            linked.insert(mapping.source)
            if mapping.targetKind == .guideline { linked.insert(mapping.target) }
        }
        linked.subtract(members.map(\.id))
        let nodes = try members + store.read(step) { db in try Self.nodes(db, ids: linked) }
        self.init(standards: standards, nodes: nodes, mappings: mappings, criteria: criteria, version: version)
    }

    /// The criteria of `version` paths through the hub may go through; nil (all) without one.
    private static func criteria(_ store: Store, _ version: WCAGVersion?) throws -> Set<String>? {
        try version.map { version in Set(try store.criteria().filter { $0.isIn(version) }.map(\.id)) }
    }

    private static func standardIDs(_ db: Database) throws -> [String] {
        try StandardRecord.select(StandardRecord.Columns.id, as: String.self).order(StandardRecord.Columns.position).fetchAll(db)
    }

    /// The guidelines `ids` names (every one when nil) as nodes, with their topics.
    private static func nodes(_ db: Database, ids: Set<String>?) throws -> [MappingGraph.Node] {
        try Store.guidelineNodes(db, ids: ids).map(Node.init)
    }

    /// The guidelines of `standards` as nodes, with their topics.
    private static func nodes(_ db: Database, standards: [String]) throws -> [MappingGraph.Node] {
        try Store.guidelineNodes(db, standards: standards).map(Node.init)
    }
}

extension MappingGraph.Node {
    init(_ row: GuidelineNodeRow) {
        self.init(
            id: row.id, standard: row.standardID, title: row.title, level: row.level, sortKey: row.sortKey, topics: row.topics,
            isRequirement: row.isRequirement)
    }
}
