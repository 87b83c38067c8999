/// The crosswalk between two standards: every pair with its relationship, basis and path,
/// then what each has that the other lacks.
public struct Crosswalk: Sendable, Encodable {
    public struct Unmatched: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
        /// The guideline's own mapping says nothing in the other standard corresponds.
        public var statedNoCounterpart: Bool
        enum CodingKeys: String, CodingKey {
            case id, title
            case statedNoCounterpart = "stated_no_counterpart"
        }
    }

    public var a: String
    public var b: String
    public var pairs: [PairRelation]
    /// Guidelines of `a` with no direct or hub counterpart in `b` (they may still have
    /// topic suggestions among the pairs).
    public var onlyInA: [Unmatched]
    public var onlyInB: [Unmatched]
    /// How many pairs of each basis there are, including any a limit left out of `pairs`.
    public var counts: [PairRelation.Basis: Int]
    /// Pairs through the hub or a topic that a limit left out of `pairs`.
    public var omitted: Int

    enum CodingKeys: String, CodingKey {
        case a, b, pairs
        case onlyInA = "only_in_a"
        case onlyInB = "only_in_b"
    }
}

extension MappingGraph {
    /// Compares two standards. Each unordered pair appears once, from `a`'s side. With a
    /// `derivedLimit`, each guideline of `a` keeps only that many pairs through the hub or a
    /// topic (see ``relations(of:in:suggestTopics:derivedLimit:)``).
    public func crosswalk(_ a: String, _ b: String, derivedLimit: Int? = nil) -> Crosswalk {
        var pairs: [PairRelation] = []
        var matchedB: Set<String> = []
        var criteriaOfA: Set<String> = []
        var onlyInA: [Crosswalk.Unmatched] = []
        var counts: [PairRelation.Basis: Int] = [:]
        var omitted = 0
        for id in members[a] ?? [] {
            let relations = relations(of: id, in: b, derivedLimit: derivedLimit)
            pairs += relations.pairs
            omitted += relations.omitted
            counts.merge(relations.counts, uniquingKeysWith: +)
            matchedB.formUnion(relations.pairs.filter { $0.basis == .direct || $0.basis == .transitive }.map(\.b))
            criteriaOfA.formUnion((criteria[id] ?? []).map(\.other))
            if !relations.isLinked {
                onlyInA.append(.init(id: id, title: nodes[id]?.title ?? id, statedNoCounterpart: hasNoCounterpart(id, in: b)))
            }
        }
        // A guideline of b sharing a criterion with any of a's is linked through the hub, even
        // when a limit left the pair out.
        for id in members[b] ?? [] where (criteria[id] ?? []).contains(where: { criteriaOfA.contains($0.other) }) {
            matchedB.insert(id)
        }
        let onlyInB = (members[b] ?? []).filter { !matchedB.contains($0) }.map {
            Crosswalk.Unmatched(id: $0, title: nodes[$0]?.title ?? $0, statedNoCounterpart: hasNoCounterpart($0, in: a))
        }
        return Crosswalk(a: a, b: b, pairs: pairs, onlyInA: onlyInA, onlyInB: onlyInB, counts: counts, omitted: omitted)
    }
}
