/// Every guideline and mapping of the store in memory, for comparing standards. Small: one
/// entry per guideline and per mapping.
public struct MappingGraph: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: String
        public var standard: String
        public var title: String
        public var level: String
        public var sortKey: String
        public var topics: [String]
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
    /// Criteria each guideline maps to (no-relationship excluded).
    let criteria: [String: [Link]]
    /// The inverse: guidelines mapped to each criterion, with the guideline's relation to it.
    let mappedTo: [String: [(guideline: String, relation: Relation)]]
    /// Direct links between guidelines of different standards, stored on both ends.
    let direct: [String: [Link]]
    /// Guideline → standards it explicitly has no counterpart in (no-relationship to a standard).
    let noCounterpart: [String: Set<String>]

    init(standards: [String], nodes: [Node], mappings: [Mapping]) {
        self.standards = standards
        var byID: [String: Node] = [:]
        var members: [String: [String]] = [:]
        for node in nodes.sorted(by: { ($0.standard, $0.sortKey) < ($1.standard, $1.sortKey) }) {
            byID[node.id] = node
            members[node.standard, default: []].append(node.id)
        }
        var criteria: [String: [Link]] = [:]
        var direct: [String: [Link]] = [:]
        var noCounterpart: [String: Set<String>] = [:]
        for mapping in mappings {
            let targetStandard = String(mapping.target.split(separator: "/").first ?? "")
            guard let relation = Relation(mapping.relationship) else {
                if mapping.target == targetStandard { noCounterpart[mapping.source, default: []].insert(targetStandard) }
                continue
            }
            if targetStandard == SuccessCriterion.standardID {
                criteria[mapping.source, default: []].append(Link(other: mapping.target, relation: relation, mapping: mapping))
            } else {
                direct[mapping.source, default: []].append(Link(other: mapping.target, relation: relation, mapping: mapping))
                direct[mapping.target, default: []].append(Link(other: mapping.source, relation: relation.inverse, mapping: mapping))
            }
        }
        self.nodes = byID
        self.members = members
        self.criteria = criteria
        var mappedTo: [String: [(guideline: String, relation: Relation)]] = [:]
        for (guideline, links) in criteria.sorted(by: { $0.key < $1.key }) {
            for link in links { mappedTo[link.other, default: []].append((guideline, link.relation)) }
        }
        self.mappedTo = mappedTo
        self.direct = direct
        self.noCounterpart = noCounterpart
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
        guard let node = nodes[a], standard != node.standard else { return [] }
        var result: [String: PairRelation] = [:]
        func title(_ id: String) -> String { nodes[id]?.title ?? id }

        for link in direct[a] ?? [] {
            guard let other = nodes[link.other], other.standard == standard else { continue }
            result[other.id] = PairRelation(
                a: a, b: other.id, bTitle: other.title, relationship: link.relation, basis: .direct,
                via: ["\(link.mapping.path):\(link.mapping.line)"],
                strength: .init(direct: true, sharedGuidelines: 0, sharedCriteria: 0),
                confidence: link.mapping.confidence.rawValue, remarks: link.mapping.remarks)
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

        // Through shared success criteria: a R1 c and b R2 c, so c R2⁻¹ b.
        var hub: [String: (relation: Relation, via: [String])] = [:]
        for link in criteria[a] ?? [] {
            for (otherID, theirRelation) in mappedTo[link.other] ?? [] where nodes[otherID]?.standard == standard {
                let composed = link.relation.composed(with: theirRelation.inverse)
                let entry = hub[otherID]
                if entry?.via.contains(link.other) ?? false { continue }
                hub[otherID] = (entry.map { $0.relation.combined(with: composed) } ?? composed, (entry?.via ?? []) + [link.other])
            }
        }

        for otherID in Set(transitive.keys).union(hub.keys) {
            let viaGuidelines = transitive[otherID]?.via ?? []
            let viaCriteria = (hub[otherID]?.via ?? []).sorted(by: NaturalOrder.areInIncreasingOrder)
            if var existing = result[otherID] {
                existing.strength.sharedGuidelines = viaGuidelines.count
                existing.strength.sharedCriteria = viaCriteria.count
                result[otherID] = existing
                continue
            }
            let strength = PairRelation.Strength(direct: false, sharedGuidelines: viaGuidelines.count, sharedCriteria: viaCriteria.count)
            if let path = transitive[otherID] {
                // Both kinds of evidence hold; combine what they say.
                let relation = hub[otherID].map { path.relation.combined(with: $0.relation) } ?? path.relation
                result[otherID] = PairRelation(a: a, b: otherID, bTitle: title(otherID), relationship: relation, basis: .transitive,
                                               via: viaGuidelines, strength: strength, confidence: nil, remarks: nil)
            } else if let path = hub[otherID] {
                result[otherID] = PairRelation(a: a, b: otherID, bTitle: title(otherID), relationship: path.relation, basis: .hub,
                                               via: viaCriteria, strength: strength, confidence: nil, remarks: nil)
            }
        }

        if suggestTopics && result.isEmpty && !(noCounterpart[a]?.contains(standard) ?? false) {
            for otherID in members[standard] ?? [] {
                guard let other = nodes[otherID] else { continue }
                let sharedTopics = node.topics.filter(other.topics.contains)
                guard !sharedTopics.isEmpty else { continue }
                result[otherID] = PairRelation(
                    a: a, b: otherID, bTitle: other.title, relationship: .unknown, basis: .topic, via: sharedTopics,
                    strength: .init(direct: false, sharedGuidelines: 0, sharedCriteria: 0), confidence: nil, remarks: nil)
            }
        }
        return result.values.sorted { lhs, rhs in
            if lhs.strength != rhs.strength { return lhs.strength > rhs.strength }
            return (nodes[lhs.b]?.sortKey ?? "") < (nodes[rhs.b]?.sortKey ?? "")
        }
    }

    /// Everything `a` relates to in every other standard, strongest first per standard.
    public func counterparts(of a: String) -> [PairRelation] {
        guard let node = nodes[a] else { return [] }
        return standards.filter { $0 != node.standard }.flatMap { relations(of: a, in: $0) }
    }

    /// True when `a` states it has no counterpart anywhere in `standard`.
    public func hasNoCounterpart(_ a: String, in standard: String) -> Bool {
        noCounterpart[a]?.contains(standard) ?? false
    }
}
