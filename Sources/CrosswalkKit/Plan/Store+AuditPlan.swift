extension Store {
    /// The audit plan for `platform` and `standards` (in the order given, which orders the
    /// items): every requirement of those standards that applies to the platform (a clause a
    /// regulation does not apply to apps is none), joined and ordered by the sound relations
    /// of ``MappingGraph/soundRelations(of:in:)`` through every WCAG version.
    public func auditPlan(platform: Platform, standards chosen: [String], created: String) throws -> AuditPlan {
        try auditPlan(
            platform: platform, standards: chosen, created: created,
            inputs: AuditPlanInputs(store: self, graph: MappingGraph(store: self, version: nil)), techniques: techniques(for: platform))
    }

    /// The same, with what every plan reads built once by a caller that makes many (the
    /// site's checklists): the `inputs` of every plan, and the platform's `techniques`.
    func auditPlan(
        platform: Platform, standards chosen: [String], created: String, inputs: AuditPlanInputs,
        techniques: [String: [GuidelineDetail.TechniqueDetail]]
    ) throws -> AuditPlan {
        try require(chosen, in: inputs.standardIDs, kind: "standard")
        var standards: [String] = []
        for standard in chosen where !standards.contains(standard) { standards.append(standard) }
        let graph = inputs.graph
        let overviews = inputs.overviews
        let criteria = inputs.criteria
        let platforms = try inputs.platforms(of: standards)

        // The requirements, in standard then source order.
        var requirements: [AuditPlan.Requirement] = []
        for standard in standards {
            for id in graph.members[standard] ?? [] {
                guard let node = graph.nodes[id], node.isRequirement else { continue }
                guard AuditPlan.applies(platforms[id] ?? [], to: platform) else { continue }
                let criterion = graph.criteria(of: id).first { $0.relation == .equal || $0.relation == .equivalent }
                    .flatMap { criteria[$0.criterion] }
                let level =
                    overviews[standard]?.kind == .regulation
                    ? criterion.map { AuditLevel($0.level) } ?? AuditLevel(node.level)
                    : AuditLevel(node.level)
                requirements.append(
                    .init(
                        id: id, standard: standard, number: MappingGraph.number(of: id), title: node.title, level: level,
                        criterion: criterion?.number))
            }
        }
        let index = Dictionary(uniqueKeysWithValues: requirements.enumerated().map { ($0.element.id, $0.offset) })
        var facts: [RequirementOrder.Fact] = []
        for (i, requirement) in requirements.enumerated() {
            for standard in standards {
                for pair in inputs.soundRelations(of: requirement.id, in: standard) {
                    guard let j = index[pair.b] else { continue }
                    facts.append(.init(a: i, b: j, relation: pair.relationship))
                }
            }
        }
        let order = RequirementOrder(count: requirements.count, facts: facts)
        let itemIDs = order.classes.indices.map { AuditPlan.itemID($0, of: order.classes.count) }

        // Procedures: the requirements' own; for an item with none, those of guidance
        // guidelines equal or equivalent to its requirements (a regulation's WCAG clause).
        let guidance = inputs.guidance
        let details = try inputs.details(of: requirements.map(\.id))
        func hasTest(_ detail: GuidelineDetail?) -> Bool { !(detail?.testing.steps.isEmpty ?? true) }
        var borrowed: [Int: [String]] = [:]
        for (c, members) in order.classes.enumerated() where !members.contains(where: { hasTest(details[requirements[$0].id]) }) {
            var ids: [String] = []
            for member in members {
                for standard in guidance {
                    for pair in inputs.soundRelations(of: requirements[member].id, in: standard)
                    where (pair.relationship == .equal || pair.relationship == .equivalent) && !ids.contains(pair.b) {
                        ids.append(pair.b)
                    }
                }
            }
            borrowed[c] = ids
        }
        let lenders = try inputs.details(of: Array(Set(borrowed.values.joined())).sorted())

        let items = order.classes.enumerated().map { c, members -> AuditPlan.Item in
            let lead = members[0]
            func served(_ requirement: Int, _ decision: AuditDecision, _ relation: Relation) -> AuditPlan.Served {
                let r = requirements[requirement]
                return .init(id: r.id, standard: r.standard, title: r.title, level: r.level, decides: decision, relationship: relation)
            }
            let fully = members.map { served($0, .fully, order.isEqual($0, lead) ? .equal : .equivalent) }
            let onPass = order.weaker[c].flatMap { order.classes[$0] }.sorted().map { served($0, .onPass, .subset) }
            let onFail = order.stronger[c].flatMap { order.classes[$0] }.sorted().map { served($0, .onFail, .superset) }
            var wcag: [String] = []
            for member in members {
                for link in graph.criteria(of: requirements[member].id) where !wcag.contains(link.criterion) { wcag.append(link.criterion) }
            }
            let memberIDs = members.map { requirements[$0].id }
            var procedures = memberIDs.compactMap { id in
                details[id].flatMap { hasTest($0) ? inputs.procedure(of: $0, Self.procedure) : nil }
            }
            if procedures.isEmpty {
                procedures = (borrowed[c] ?? []).compactMap { id in
                    lenders[id].flatMap { hasTest($0) ? inputs.procedure(of: $0, Self.procedure) : nil }
                }
            }
            if procedures.isEmpty {
                procedures = Set(members.compactMap { requirements[$0].criterion }).sorted().compactMap { number in
                    criteria.values.first { $0.number == number }.map { criterion in
                        .init(
                            source: nil, editorial: false, steps: [], expected: [],
                            instruction: "Test as WCAG \(criterion.number) \(criterion.handle) (level \(criterion.level.rawValue)).")
                    }
                }
            }
            if procedures.isEmpty {
                procedures = [
                    .init(
                        source: nil, editorial: false, steps: [], expected: [],
                        instruction:
                            "The content gives no procedure: test against the requirement's statement (crosswalk show \(memberIDs[0])).")
                ]
            }
            let techniqueSources = memberIDs + procedures.compactMap(\.source).filter { !memberIDs.contains($0) }
            var checks: [AuditPlan.CheckHelp] = []
            for id in memberIDs {
                for check in details[id]?.checks ?? []
                where check.platforms.contains(platform) && !checks.contains(where: { $0.id == check.id }) {
                    checks.append(.init(id: check.id, title: check.title, threshold: check.threshold))
                }
            }
            return AuditPlan.Item(
                id: itemIDs[c], title: requirements[lead].title,
                onlyIfFails: order.nearestStronger[c].map { itemIDs[$0] },
                requirements: fully + onPass + onFail,
                wcag: NaturalOrder.sorted(wcag) { SuccessCriterion.number(of: $0) }.compactMap { id in
                    criteria[id].map { .init(number: $0.number, handle: $0.handle, level: $0.level) }
                },
                procedures: procedures,
                techniques: techniqueSources.compactMap { id in
                    let kinds = Set((techniques[id] ?? []).map(\.kind))
                    return kinds.isEmpty ? nil : .init(guideline: id, kinds: Technique.Kind.allCases.filter(kinds.contains))
                }, automatedChecks: checks)
        }
        return AuditPlan(
            created: created, contentFingerprint: inputs.contentFingerprint, platform: platform, standards: standards,
            requirements: requirements, items: items)
    }

    private static func procedure(_ detail: GuidelineDetail) -> AuditPlan.Procedure {
        .init(
            source: detail.id, editorial: detail.testing.editorial, steps: detail.testing.steps.map(oneLine),
            expected: detail.testing.expected.map(oneLine), instruction: nil)
    }

    /// A list item's Markdown on one line: the content wraps its source text, a plan cell or
    /// YAML value should not.
    private static func oneLine(_ markdown: String) -> String {
        markdown.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
    }
}
