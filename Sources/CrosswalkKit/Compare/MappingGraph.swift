/// Every guideline and mapping of the store in memory, for comparing standards. Small: one
/// entry per guideline and per mapping.
public struct MappingGraph: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: String
        public var standard: String
        public var title: String
        public var level: RequirementLevel
        public var sortKey: String
        public var topics: [String]
        /// False for a regulation's clause not applied to native apps, or one that only scopes the
        /// others: never judged, never a counterpart.
        public var isRequirement: Bool = true

        package init(
            id: String, standard: String, title: String, level: RequirementLevel, sortKey: String, topics: [String],
            isRequirement: Bool = true
        ) {
            self.id = id
            self.standard = standard
            self.title = title
            self.level = level
            self.sortKey = sortKey
            self.topics = topics
            self.isRequirement = isRequirement
        }
    }

    struct Link: Sendable {
        var other: String
        /// This node's relation to `other`.
        var relation: Relation
        var mapping: Mapping
    }

    public let standards: [String]
    public let nodes: [String: Node]
    /// Guidelines of each standard in source order.
    public let members: [String: [String]]
    /// Each guideline's index in its standard's `members`.
    let position: [String: Int]
    /// Criteria each guideline maps to (no-relationship excluded), each once: the first
    /// mapping to a criterion (a second one adds nothing to a path through it; the content
    /// check already refuses a repeated pair).
    let criteria: [String: [Link]]
    /// The inverse: per criterion and standard, the positions in `members` of the guidelines
    /// mapped to it (each once), with each one's relation to it and its mapping's place in
    /// `hubLinks`. Positions, not ids: counting shared criteria over a large standard is
    /// then array arithmetic, not hashing.
    let mappedTo: [String: [String: [(index: Int, relation: Relation, mapping: Int)]]]
    /// What a path's strength needs of each mapping `mappedTo` refers to (plain values, so
    /// ranking thousands of pairs copies no strings).
    let hubLinks: [Path.Link]
    /// Direct links between guidelines of different standards, stored on both ends.
    let direct: [String: [Link]]
    /// Guideline → standards it explicitly has no counterpart in (no-relationship to a standard).
    let noCounterpart: [String: [String: Mapping]]
    /// The WCAG version hub paths go through; nil when every criterion counts.
    public let version: WCAGVersion?

    /// `criteria`: the criteria paths may go through (those of one WCAG version); all when nil.
    package init(standards: [String], nodes: [Node], mappings: [Mapping], criteria allowed: Set<String>? = nil, version: WCAGVersion? = nil)
    {
        self.init(standards: standards, nodes: nodes, links: Links(mappings, allowed: allowed, capacity: nodes.count), version: version)
    }

    init(standards: [String], nodes: [Node], links: Links, version: WCAGVersion?) {
        self.init(standards: standards, index: NodeIndex(nodes), links: links, version: version)
    }

    init(standards: [String], index: NodeIndex, links: Links, version: WCAGVersion?) {
        self.standards = standards
        let members = index.members
        let criteria = links.criteria
        self.nodes = index.nodes
        self.members = members
        self.position = index.position
        self.criteria = criteria
        var mappedTo: [String: [String: [(index: Int, relation: Relation, mapping: Int)]]] = [:]
        var hubLinks: [Path.Link] = []
        // In each standard's order, which needs no sort of its own (nothing depends on the
        // order within a list but that it is always the same).
        for standard in members.keys.sorted() {
            // Gathered per standard first: one look-up a link, not two.
            var byCriterion: [String: [(index: Int, relation: Relation, mapping: Int)]] = [:]
            for (index, guideline) in (members[standard] ?? []).enumerated() {
                // By index: a link copied whole would copy its mapping's strings.
                let links = criteria[guideline] ?? []
                for own in links.indices {
                    byCriterion[links[own].other, default: []].append((index, links[own].relation, hubLinks.count))
                    hubLinks.append(Path.Link(links[own].mapping))
                }
            }
            for (criterion, guidelines) in byCriterion { mappedTo[criterion, default: [:]][standard] = guidelines }
        }
        self.mappedTo = mappedTo
        self.hubLinks = hubLinks
        self.direct = links.direct
        self.noCounterpart = links.noCounterpart
        self.version = version
    }

    /// The criteria a guideline maps to, with its relation to each.
    public func criteria(of guideline: String) -> [(criterion: String, relation: Relation)] {
        (criteria[guideline] ?? []).map { ($0.other, $0.relation) }
    }

    /// How `a` relates to each guideline of `standard`, strongest first: direct links; links
    /// through a guideline of a third standard both are directly linked to; links through
    /// shared WCAG 2.0 criteria (relationships composed along every path and combined);
    /// and, when `suggestTopics` and there is none of those, guidelines sharing a topic.
    public func relations(of a: String, in standard: String, suggestTopics: Bool = true) -> [PairRelation] {
        relations(of: a, in: standard, suggestTopics: suggestTopics, derivedLimit: nil).pairs
    }

    /// The relations of one guideline in one standard, with what a limit left out.
    public struct Relations: Sendable {
        /// Strongest first.
        public var pairs: [PairRelation]
        /// Pairs through the hub or a topic beyond the limit, not in `pairs`.
        public var omitted: Int
        /// How many pairs of each basis there are, the omitted included.
        public var counts: [PairRelation.Basis: Int]
        /// Pairs through the hub from which nothing sound follows, left out when the caller
        /// wants only findings (`includeUnknownHub` false); counted in `counts[.hub]` too.
        public var unknownHub = 0
        /// Without `buildHub`: the positions in the standard's `members` of the guidelines
        /// related only through the hub, none of them built into `pairs` (nor filtered).
        var hubCandidates: [Int] = []
        /// Whether the guideline is linked to the standard directly, transitively or through
        /// the hub (topic suggestions are not links).
        public var isLinked: Bool {
            [.direct, .transitive, .hub].contains { (counts[$0] ?? 0) > 0 }
        }
    }

    /// As ``relations(of:in:suggestTopics:)``, keeping every direct and transitive pair but
    /// only the `derivedLimit` strongest pairs through the hub or a topic. A guideline mapped
    /// to a broad criterion shares it with a large part of every standard; with a limit, only
    /// the kept pairs have their relationships composed, so the cost is counting, not
    /// building and sorting every pair.
    ///
    /// With `includeUnknownHub` false, a pair only through the hub whose relationship is
    /// unknown is counted (`unknownHub`) but not built: a comparison over a large corpus has
    /// many such leads and needs only their number.
    public func relations(
        of a: String, in standard: String, suggestTopics: Bool = true, derivedLimit: Int?, includeUnknownHub: Bool = true
    ) -> Relations {
        var relations = unorderedRelations(
            of: a, in: standard, suggestTopics: suggestTopics, derivedLimit: derivedLimit, includeUnknownHub: includeUnknownHub)
        // Each pair's key once, not a look-up at every comparison.
        let keyed = relations.pairs.map { (pair: $0, key: nodes[$0.b]?.sortKey ?? "") }
        relations.pairs = keyed.sorted { lhs, rhs in
            if lhs.pair.strength != rhs.pair.strength { return lhs.pair.strength > rhs.pair.strength }
            return lhs.key < rhs.key
        }.map(\.pair)
        return relations
    }

    /// As ``relations(of:in:suggestTopics:derivedLimit:includeUnknownHub:)``, its pairs in no
    /// particular order: for callers that order them their own way.
    /// With `withinStandard`, `standard` may be `a`'s own: an audit relates the requirements of
    /// one standard to each other too (`a` itself is left out). Without `buildHub`, pairs only
    /// through the hub are left to the caller (`hubCandidates`), who ranks them without
    /// building each.
    func unorderedRelations(
        of a: String, in standard: String, suggestTopics: Bool, derivedLimit: Int?, includeUnknownHub: Bool,
        withinStandard: Bool = false, buildHub: Bool = true
    ) -> Relations {
        guard let node = nodes[a], withinStandard || standard != node.standard else {
            return Relations(pairs: [], omitted: 0, counts: [:])
        }
        var result: [String: PairRelation] = [:]
        var counts: [PairRelation.Basis: Int] = [:]
        var omitted = 0
        func title(_ id: String) -> String { nodes[id]?.title ?? id }

        for link in direct[a] ?? [] {
            guard let other = nodes[link.other], other.standard == standard else { continue }
            result[other.id] = PairRelation(
                a: a, b: other.id, bTitle: other.title, relationship: link.relation, basis: .direct,
                via: ["\(link.mapping.path):\(link.mapping.line)"],
                strength: .init(direct: true, sharedGuidelines: 0, sharedCriteria: 0),
                confidence: link.mapping.confidence, remarks: link.mapping.remarks)
        }

        // Through a guideline c of a third standard: a R1 c and c R2 b.
        var transitive: [String: (relation: Relation, via: [String])] = [:]
        for first in direct[a] ?? [] {
            guard let middle = nodes[first.other], middle.standard != standard else { continue }
            for second in direct[middle.id] ?? [] {
                guard let other = nodes[second.other], other.standard == standard else { continue }
                let composed = first.relation.composed(with: second.relation)
                let entry = transitive[other.id]
                transitive[other.id] = (entry.map { $0.relation.combined(with: composed) } ?? composed, (entry?.via ?? []) + [middle.id])
            }
        }

        // Through shared success criteria: first count them for every guideline of `standard`.
        // In natural order once, so that each pair's shared criteria come out in that order
        // (combining is order-free) and need no sort of their own.
        let ownCriteria = NaturalOrder.sorted(criteria[a] ?? []) { $0.other }
        let others = members[standard] ?? []
        var shared = [Int32](repeating: 0, count: others.count)
        var sharing: [Int] = []
        for link in ownCriteria {
            for (index, _, _) in mappedTo[link.other]?[standard] ?? [] {
                if shared[index] == 0 { sharing.append(index) }
                shared[index] += 1
            }
        }
        func sharedCount(_ id: String) -> Int { position[id].map { Int(shared[$0]) } ?? 0 }
        // a R1 c and b R2 c, so a (R1 ∘ R2⁻¹) b, combined over every shared c.
        func hub(_ otherID: String) -> (relation: Relation, via: [String])? {
            var relation: Relation?
            var via: [String] = []
            let theirs = criteria[otherID] ?? []
            for link in ownCriteria {
                guard let their = theirs.first(where: { $0.other == link.other }) else { continue }
                let composed = link.relation.composed(with: their.relation.inverse)
                relation = relation.map { $0.combined(with: composed) } ?? composed
                via.append(link.other)
            }
            return relation.map { ($0, via) }
        }

        for (otherID, path) in transitive {
            let viaCriteria = sharedCount(otherID)
            if var existing = result[otherID] {
                existing.strength.sharedGuidelines = path.via.count
                existing.strength.sharedCriteria = viaCriteria
                result[otherID] = existing
                continue
            }
            // Both kinds of evidence hold; combine what they say.
            let relation = (viaCriteria > 0 ? hub(otherID) : nil).map { path.relation.combined(with: $0.relation) } ?? path.relation
            result[otherID] = PairRelation(
                a: a, b: otherID, bTitle: title(otherID), relationship: relation, basis: .transitive, via: path.via,
                strength: .init(direct: false, sharedGuidelines: path.via.count, sharedCriteria: viaCriteria),
                confidence: nil, remarks: nil)
        }
        var claimed: [Int] = []
        for (otherID, pair) in result {
            if pair.basis == .direct { result[otherID]?.strength.sharedCriteria = sharedCount(otherID) }
            if let index = position[otherID] { claimed.append(index) }
        }
        counts[.direct] = result.values.count { $0.basis == .direct }
        counts[.transitive] = result.values.count { $0.basis == .transitive }

        // Pairs only through the hub: the most shared criteria first, then source order. With
        // a limit, only the best few are kept as they come, and only they are composed.
        func isStronger(_ x: Int, _ y: Int) -> Bool { shared[x] != shared[y] ? shared[x] > shared[y] : x < y }
        var kept: [Int] = []
        var hubCount = 0
        for index in sharing where !claimed.contains(index) {
            hubCount += 1
            guard buildHub else {
                kept.append(index)
                continue
            }
            if let derivedLimit {
                guard kept.count < derivedLimit || isStronger(index, kept[kept.count - 1]) else { continue }
                if kept.count == derivedLimit { kept.removeLast() }
            }
            kept.insert(index, at: kept.firstIndex { isStronger(index, $0) } ?? kept.count)
        }
        counts[.hub] = hubCount
        omitted += hubCount - kept.count
        var unknownHub = 0
        for index in kept where buildHub {
            let otherID = others[index]
            guard let path = hub(otherID) else { continue }
            if !includeUnknownHub && path.relation == .unknown {
                unknownHub += 1
                continue
            }
            result[otherID] = PairRelation(
                a: a, b: otherID, bTitle: title(otherID), relationship: path.relation, basis: .hub, via: path.via,
                strength: .init(direct: false, sharedGuidelines: 0, sharedCriteria: Int(shared[index])), confidence: nil, remarks: nil)
        }

        // A clause not applied to apps asks nothing, so nothing is suggested for it by topic.
        if suggestTopics && node.isRequirement && result.isEmpty && hubCount == 0 && noCounterpart[a]?[standard] == nil {
            // Members are in source order, the order topic suggestions are listed in.
            var suggested = 0
            for otherID in members[standard] ?? [] {
                guard let other = nodes[otherID] else { continue }
                let sharedTopics = node.topics.filter(other.topics.contains)
                guard !sharedTopics.isEmpty else { continue }
                suggested += 1
                if let derivedLimit, suggested > derivedLimit { continue }
                result[otherID] = PairRelation(
                    a: a, b: otherID, bTitle: other.title, relationship: .unknown, basis: .topic, via: sharedTopics,
                    strength: .init(direct: false, sharedGuidelines: 0, sharedCriteria: 0), confidence: nil, remarks: nil)
            }
            counts[.topic] = suggested
            omitted += derivedLimit.map { max(0, suggested - $0) } ?? 0
        }
        // A clause not applied to apps is no counterpart of a requirement (a void clause may
        // still show its void predecessor).
        if node.isRequirement { result = result.filter { nodes[$0.key]?.isRequirement != false } }
        result[a] = nil
        var relations = Relations(pairs: Array(result.values), omitted: omitted, counts: counts)
        relations.unknownHub = unknownHub
        if !buildHub { relations.hubCandidates = kept }
        return relations
    }

    /// Everything `a` relates to in every other standard, strongest first per standard.
    public func counterparts(of a: String) -> [PairRelation] {
        counterparts(of: a, derivedLimit: nil).flatMap(\.relations.pairs)
    }

    /// `a`'s relations in each other standard, in standard order, with at most
    /// `derivedLimit` pairs through the hub or a topic per standard.
    public func counterparts(of a: String, derivedLimit: Int?) -> [(standard: String, relations: Relations)] {
        guard let node = nodes[a] else { return [] }
        return standards.filter { $0 != node.standard }.map { ($0, relations(of: a, in: $0, derivedLimit: derivedLimit)) }
    }

    /// True when `a` states it has no counterpart anywhere in `standard`.
    public func hasNoCounterpart(_ a: String, in standard: String) -> Bool {
        noCounterpart[a]?[standard] != nil
    }
}
