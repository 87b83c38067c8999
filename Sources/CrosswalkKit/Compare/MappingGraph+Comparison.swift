extension MappingGraph {
    /// How a comparison orders a guideline's counterparts: by verdict, strongest first, then in
    /// the other standard's order (its position in `members`, which are in that order). Pairs
    /// are ranked by this key before any is built as a counterpart, so a guideline listed
    /// builds only those it lists; a pair only through the hub (`pair` nil) is not even built
    /// as a pair until then.
    private struct Ranked {
        var key: (verdict: Comparison.Verdict, strength: Int, position: Int)
        /// The pair's place among those built; nil for one only through the hub. A plain value, so
        /// ranking the thousands a guideline can have at 20,000 guidelines copies no strings.
        var pair: Int?
        /// The pair's relationship, composed and combined over every path.
        var relation: Relation
    }

    private static func inOrder(_ x: Ranked, _ y: Ranked) -> Bool { x.key < y.key }

    /// How well standard `b` covers each guideline of standard `a`, through every path the
    /// graph knows: direct mappings, guidelines of a third standard, the WCAG criteria of the
    /// graph's version, and (for guidelines with nothing else) shared topics. `bounds` say
    /// which guidelines are listed and how many of each one's counterparts; the site's pages
    /// list every guideline with its five strongest findings and the number of its leads.
    public func comparison(of a: String, by b: String, bounds: Comparison.Bounds = .none) -> Comparison {
        judgement(of: a, by: b, bounds: bounds, listing: listing(of: a, by: b, bounds: bounds))
    }

    /// The guidelines of A that `bounds` list, each with its counterparts in B: the part of a
    /// comparison a reader reads guideline by guideline.
    func listing(of a: String, by b: String, bounds: Comparison.Bounds) -> [Comparison.Entry] {
        var entries: [Comparison.Entry] = []
        var judged = 0
        var scratch = VerdictScratch(members: members[b] ?? [], nodes: nodes)
        for id in members[a] ?? [] {
            // A clause a regulation does not apply to apps, or one that only scopes the others, asks
            // nothing of an app and covers nothing.
            guard let node = nodes[id], node.isRequirement else { continue }
            if let limit = bounds.limit, judged - bounds.offset >= limit { break }
            if bounds.lists(judged) {
                entries.append(entry(id, node, by: b, findings: bounds.findings, leads: bounds.leads, &scratch))
            }
            judged += 1
        }
        return entries
    }

    /// Every guideline of A judged, those of `listing` by their entries' verdicts and the rest
    /// without building their counterparts, counted by verdict and level.
    func judgement(of a: String, by b: String, bounds: Comparison.Bounds, listing entries: [Comparison.Entry]) -> Comparison {
        var leftOut: [String] = []
        var notCovered: [Comparison.Uncovered] = []
        var counts: [Comparison.Verdict: [RequirementLevel: Int]] = [:]
        var judged = 0
        var scratch = VerdictScratch(members: members[b] ?? [], nodes: nodes)
        for id in members[a] ?? [] {
            guard let node = nodes[id] else { continue }
            guard node.isRequirement else {
                leftOut.append(id)
                continue
            }
            let listed = bounds.lists(judged) ? judged - bounds.offset : nil
            let verdict = listed.map { entries[$0].verdict } ?? self.verdict(of: id, node, by: b, &scratch)
            judged += 1
            counts[verdict, default: [:]][node.level, default: 0] += 1
            if verdict == .notCovered && bounds.notCovered.map({ notCovered.count < $0 }) ?? true {
                notCovered.append(
                    .init(
                        guideline: id, number: Self.number(of: id), title: node.title, level: node.level,
                        noCounterpart: noCounterpart[id]?[b]?.remarks))
            }
        }
        let summary = Comparison.Verdict.allCases.map { verdict in
            Comparison.Count(
                verdict: verdict, must: counts[verdict]?[.must] ?? 0, should: counts[verdict]?[.should] ?? 0,
                advisory: counts[verdict]?[.advisory] ?? 0)
        }
        return Comparison(
            a: a, b: b, wcag: version, summary: summary, judged: judged, entries: entries, offset: bounds.offset,
            notCovered: notCovered, leftOut: leftOut)
    }

    /// ``comparison(of:by:bounds:)`` for each direction (B by A as well as A by B), on every
    /// core: each judges every guideline of its standard on its own.
    public func comparisons(_ directions: [(a: String, b: String)], bounds: Comparison.Bounds = .none) -> [Comparison] {
        let graph = self
        return ParallelMap(count: directions.count) { graph.comparison(of: directions[$0].a, by: directions[$0].b, bounds: bounds) }.values
    }

    /// ``comparisons(_:bounds:)`` for a reader that writes the listed guidelines before the
    /// summary above them: each direction's listing is built on every core and handed to
    /// `meanwhile` on this thread, while the other guidelines of every direction are judged on
    /// one other (the summary needs only their verdicts, and at 20,000 guidelines judging them
    /// takes about as long as writing a page of listed ones).
    public func comparisons<Written>(
        _ directions: [(a: String, b: String)], bounds: Comparison.Bounds, meanwhile: ([[Comparison.Entry]]) -> Written
    ) -> (comparisons: [Comparison], written: Written) {
        let graph = self
        let listings = ParallelMap(count: directions.count) { graph.listing(of: directions[$0].a, by: directions[$0].b, bounds: bounds) }
            .values
        let judging = ParallelMap(count: 1) { _ in
            directions.indices.map { graph.judgement(of: directions[$0].a, by: directions[$0].b, bounds: bounds, listing: listings[$0]) }
        }
        let written = meanwhile(listings)
        return (judging.values[0], written)
    }

    /// One guideline of A judged against B, with at most `findings` counterparts that cover
    /// or partly cover it and `leads` related ones (every one when nil).
    private func entry(
        _ id: String, _ node: Node, by b: String, findings: Int?, leads: Int?, _ scratch: inout VerdictScratch
    ) -> Comparison.Entry {
        let includeUnknownHub = leads != 0
        let relations = unorderedRelations(
            of: id, in: b, suggestTopics: true, derivedLimit: nil, includeUnknownHub: includeUnknownHub, buildHub: false)
        let pairs = relations.pairs
        var keyed: [Ranked] = []
        keyed.reserveCapacity(pairs.count + relations.hubCandidates.count)
        for (index, pair) in pairs.enumerated() {
            let key = (Self.verdict(pair), -strength(id, pair), position[pair.b] ?? Int.max)
            keyed.append(Ranked(key: key, pair: index, relation: pair.relationship))
        }
        // Pairs only through the hub, composed in arrays over B's members as `hub` composes
        // them (the shared criteria in natural order), with their strongest path's strength.
        let ownCriteria = NaturalOrder.sorted(criteria[id] ?? []) { $0.other }
        var touched: [Int] = []
        for link in ownCriteria {
            for (index, relation, _) in mappedTo[link.other]?[b] ?? [] {
                let composed = link.relation.composed(with: relation.inverse)
                if let existing = scratch.relation[index] {
                    scratch.relation[index] = existing.combined(with: composed)
                } else {
                    scratch.relation[index] = composed
                    touched.append(index)
                }
            }
        }
        for link in ownCriteria {
            let mine = Path.Link(link.mapping)
            for (index, _, mapping) in mappedTo[link.other]?[b] ?? [] {
                guard let relation = scratch.relation[index] else { continue }
                scratch.strength[index] = max(scratch.strength[index], Path.strength(relation, mine, hubLinks[mapping]))
            }
        }
        var unknownHub = 0
        for index in relations.hubCandidates {
            guard let relation = scratch.relation[index] else { continue }
            if !includeUnknownHub && relation == .unknown {
                unknownHub += 1
                continue
            }
            // A requirement's counterparts are requirements.
            if node.isRequirement && !scratch.isRequirement[index] { continue }
            keyed.append(Ranked(key: (Comparison.Verdict(relation), -scratch.strength[index], index), pair: nil, relation: relation))
        }
        for index in touched {
            scratch.relation[index] = nil
            scratch.strength[index] = 0
        }
        let others = members[b] ?? []
        // Only the pairs listed are built: a pair through the hub from what the arrays held.
        func built(_ ranked: Ranked) -> PairRelation {
            if let pair = ranked.pair { return pairs[pair] }
            let otherID = others[ranked.key.position]
            let theirs = criteria[otherID] ?? []
            let via = ownCriteria.filter { link in theirs.contains { $0.other == link.other } }.map(\.other)
            return PairRelation(
                a: id, b: otherID, bTitle: nodes[otherID]?.title ?? otherID,
                relationship: ranked.relation, basis: .hub, via: via,
                strength: .init(direct: false, sharedGuidelines: 0, sharedCriteria: via.count), confidence: nil, remarks: nil)
        }
        let stated = noCounterpart[id]?[b]
        // A stated absence outweighs what the engine derives, not what a mapping states.
        let best = keyed.lazy.filter { stated == nil || $0.pair.map { pairs[$0].basis } == .direct }.min(by: Self.inOrder)
            .map { (verdict: $0.key.verdict, strength: -$0.key.strength) }
        // Leads not built are related through the hub with a relationship nothing sound
        // follows from, two links: strength 1 whatever their confidence, as when built.
        let unbuiltLead = best == nil && stated == nil && unknownHub > 0
        // Findings sort before leads (the verdict leads the key), so each part is picked alone:
        // the strongest few rather than sorting what may be thousands.
        func pick(_ part: [Ranked], _ limit: Int?) -> [Comparison.Counterpart] {
            (limit.map { part.smallest($0, by: Self.inOrder) } ?? part.sorted(by: Self.inOrder)).map { counterpart(id, built($0)) }
        }
        let found = keyed.filter { $0.key.verdict != .related }
        let related = keyed.filter { $0.key.verdict == .related }
        let kept = pick(found, findings)
        return Comparison.Entry(
            guideline: id, number: Self.number(of: id), title: node.title, level: node.level,
            verdict: best?.verdict ?? (unbuiltLead ? .related : .notCovered),
            strength: best.map(\.strength) ?? (unbuiltLead ? 1 : nil), counterparts: kept + pick(related, leads),
            leads: related.count + unknownHub, omitted: found.count - kept.count,
            noCounterpart: stated?.remarks)
    }

    /// What ``verdict(of:_:by:_:)`` reuses from one guideline to the next: each member of B's
    /// relation to the guideline judged, combined over the criteria they share (nil where
    /// they share none; reset after each), and which members are requirements.
    package struct VerdictScratch {
        var relation: [Relation?]
        /// For a guideline listed: each member's strongest path through the hub (0 where none).
        var strength: [Int]
        let isRequirement: [Bool]
        /// The members a guideline judged shares a criterion with, in the order first met (its
        /// capacity kept from one guideline to the next).
        var sharing: [Int] = []

        package init(members: [String], nodes: [String: Node]) {
            relation = Array(repeating: nil, count: members.count)
            strength = Array(repeating: 0, count: members.count)
            isRequirement = members.map { nodes[$0]?.isRequirement != false }
        }
    }

    /// The verdict ``entry(_:_:by:findings:leads:_:)`` gives `a` (leads through WCAG not built),
    /// from its counterparts' relationships alone: the best verdict needs neither their
    /// strengths, paths nor titles. Pairs through WCAG are composed in arrays over B's members,
    /// so judging a guideline that shares broad criteria with thousands costs array
    /// arithmetic, not a counterpart built, keyed and dropped for each.
    package func verdict(of a: String, _ node: Node, by b: String, _ scratch: inout VerdictScratch) -> Comparison.Verdict {
        guard node.standard != b else { return .notCovered }
        let others = members[b] ?? []
        var best: Comparison.Verdict?
        func consider(_ verdict: Comparison.Verdict) { if best.map({ verdict < $0 }) ?? true { best = verdict } }
        // A requirement's counterparts are requirements (a clause not applied to apps is none).
        func consider(_ verdict: Comparison.Verdict, _ id: String) {
            if id != a && (!node.isRequirement || nodes[id]?.isRequirement != false) { consider(verdict) }
        }
        // Direct: the last mapping between the two gives the pair's relationship.
        var direct: [String: Relation] = [:]
        for link in self.direct[a] ?? [] where nodes[link.other]?.standard == b { direct[link.other] = link.relation }
        for (id, relation) in direct { consider(Comparison.Verdict(relation), id) }
        // A stated absence outweighs everything but a direct mapping; nothing beats covered.
        if noCounterpart[a]?[b] != nil || best == .covered { return best ?? .notCovered }

        // Through a guideline of a third standard, combined below with what shared criteria say.
        var transitive: [String: Relation] = [:]
        for first in self.direct[a] ?? [] {
            guard let middle = nodes[first.other], middle.standard != b else { continue }
            for second in self.direct[middle.id] ?? [] where nodes[second.other]?.standard == b && direct[second.other] == nil {
                let composed = first.relation.composed(with: second.relation)
                transitive[second.other] = transitive[second.other].map { $0.combined(with: composed) } ?? composed
            }
        }
        let directIndices = direct.keys.compactMap { position[$0] }
        // The scratch's list taken out while its relations are written through a pointer (the
        // pair loop below runs about a million times at 20,000 guidelines), and put back.
        var sharing = scratch.sharing
        scratch.sharing = []
        sharing.removeAll(keepingCapacity: true)
        defer {
            scratch.relation.withUnsafeMutableBufferPointer { relations in for index in sharing { relations[index] = nil } }
            scratch.sharing = sharing
        }
        let isRequirement = scratch.isRequirement
        // By index: a link copied whole would copy its mapping's strings.
        let links = criteria[a] ?? []
        let coveredThroughWCAG = scratch.relation.withUnsafeMutableBufferPointer { relations in
            for own in links.indices {
                let mine = links[own].relation
                for (index, relation, _) in mappedTo[links[own].other]?[b] ?? [] {
                    let composed = mine.composed(with: relation.inverse)
                    let combined: Relation
                    if let existing = relations[index] {
                        combined = existing.combined(with: composed)
                    } else {
                        combined = composed
                        sharing.append(index)
                    }
                    relations[index] = combined
                    // Combining only makes a relation more specific, and nothing beats covered:
                    // a pair covered so far through WCAG (or through a third standard as well)
                    // is the verdict, unless a direct mapping speaks for that pair.
                    if combined.ordinal <= Relation.subset.ordinal && (!node.isRequirement || isRequirement[index])
                        && !directIndices.contains(index)
                    {
                        return true
                    }
                }
            }
            return false
        }
        if coveredThroughWCAG { return .covered }
        var claimed: [Int] = directIndices
        for (id, relation) in transitive {
            let hub = position[id].flatMap { scratch.relation[$0] }
            consider(Comparison.Verdict(hub.map { relation.combined(with: $0) } ?? relation), id)
            if let index = position[id] { claimed.append(index) }
        }
        // Only through WCAG: an unknown relationship is a lead, counted whether a requirement or not.
        var unknown = 0
        for index in sharing where claimed.isEmpty || !claimed.contains(index) {
            guard let relation = scratch.relation[index] else { continue }
            if relation == .unknown {
                unknown += 1
            } else if !node.isRequirement || scratch.isRequirement[index] {
                consider(Comparison.Verdict(relation))
                if best == .covered { return .covered }
            }
        }
        if let best { return best }
        if unknown > 0 { return .related }
        // Nothing else: a guideline sharing a topic is a lead.
        guard node.isRequirement, direct.isEmpty, transitive.isEmpty, sharing.isEmpty else { return .notCovered }
        for (index, id) in others.enumerated() where scratch.isRequirement[index] && id != a {
            if let other = nodes[id], node.topics.contains(where: other.topics.contains) { return .related }
        }
        return .notCovered
    }

    /// What a pair says of B's covering A's guideline: a topic alone is a lead.
    private static func verdict(_ pair: PairRelation) -> Comparison.Verdict {
        pair.basis == .topic ? .related : Comparison.Verdict(pair.relationship)
    }

    /// The strength ``counterpart(_:_:)`` gives a pair, its strongest path's, from the links'
    /// confidence and rationale without building the paths.
    private func strength(_ a: String, _ pair: PairRelation) -> Int {
        guard pair.basis != .topic else { return 1 }
        var best: Int?
        forEachPath(a, pair) { first, second in
            let strength = Path.strength(pair.relationship, first, second)
            best = max(best ?? strength, strength)
        }
        return best ?? 1
    }

    /// A pair as a counterpart: its verdict, and the strongest of its paths.
    private func counterpart(_ a: String, _ pair: PairRelation) -> Comparison.Counterpart {
        // The first of the strongest paths, only its facts kept (its mappings not copied).
        var strongest: (path: Path, strength: Int)?
        forEachPath(a, pair) { first, second in
            let strength = Path.strength(pair.relationship, first, second)
            if strength > strongest?.strength ?? Int.min { strongest = (Path(first, second), strength) }
        }
        let best = strongest?.path
        let strength = pair.basis == .topic ? 1 : strongest?.strength ?? 1
        return Comparison.Counterpart(
            guideline: pair.b, title: pair.bTitle, verdict: Self.verdict(pair),
            relationship: pair.relationship, path: pair.basis,
            via: pair.basis == .direct ? [] : pair.basis == .hub ? pair.via.map(SuccessCriterion.number(of:)) : pair.via,
            confidence: best?.confidence, rationale: best?.rationale, assertedBy: best?.assertion ?? .derived, strength: strength,
            remarks: pair.remarks,
            provenance: best?.provenance ?? [])
    }

    /// Calls `visit` with the mappings along each path behind a pair: one for a direct pair,
    /// two through a guideline of a third standard or a criterion; none for a topic.
    private func forEachPath(_ a: String, _ pair: PairRelation, _ visit: (Mapping, Mapping?) -> Void) {
        switch pair.basis {
        case .direct:
            for link in direct[a] ?? [] where link.other == pair.b { visit(link.mapping, nil) }
        case .transitive:
            for middle in pair.via {
                guard let first = direct[a]?.first(where: { $0.other == middle }),
                    let second = direct[middle]?.first(where: { $0.other == pair.b })
                else { continue }
                visit(first.mapping, second.mapping)
            }
        case .hub:
            for criterion in pair.via {
                guard let mine = criteria[a]?.first(where: { $0.other == criterion }),
                    let theirs = criteria[pair.b]?.first(where: { $0.other == criterion })
                else { continue }
                visit(mine.mapping, theirs.mapping)
            }
        case .topic:
            break
        }
    }

    /// The guideline number in an id: `13` of `bbc-2013/13`.
    static func number(of id: String) -> String {
        id.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(id[id.utf8.index(after: $0)...]) } ?? id
    }
}

/// What a counterpart shows of one path between two guidelines: one mapping, or two through a
/// guideline of a third standard or a criterion.
struct Path {
    /// The weakest of its mappings' confidences, and of their rationales.
    var confidence: Mapping.Confidence
    var rationale: Mapping.Rationale
    /// A single mapping is the source's or Crosswalk's; a path of two is derived.
    var assertion: Comparison.Assertion
    /// Where each of its mappings is written.
    var provenance: [Mapping.Location]

    /// The path of `first`, then `second` when there is one.
    init(_ first: Mapping, _ second: Mapping?) {
        guard let second else {
            confidence = first.confidence
            rationale = first.rationale
            assertion = first.method == .source ? .source : .editorial
            provenance = [first.location]
            return
        }
        let weakest = Link(first).weakest(with: Link(second))
        confidence = weakest.confidence
        rationale = weakest.rationale
        assertion = .derived
        provenance = [first.location, second.location]
    }

    /// What a path's strength needs of one of its mappings.
    struct Link {
        var confidence: Mapping.Confidence
        var rationale: Mapping.Rationale

        init(_ mapping: Mapping) {
            confidence = mapping.confidence
            rationale = mapping.rationale
        }

        init(confidence: Mapping.Confidence, rationale: Mapping.Rationale) {
            self.confidence = confidence
            self.rationale = rationale
        }

        /// A path of this link and `other`: the weaker confidence and rationale of the two
        /// (this one's on a tie).
        func weakest(with other: Link) -> Link {
            Link(
                confidence: confidence.rank >= other.confidence.rank ? confidence : other.confidence,
                rationale: rationale.rank >= other.rationale.rank ? rationale : other.rationale)
        }
    }

    /// The strength of the path of `first` and `second` for a pair whose relationship, over
    /// every path, is `relation` (``Strength/score(relation:confidence:rationale:links:)``).
    static func strength(_ relation: Relation, _ first: Mapping, _ second: Mapping?) -> Int {
        guard let second else {
            return Strength.score(relation: relation, confidence: first.confidence, rationale: first.rationale, links: 1)
        }
        return strength(relation, Link(first), Link(second))
    }

    /// As the one above, for a path of two links.
    static func strength(_ relation: Relation, _ first: Link, _ second: Link) -> Int {
        let weakest = first.weakest(with: second)
        return Strength.score(relation: relation, confidence: weakest.confidence, rationale: weakest.rationale, links: 2)
    }
}
