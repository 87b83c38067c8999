extension Store {
    /// How many of a guideline's counterparts through WCAG or a shared topic `show` and
    /// `export` list in each standard, the strongest, with a count of the rest: a broad
    /// criterion shares a guideline with hundreds of a large standard (thousands at 20,000
    /// guidelines, where an export listing them all grew with the square of the corpus). The
    /// shipped content's most is 23 (cis-india/2 in bbc-2013), so it is listed whole.
    public static let derivedCounterpartLimit = 25

    /// One guideline in full, or nil when there is no such id. With `derivedLimit`, at most
    /// that many of its counterparts in each standard through the WCAG hub or a topic, the
    /// strongest, and how many more (a broad criterion shares it with hundreds).
    public func guideline(_ id: String, graph: MappingGraph? = nil, derivedLimit: Int? = nil) throws -> GuidelineDetail? {
        try guidelines(ids: [id], counterpartsFrom: graph ?? MappingGraph(store: self, around: id), derivedLimit: derivedLimit).first
    }

    /// Several guidelines in full, in the order of `ids` (unknown ids are skipped). Each part
    /// is read with one query for all of them, so a site build costs a handful of queries per
    /// chunk of guidelines rather than a dozen per guideline. Their counterparts come from
    /// `graph`; without one the `equivalents` are left empty (for the caller to fill, as the
    /// site does on every core, or not needed: building the graph reads every mapping).
    /// `derivedLimit` as in ``guideline(_:graph:derivedLimit:)``.
    public func guidelines(ids: [String], counterpartsFrom graph: MappingGraph?, derivedLimit: Int? = nil) throws
        -> [GuidelineDetail]
    {
        guard !ids.isEmpty else { return [] }
        let (records, standards, categories) = try guidelineRecords(ids: ids)
        let parts = try guidelineParts(ids: ids)
        let checks = try checks(forGuidelines: ids)
        return records.compactMap { g -> GuidelineDetail? in
            guard let standard = standards[g.standardID] else { return nil }
            let id = g.id
            let levelName: String? =
                switch g.level {
                case .must: standard.strengthMust
                case .should: standard.strengthShould
                case .advisory: standard.strengthAdvisory
                }
            let steps = parts.steps[id] ?? []
            let roles = parts.roles[id] ?? []
            let related = graph?.counterparts(of: id, derivedLimit: derivedLimit) ?? []
            let omitted = related.filter { $0.relations.omitted > 0 }
            func references(_ rows: [GuidelineParts.Reference]?) -> [GuidelineDetail.Reference] {
                (rows ?? []).map { .init(id: $0.id, title: $0.title) }
            }
            return GuidelineDetail(
                id: id, standard: g.standardID, standardName: standard.shortName, number: g.number, title: g.title,
                statement: g.statement, paraphrase: g.isParaphrase, statementOwner: standard.publisher,
                applicability: g.applicability.map { .init(status: $0, note: g.applicabilityNote) }, scoping: g.isScoping,
                heading: g.heading, level: g.level,
                levelName: levelName,
                category: g.categoryID.flatMap { category in
                    categories[g.standardID]?.first { $0.id == category }.map { .init(id: $0.id, title: $0.title) }
                },
                page: g.page,
                originatesWith: roles.filter { $0.kind == .originatesWith }.map(\.role),
                implementedBy: roles.filter { $0.kind == .implementedBy }.map(\.role),
                topics: references(parts.topics[id]), users: references(parts.users[id]), terms: references(parts.terms[id]),
                platforms: (parts.platforms[id] ?? []).map { .init(platform: $0.platform, hasTechnique: $0.hasTechnique) },
                summary: g.summaryMarkdown, summaryHTML: g.summaryHTML,
                techniques: (parts.techniques[id] ?? []).map { t in
                    .init(
                        platform: t.platform, kind: t.kind, editorial: t.isEditorial, legacy: t.isLegacy, markdown: t.markdown,
                        html: t.html,
                        code: (parts.code[t.id] ?? []).map { .init(language: $0.language, code: $0.code) })
                },
                testing: .init(
                    editorial: parts.editorialTests[id] ?? false,
                    steps: steps.filter { $0.kind == .procedure }.map(\.markdown),
                    expected: steps.filter { $0.kind == .expected }.map(\.markdown),
                    stepsHTML: steps.filter { $0.kind == .procedure }.map(\.html),
                    expectedHTML: steps.filter { $0.kind == .expected }.map(\.html),
                    automatedTest: parts.automatedTests[id].map { test in
                        .init(
                            prose: test.proseMarkdown, proseHTML: test.proseHTML,
                            code: (parts.automatedCode[id] ?? []).compactMap { code in
                                code.language.platform.map { .init(platform: $0, language: code.language, code: code.code) }
                            },
                            personChecks: test.personChecksMarkdown, personChecksHTML: test.personChecksHTML)
                    }),
                notes: g.notesMarkdown, notesHTML: g.notesHTML,
                wcag: (parts.wcag[id] ?? []).map {
                    .init(
                        criterion: $0.number, handle: $0.handle, level: $0.level, relationship: $0.relationship, rationale: $0.rationale,
                        confidence: $0.confidence, method: $0.method, remarks: $0.remarks, introduced: $0.introduced, removed: $0.removed)
                },
                noWCAG: (parts.noWCAG[id] ?? []).map { .init(version: $0.version, remarks: $0.remarks) },
                equivalents: related.flatMap(\.relations.pairs),
                equivalentsOmitted: omitted.isEmpty
                    ? nil : Dictionary(uniqueKeysWithValues: omitted.map { ($0.standard, $0.relations.omitted) }),
                supersedes: parts.supersedes[id] ?? [], supersededBy: parts.supersededBy[id] ?? [],
                path: g.path, checks: checks[id] ?? [])
        }
    }

    /// Every standard with its metadata and counts.
    public func standards() throws -> [StandardOverview] {
        try standardFacts().map { facts in
            let s = facts.standard
            // By platform id, as JSON shows it; every platform, so a reader need not know which are missing.
            var platforms = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0.rawValue, 0) })
            for (platform, count) in facts.platforms { platforms[platform.rawValue] = count }
            var strength: [String: String] = [:]
            strength["must"] = s.strengthMust
            strength["should"] = s.strengthShould
            strength["advisory"] = s.strengthAdvisory
            return StandardOverview(
                id: s.id, shortName: s.shortName, title: s.title, publisher: s.publisher, region: s.region,
                version: s.version, date: s.date, status: s.status, source: s.source, sourceURL: s.sourceURL,
                licence: s.licence, description: s.description, strength: strength,
                categories: facts.categories.map { .init(id: $0.id, title: $0.title) },
                guidelines: facts.guidelines,
                must: facts.levels[.must] ?? 0, should: facts.levels[.should] ?? 0, advisory: facts.levels[.advisory] ?? 0,
                platforms: platforms,
                pages: facts.pages.map { .init(id: $0.slug, title: $0.title) },
                kind: s.kind,
                regulation: s.jurisdiction.flatMap { jurisdiction in
                    s.inForce.flatMap { inForce in s.wcag.map { .init(jurisdiction: jurisdiction, inForce: inForce, wcag: $0) } }
                },
                scope: s.scope, checkedAgainst: s.checkedAgainst.split(separator: "\n").map(String.init),
                applicability: Dictionary(uniqueKeysWithValues: facts.applicability.map { ($0.key.rawValue, $0.value) }))
        }
    }

    /// The techniques of one platform across all guidelines, grouped by guideline id, each
    /// guideline's in authored order: what a platform page shows.
    public func techniques(for platform: Platform) throws -> [String: [GuidelineDetail.TechniqueDetail]] {
        try techniqueRows(for: platform).mapValues { rows in
            rows.map {
                .init(
                    platform: platform, kind: $0.kind, editorial: $0.isEditorial, legacy: $0.isLegacy, markdown: $0.markdown,
                    html: $0.html, code: [])
            }
        }
    }
}
