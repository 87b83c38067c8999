extension MappingGraph {
    /// What the graph keeps of its mappings, worked out from them alone: so a reader that has
    /// the mappings before the guidelines (a comparison reads them on another core) does this
    /// there.
    struct Links: Sendable {
        var criteria: [String: [Link]]
        var direct: [String: [Link]]
        var noCounterpart: [String: [String: Mapping]]

        /// `allowed`: the criteria paths may go through (those of one WCAG version); all when nil.
        init(_ mappings: [Mapping], allowed: Set<String>?, capacity: Int = 0) {
            var criteria = [String: [Link]](minimumCapacity: capacity)
            var direct: [String: [Link]] = [:]
            var noCounterpart: [String: [String: Mapping]] = [:]
            for mapping in mappings {
                let kind = mapping.targetKind
                guard let relation = Relation(mapping.relationship) else {
                    if kind == .standard { noCounterpart[mapping.source, default: [:]][mapping.targetStandard] = mapping }
                    continue
                }
                if kind == .criterion {
                    guard allowed?.contains(mapping.target) != false else { continue }
                    // The first mapping to a criterion is kept; one look-up of the source's links.
                    func appendIfFirst(_ links: inout [Link]) {
                        guard !links.contains(where: { $0.other == mapping.target }) else { return }
                        links.append(Link(other: mapping.target, relation: relation, mapping: mapping))
                    }
                    appendIfFirst(&criteria[mapping.source, default: []])
                } else {
                    direct[mapping.source, default: []].append(Link(other: mapping.target, relation: relation, mapping: mapping))
                    direct[mapping.target, default: []].append(Link(other: mapping.source, relation: relation.inverse, mapping: mapping))
                }
            }
            self.criteria = criteria
            self.direct = direct
            self.noCounterpart = noCounterpart
        }
    }
}
