extension MappingGraph {
    /// How a comparison orders a guideline's counterparts: by verdict, strongest first, then in
    /// the other standard's order.
    private typealias Keyed = (counterpart: Comparison.Counterpart, key: (Comparison.Verdict, Int, String))

    private static func inOrder(_ x: Keyed, _ y: Keyed) -> Bool { x.key < y.key }

    /// How well standard `b` covers each guideline of standard `a`, through every path the
    /// graph knows: direct mappings, guidelines of a third standard, the WCAG criteria of the
    /// graph's version, and (for guidelines with nothing else) shared topics. With
    /// `includeLeads` false, related counterparts through WCAG are counted in each entry's
    /// `leads` but not listed (the site's pages show their number only). With `findingsLimit`,
    /// an entry keeps only its strongest counterparts that cover or partly cover it and counts
    /// the rest in `omitted`, so a comparison over a large corpus holds a few per guideline.
    public func comparison(of a: String, by b: String, includeLeads: Bool = true, findingsLimit: Int? = nil) -> Comparison {
        var entries: [Comparison.Entry] = []
        var leftOut: [String] = []
        for id in members[a] ?? [] {
            guard let node = nodes[id] else { continue }
            // A clause a regulation does not apply to apps, or one that only scopes the others, asks
            // nothing of an app and covers nothing.
            guard node.isRequirement else {
                leftOut.append(id)
                continue
            }
            let relations = unorderedRelations(of: id, in: b, suggestTopics: true, derivedLimit: nil, includeUnknownHub: includeLeads)
            // Each counterpart's key once, not a look-up at every comparison.
            let keyed = relations.pairs.map { pair -> Keyed in
                let counterpart = counterpart(id, pair)
                return (counterpart: counterpart, key: (counterpart.verdict, -counterpart.strength, nodes[pair.b]?.sortKey ?? ""))
            }
            let stated = noCounterpart[id]?[b]
            // A stated absence outweighs what the engine derives, not what a mapping states.
            let best = keyed.lazy.filter { stated == nil || $0.counterpart.path == .direct }.min(by: Self.inOrder)?.counterpart
            // Leads not built are related through the hub with a relationship nothing sound
            // follows from, two links: strength 1 whatever their confidence, as when built.
            let unbuiltLead = best == nil && stated == nil && relations.unknownHub > 0
            let kept: [Comparison.Counterpart]
            var omitted = 0
            if let findingsLimit {
                // The strongest few, picked rather than sorting what may be thousands.
                let findings = keyed.filter { $0.counterpart.verdict != .related }
                omitted = max(0, findings.count - findingsLimit)
                kept = findings.smallest(findingsLimit, by: Self.inOrder).map(\.counterpart)
            } else {
                kept = keyed.sorted(by: Self.inOrder).map(\.counterpart)
            }
            entries.append(
                Comparison.Entry(
                    guideline: id, number: Self.number(of: id), title: node.title, level: node.level,
                    verdict: best?.verdict ?? (unbuiltLead ? .related : .notCovered),
                    strength: best.map(\.strength) ?? (unbuiltLead ? 1 : nil), counterparts: kept,
                    leads: keyed.count { $0.counterpart.verdict == .related } + relations.unknownHub, omitted: omitted,
                    noCounterpart: stated?.remarks))
        }
        let summary = Comparison.Verdict.allCases.map { verdict in
            let those = entries.filter { $0.verdict == verdict }
            return Comparison.Count(
                verdict: verdict, must: those.count { $0.level == .must },
                should: those.count { $0.level == .should }, advisory: those.count { $0.level == .advisory })
        }
        return Comparison(a: a, b: b, wcag: version, summary: summary, entries: entries, leftOut: leftOut)
    }

    /// A pair as a counterpart: its verdict, and the strongest of its paths.
    private func counterpart(_ a: String, _ pair: PairRelation) -> Comparison.Counterpart {
        let paths = evidence(a, pair)
        let best = paths.max { $0.strength(pair.relationship) < $1.strength(pair.relationship) }
        let strength = pair.basis == .topic ? 1 : best?.strength(pair.relationship) ?? 1
        return Comparison.Counterpart(
            guideline: pair.b, title: pair.bTitle,
            verdict: pair.basis == .topic ? .related : Comparison.Verdict(pair.relationship),
            relationship: pair.relationship, path: pair.basis,
            via: pair.basis == .direct ? [] : pair.basis == .hub ? pair.via.map(SuccessCriterion.number(of:)) : pair.via,
            confidence: best?.confidence, rationale: best?.rationale, assertedBy: best?.assertion ?? .derived, strength: strength,
            remarks: pair.remarks,
            provenance: best?.links.map { "\($0.path):\($0.line)" } ?? [])
    }

    /// Each path behind a pair, as the mappings along it.
    private func evidence(_ a: String, _ pair: PairRelation) -> [Path] {
        switch pair.basis {
        case .direct:
            return (direct[a] ?? []).filter { $0.other == pair.b }.map { Path(links: [$0.mapping], relation: $0.relation) }
        case .transitive:
            return pair.via.compactMap { middle in
                guard let first = direct[a]?.first(where: { $0.other == middle }),
                    let second = direct[middle]?.first(where: { $0.other == pair.b })
                else { return nil }
                return Path(links: [first.mapping, second.mapping], relation: first.relation.composed(with: second.relation))
            }
        case .hub:
            return pair.via.compactMap { criterion in
                guard let mine = criteria[a]?.first(where: { $0.other == criterion }),
                    let theirs = criteria[pair.b]?.first(where: { $0.other == criterion })
                else { return nil }
                return Path(links: [mine.mapping, theirs.mapping], relation: mine.relation.composed(with: theirs.relation.inverse))
            }
        case .topic:
            return []
        }
    }

    /// The guideline number in an id: `13` of `bbc-2013/13`.
    static func number(of id: String) -> String {
        id.firstIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
    }
}

/// The mappings along one path between two guidelines.
struct Path {
    var links: [Mapping]
    /// What the path alone says.
    var relation: Relation

    /// The weakest link's confidence.
    var confidence: Mapping.Confidence { links.map(\.confidence).max { $0.rank < $1.rank } ?? .low }
    var rationale: Mapping.Rationale { links.map(\.rationale).max { $0.rank < $1.rank } ?? .functional }

    var assertion: Comparison.Assertion {
        guard links.count == 1, let mapping = links.first else { return .derived }
        return mapping.method == .source ? .source : .editorial
    }

    /// The path's strength for a pair whose relationship, over every path, is `relation`.
    func strength(_ relation: Relation) -> Int {
        Strength.score(relation: relation, confidence: confidence, rationale: rationale, links: links.count)
    }
}
