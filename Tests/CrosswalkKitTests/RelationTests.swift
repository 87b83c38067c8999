import CrosswalkKit
import Testing

@Suite("Relationship composition through the hub")
struct RelationTests {
    /// a·c ∘ c·b = a·b, for every pair of relations: the table in Relation.swift.
    @Test(
        "composition table",
        arguments: [
            (Relation.equal, Relation.equal, Relation.equal),
            (.equal, .equivalent, .equivalent), (.equivalent, .equal, .equivalent), (.equivalent, .equivalent, .equivalent),
            (.equal, .subset, .subset), (.equal, .superset, .superset), (.equal, .intersects, .intersects),
            (.equivalent, .subset, .subset), (.equivalent, .superset, .superset), (.equivalent, .intersects, .intersects),
            (.subset, .equal, .subset), (.subset, .equivalent, .subset), (.subset, .subset, .subset),
            (.subset, .superset, .unknown), (.subset, .intersects, .unknown),
            (.superset, .equal, .superset), (.superset, .equivalent, .superset), (.superset, .superset, .superset),
            (.superset, .subset, .intersects), (.superset, .intersects, .intersects),
            (.intersects, .equal, .intersects), (.intersects, .equivalent, .intersects), (.intersects, .subset, .intersects),
            (.intersects, .superset, .unknown), (.intersects, .intersects, .unknown),
            (.unknown, .equal, .unknown), (.equal, .unknown, .unknown),
        ])
    func compose(first: Relation, second: Relation, expected: Relation) {
        #expect(first.composed(with: second) == expected)
    }

    @Test("combining two facts is order-free: commutative and associative, as the hub relies on")
    func combinedIsOrderFree() {
        let all = Relation.allCases
        for a in all {
            for b in all {
                #expect(a.combined(with: b) == b.combined(with: a), "\(a) \(b)")
                for c in all {
                    #expect(a.combined(with: b).combined(with: c) == a.combined(with: b.combined(with: c)), "\(a) \(b) \(c)")
                }
            }
        }
        #expect(Relation.subset.combined(with: .superset) == .equivalent)
        #expect(Relation.intersects.combined(with: .unknown) == .intersects)
    }

    @Test("picking the strongest few gives a full sort's first few, ties in the order they came")
    func smallest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let items = (0..<Int.random(in: 0...40, using: &generator)).map { (key: Int.random(in: 0...9, using: &generator), order: $0) }
            for count in [0, 1, 5, 50] {
                let picked = items.smallest(count) { $0.key < $1.key }
                let sorted = items.sorted { $0.key < $1.key }.prefix(count)
                #expect(picked.map(\.order) == sorted.map(\.order), "\(items) \(count)")
            }
        }
    }

    @Test("inverse swaps subset and superset only")
    func inverse() {
        #expect(Relation.subset.inverse == .superset)
        #expect(Relation.superset.inverse == .subset)
        for relation in [Relation.equal, .equivalent, .intersects, .unknown] { #expect(relation.inverse == relation) }
    }

    @Test(
        "facts from two paths combine to the more specific",
        arguments: [
            (Relation.subset, Relation.superset, Relation.equivalent),
            (.subset, .intersects, .subset), (.intersects, .unknown, .intersects),
            (.unknown, .unknown, .unknown), (.equal, .intersects, .equal), (.superset, .unknown, .superset),
        ])
    func combine(first: Relation, second: Relation, expected: Relation) {
        #expect(first.combined(with: second) == expected)
        #expect(second.combined(with: first) == expected)
    }

    /// Three standards: x and y each map to criteria; x links to z directly; z links to y.
    static let graph: MappingGraph = {
        func node(_ id: String, _ topics: [String] = []) -> MappingGraph.Node {
            let parts = id.split(separator: "/")
            return .init(id: id, standard: String(parts[0]), title: id, level: .must, sortKey: String(parts[1]), topics: topics)
        }
        func map(_ source: String, _ target: String, _ relationship: Mapping.Relationship) -> Mapping {
            Mapping(
                source: source, target: target, relationship: relationship, rationale: .semantic, confidence: .high,
                method: .editorial, remarks: "", path: "m.yaml", line: 1)
        }
        return MappingGraph(
            standards: ["x", "y", "z"],
            nodes: [
                node("x/1"), node("x/2"), node("x/3", ["touch"]), node("x/4", ["touch"]), node("y/1"), node("y/2"), node("y/3", ["touch"]),
                node("z/1"),
            ],
            mappings: [
                map("x/1", "wcag-2.0/1.4.3", .subsetOf), map("y/1", "wcag-2.0/1.4.3", .supersetOf),  // x1 ⊆ c ⊆ y1
                map("x/2", "wcag-2.0/4.1.2", .supersetOf), map("y/2", "wcag-2.0/4.1.2", .supersetOf),  // both ⊇ c
                map("x/2", "z/1", .equivalentTo), map("z/1", "y/2", .subsetOf),  // x2 ≡ z1 ⊆ y2
                map("x/4", "y", .noRelationship),
            ])
    }()

    @Test("pairs through the hub compose soundly")
    func hub() throws {
        let relations = Self.graph.relations(of: "x/1", in: "y")
        let pair = try #require(relations.first)
        #expect(pair.b == "y/1")
        #expect(pair.basis == .hub)
        #expect(pair.relationship == .subset)
        #expect(pair.via == ["wcag-2.0/1.4.3"])
        #expect(pair.strength == .init(direct: false, sharedGuidelines: 0, sharedCriteria: 1))
    }

    @Test("a path through a third standard outranks the hub and combines with it")
    func transitive() throws {
        let pair = try #require(Self.graph.relations(of: "x/2", in: "y").first)
        #expect(pair.b == "y/2")
        #expect(pair.basis == .transitive)
        // x2 ≡ z1 ⊆ y2 gives subset; both ⊇ 4.1.2 gives intersects; together: subset.
        #expect(pair.relationship == .subset)
        #expect(pair.via == ["z/1"])
        #expect(pair.strength == .init(direct: false, sharedGuidelines: 1, sharedCriteria: 1))
    }

    @Test("direct links are seen from both ends, inverted")
    func direct() throws {
        let pair = try #require(Self.graph.relations(of: "y/2", in: "z").first)
        #expect(pair.b == "z/1")
        #expect(pair.basis == .direct)
        #expect(pair.relationship == .superset)
        #expect(pair.strength.direct)
    }

    @Test("topics suggest pairs only where nothing else links, and never against a stated no-relationship")
    func topics() {
        let suggested = Self.graph.relations(of: "x/3", in: "y")
        #expect(suggested.map(\.b) == ["y/3"])
        #expect(suggested.first?.basis == .topic)
        #expect(suggested.first?.relationship == .unknown)
        #expect(Self.graph.relations(of: "x/4", in: "y").isEmpty)
    }

    /// Verdicts worked out by hand. Standards p (judged) and q, r (a third), WCAG criteria c.
    /// p/1 = q/1 (equal, stated by the source): covered, 10.
    /// p/2 ⊆ q/2 (editorial, medium, functional): covered; 8 × 0.8 × 0.85 = 5.4 → 5.
    /// p/3 ⊇ q/3: partly covered (q asks less); 6 × 0.95 = 5.7 → 6.
    /// p/4 ∩ q/4: partly covered; 5 × 0.95 = 4.75 → 5.
    /// p/5 ≡ r/1 ⊆ q/5: covered through r, derived; 8 × 0.95 = 7.6 → 8, less 1 for the second link: 7.
    /// p/6 ⊆ 1.4.3 and q/6 ⊇ 1.4.3: p/6 ⊆ q/6 through WCAG, covered; 8 × 0.6 (low) × 0.95 = 4.56 → 5 − 1 = 4.
    /// p/7 ∩ 4.1.2 and q/7 ∩ 4.1.2: nothing follows: related only (a lead); 2 × 0.95 = 1.9 → 2 − 1 = 1.
    /// p/8 states no relationship to q, though it shares 4.1.2 with q/7: not covered.
    /// p/9 has nothing at all: not covered.
    static let verdictGraph: MappingGraph = {
        func node(_ id: String) -> MappingGraph.Node {
            let parts = id.split(separator: "/")
            return .init(id: id, standard: String(parts[0]), title: id, level: .must, sortKey: String(parts[1]), topics: [])
        }
        func map(
            _ source: String, _ target: String, _ relationship: Mapping.Relationship, _ confidence: Mapping.Confidence = .high,
            _ rationale: Mapping.Rationale = .semantic, _ method: Mapping.Method = .editorial
        ) -> Mapping {
            Mapping(
                source: source, target: target, relationship: relationship, rationale: rationale, confidence: confidence,
                method: method, remarks: "", path: "\(source.prefix { $0 != "/" }).yaml", line: 1)
        }
        let ids = (1...9).map { "p/\($0)" } + (1...7).map { "q/\($0)" } + ["r/1"]
        return MappingGraph(
            standards: ["p", "q", "r"], nodes: ids.map(node),
            mappings: [
                map("p/1", "q/1", .equalTo, .high, .syntactic, .source),
                map("p/2", "q/2", .subsetOf, .medium, .functional),
                map("p/3", "q/3", .supersetOf),
                map("p/4", "q/4", .intersectsWith),
                map("p/5", "r/1", .equivalentTo), map("r/1", "q/5", .subsetOf),
                map("p/6", "wcag-2.0/1.4.3", .subsetOf, .low), map("q/6", "wcag-2.0/1.4.3", .supersetOf),
                map("p/7", "wcag-2.0/4.1.2", .intersectsWith), map("q/7", "wcag-2.0/4.1.2", .intersectsWith),
                map("p/8", "wcag-2.0/4.1.2", .intersectsWith), map("p/8", "q", .noRelationship),
            ])
    }()

    @Test("verdicts: covered, partly covered, related and not covered, with path, assertion and strength")
    func verdicts() throws {
        let comparison = Self.verdictGraph.comparison(of: "p", by: "q")
        let entries = Dictionary(uniqueKeysWithValues: comparison.entries.map { ($0.guideline, $0) })
        func best(_ id: String) -> Comparison.Counterpart? { entries[id]?.counterparts.first }
        #expect(
            comparison.entries.map(\.verdict) == [
                .covered, .covered, .partlyCovered, .partlyCovered, .covered, .covered, .related, .notCovered, .notCovered,
            ])
        #expect(comparison.entries.map(\.strength) == [10, 5, 6, 5, 7, 4, 1, nil, nil])
        #expect(best("p/1")?.assertedBy == .source)
        #expect(best("p/2")?.assertedBy == .editorial && best("p/2")?.confidence == .medium)
        #expect(best("p/5")?.path == .transitive && best("p/5")?.via == ["r/1"] && best("p/5")?.assertedBy == .derived)
        #expect(best("p/5")?.provenance.map(\.description) == ["p.yaml:1", "r.yaml:1"])
        #expect(best("p/6")?.path == .hub && best("p/6")?.via == ["1.4.3"] && best("p/6")?.confidence == .low)
        #expect(best("p/7")?.relationship == .unknown)
        #expect(entries["p/8"]?.noCounterpart == "")
        #expect(comparison.count(.covered) == 4 && comparison.count(.notCovered) == 2)
        #expect(comparison.notCovered.map(\.guideline) == ["p/8", "p/9"])

        // The other way round: q/2 ⊇ p/2 (partly), q/6 ⊇ p/6 (partly), q/5 ⊇ r/1 ≡ p/5 (partly).
        let reverse = Self.verdictGraph.comparison(of: "q", by: "p")
        #expect(
            reverse.entries.map(\.verdict) == [
                .covered, .partlyCovered, .covered, .partlyCovered, .partlyCovered, .partlyCovered, .related,
            ])
    }

    @Test(
        "strength: the relationship's weight, times confidence and rationale, less one per extra link, from 1 to 10",
        arguments: [
            (Relation.equal, Mapping.Confidence.high, Mapping.Rationale.syntactic, 1, 10),
            (.equivalent, .high, .semantic, 1, 9), (.subset, .high, .semantic, 1, 8), (.superset, .high, .semantic, 1, 6),
            (.intersects, .high, .semantic, 1, 5), (.intersects, .low, .functional, 2, 2), (.unknown, .low, .functional, 3, 1),
            (.subset, .medium, .semantic, 2, 5),
        ])
    func strength(relation: Relation, confidence: Mapping.Confidence, rationale: Mapping.Rationale, links: Int, expected: Int) {
        #expect(Strength.score(relation: relation, confidence: confidence, rationale: rationale, links: links) == expected)
    }

    @Test("a derived limit keeps direct and transitive pairs and the strongest hub pairs, and counts the rest")
    func derivedLimit() throws {
        func node(_ id: String) -> MappingGraph.Node {
            let parts = id.split(separator: "/")
            return .init(id: id, standard: String(parts[0]), title: id, level: .must, sortKey: String(parts[1]), topics: [])
        }
        func map(_ source: String, _ target: String, _ relationship: Mapping.Relationship = .intersectsWith) -> Mapping {
            Mapping(
                source: source, target: target, relationship: relationship, rationale: .semantic, confidence: .high,
                method: .editorial, remarks: "", path: "m.yaml", line: 1)
        }
        // x/1 maps to 1.1.1 and 1.3.1; y/01…y/09 share 1.3.1 with it, y/05 and y/07 share both;
        // y/10 is linked directly and y/11 through z/1.
        let hubOnly = (1...9).map { String(format: "y/%02d", $0) }
        var mappings = [
            map("x/1", "wcag-2.0/1.1.1"), map("x/1", "wcag-2.0/1.3.1"),
            map("x/1", "y/10", .equalTo), map("x/1", "z/1", .equalTo), map("z/1", "y/11", .subsetOf),
        ]
        mappings += hubOnly.map { map($0, "wcag-2.0/1.3.1") }
        mappings += [map("y/05", "wcag-2.0/1.1.1"), map("y/07", "wcag-2.0/1.1.1")]
        let graph = MappingGraph(
            standards: ["x", "y", "z"], nodes: (["x/1", "y/10", "y/11", "z/1"] + hubOnly).map(node), mappings: mappings)

        let all = graph.relations(of: "x/1", in: "y", derivedLimit: nil)
        let limited = graph.relations(of: "x/1", in: "y", derivedLimit: 3)
        #expect(all.pairs.count == 11 && all.omitted == 0)
        #expect(limited.pairs.map(\.b) == ["y/10", "y/11", "y/05", "y/07", "y/01"])
        #expect(limited.pairs.map(\.basis) == [.direct, .transitive, .hub, .hub, .hub])
        #expect(limited.omitted == 6)
        #expect(limited.counts == [.direct: 1, .transitive: 1, .hub: 9])
        #expect(limited.isLinked)
        // The kept pairs are the strongest of the full list, unchanged.
        #expect(Array(all.pairs.prefix(5)) == limited.pairs)
        #expect(limited.pairs[2].via == ["wcag-2.0/1.1.1", "wcag-2.0/1.3.1"])
    }

    @Test("a mapping's target is a criterion only under a WCAG version's id, a standard without a slash")
    func targetKinds() {
        func kind(_ target: String) -> Mapping.TargetKind {
            Mapping(
                source: "std-a/1", target: target, relationship: .subsetOf, rationale: .semantic, confidence: .high, method: .editorial,
                remarks: ""
            ).targetKind
        }
        #expect(kind("wcag-2.2/1.1.1") == .criterion)
        #expect(kind("wcag-2.0/4.1.1") == .criterion)
        #expect(kind("wcag-2.2") == .standard)
        #expect(kind("std-b") == .standard)
        #expect(kind("std-b/7") == .guideline)
        #expect(kind("wcag-9.9/1.1.1") == .guideline)
        #expect(kind("wcag-2.2x/1.1.1") == .guideline)
        #expect(kind("wcag-2./1") == .guideline)
        #expect(kind("w/1") == .guideline)
    }
}
