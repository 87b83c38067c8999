import GRDB

extension Store {
    /// All guideline ids, in standard then source order.
    public func guidelineIDs() throws -> [String] {
        try read("list guidelines") { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT g.id FROM guideline g INDEXED BY guideline_by_standard JOIN standard s ON s.id = g.standard_id
                    ORDER BY s.position, g.sort_key
                    """)
        }
    }

    /// One guideline in full, or nil when there is no such id. With `derivedLimit`, at most
    /// that many of its counterparts in each standard through the WCAG hub or a topic, the
    /// strongest, and how many more (a broad criterion shares it with hundreds).
    public func guideline(_ id: String, graph: MappingGraph? = nil, derivedLimit: Int? = nil) throws -> GuidelineDetail? {
        try guidelines(ids: [id], graph: graph ?? MappingGraph(store: self, around: id), derivedLimit: derivedLimit).first
    }

    /// Several guidelines in full, in the order of `ids` (unknown ids are skipped). Each part
    /// is read with one query for all of them, so a site build costs a handful of queries per
    /// chunk of guidelines rather than a dozen per guideline. Without `counterparts` the
    /// `equivalents` are left empty for the caller to fill from the graph (the site does so
    /// on every core). `derivedLimit` as in ``guideline(_:graph:derivedLimit:)``.
    public func guidelines(ids: [String], graph: MappingGraph, counterparts: Bool = true, derivedLimit: Int? = nil) throws
        -> [GuidelineDetail]
    {
        guard !ids.isEmpty else { return [] }
        return try read("read guidelines") { db -> [GuidelineDetail] in
            let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            let arguments = StatementArguments(ids)
            func grouped(_ sql: String) throws -> [String: [Row]] {
                Dictionary(grouping: try Row.fetchAll(db, sql: sql, arguments: arguments), by: { $0[0] as String })
            }
            let records = Dictionary(
                uniqueKeysWithValues:
                    try GuidelineRecord
                    .fetchAll(db, sql: "SELECT * FROM guideline WHERE id IN (\(placeholders))", arguments: arguments).map { ($0.id, $0) })
            let standards = Dictionary(uniqueKeysWithValues: try StandardRecord.fetchAll(db).map { ($0.id, $0) })
            let categories = Dictionary(grouping: try CategoryRecord.fetchAll(db), by: \.standardID)
            let topics = try grouped(
                "SELECT gt.guideline_id, t.id, t.title FROM guideline_topic gt JOIN topic t ON t.id = gt.topic_id WHERE gt.guideline_id IN (\(placeholders)) ORDER BY gt.position"
            )
            let users = try grouped(
                "SELECT gu.guideline_id, u.id, u.title FROM guideline_user_group gu JOIN user_group u ON u.id = gu.user_group_id WHERE gu.guideline_id IN (\(placeholders)) ORDER BY gu.position"
            )
            let terms = try grouped(
                "SELECT gt.guideline_id, t.id, t.term FROM guideline_term gt JOIN glossary_term t ON t.id = gt.term_id WHERE gt.guideline_id IN (\(placeholders)) ORDER BY gt.position"
            )
            let roles = try grouped(
                "SELECT guideline_id, kind, role FROM guideline_role WHERE guideline_id IN (\(placeholders)) ORDER BY position")
            let platforms = try grouped(
                "SELECT guideline_id, platform, has_technique FROM guideline_platform WHERE guideline_id IN (\(placeholders)) ORDER BY \(StoreSchema.caseOrder("platform", Platform.self))"
            )
            let techniques = try grouped(
                "SELECT guideline_id, id, platform, kind, is_editorial, markdown, html, is_legacy FROM technique WHERE guideline_id IN (\(placeholders)) ORDER BY position"
            )
            let code = Dictionary(
                grouping: try Row.fetchAll(
                    db,
                    sql: """
                        SELECT c.technique_id, c.language, c.code FROM code_sample c JOIN technique t ON t.id = c.technique_id
                        WHERE t.guideline_id IN (\(placeholders)) ORDER BY c.technique_id, c.position
                        """, arguments: arguments), by: { $0[0] as Int64 })
            let tests = try grouped("SELECT guideline_id, is_editorial FROM test WHERE guideline_id IN (\(placeholders))")
            let steps = try grouped(
                "SELECT guideline_id, kind, markdown, html FROM test_step WHERE guideline_id IN (\(placeholders)) ORDER BY position")
            let automated = try grouped(
                """
                SELECT guideline_id, prose_markdown, prose_html, person_checks_markdown, person_checks_html
                FROM automated_test WHERE guideline_id IN (\(placeholders))
                """)
            let automatedCode = try grouped(
                "SELECT guideline_id, language, code FROM automated_test_code WHERE guideline_id IN (\(placeholders)) ORDER BY position")
            let wcag = try grouped(
                """
                SELECT m.source_id, c.number, c.handle, c.level, m.relationship, m.rationale, m.confidence, m.method, m.remarks,
                       c.introduced, c.removed
                FROM mapping m JOIN criterion c ON c.id = m.target_id WHERE m.source_id IN (\(placeholders)) ORDER BY c.position
                """)
            let noWCAG = try grouped(
                """
                SELECT m.source_id, v.version, m.remarks FROM mapping m JOIN wcag_version v ON m.target_id = 'wcag-' || v.version
                WHERE m.source_id IN (\(placeholders)) ORDER BY v.position
                """)
            let supersedes = try grouped("SELECT source_id, target_id FROM mapping WHERE supersedes AND source_id IN (\(placeholders))")
            let supersededBy = try grouped("SELECT target_id, source_id FROM mapping WHERE supersedes AND target_id IN (\(placeholders))")
            let checks = try Self.checks(forGuidelines: ids, db)

            return ids.compactMap { id -> GuidelineDetail? in
                guard let g = records[id], let standard = standards[g.standardID] else { return nil }
                let levelName: String? =
                    switch g.level {
                    case .must: standard.strengthMust
                    case .should: standard.strengthShould
                    case .advisory: standard.strengthAdvisory
                    }
                let stepRows = steps[id] ?? []
                let related = counterparts ? graph.counterparts(of: id, derivedLimit: derivedLimit) : []
                let omitted = related.filter { $0.relations.omitted > 0 }
                func reference(_ row: Row) -> GuidelineDetail.Reference { .init(id: row[1], title: row[2]) }
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
                    originatesWith: (roles[id] ?? []).filter { $0[1] == Guideline.RoleKind.originatesWith }.map { $0[2] },
                    implementedBy: (roles[id] ?? []).filter { $0[1] == Guideline.RoleKind.implementedBy }.map { $0[2] },
                    topics: (topics[id] ?? []).map(reference), users: (users[id] ?? []).map(reference),
                    terms: (terms[id] ?? []).map(reference),
                    platforms: (platforms[id] ?? []).map { .init(platform: $0[1], hasTechnique: $0[2]) },
                    summary: g.summaryMarkdown, summaryHTML: g.summaryHTML,
                    techniques: (techniques[id] ?? []).map { row in
                        .init(
                            platform: row[2], kind: row[3], editorial: row[4], legacy: row[7], markdown: row[5], html: row[6],
                            code: (code[row[1]] ?? []).map { .init(language: $0[1], code: $0[2]) })
                    },
                    testing: .init(
                        editorial: tests[id]?.first?[1] ?? false,
                        steps: stepRows.filter { $0[1] == TestProcedure.Part.procedure }.map { $0[2] },
                        expected: stepRows.filter { $0[1] == TestProcedure.Part.expected }.map { $0[2] },
                        stepsHTML: stepRows.filter { $0[1] == TestProcedure.Part.procedure }.map { $0[3] },
                        expectedHTML: stepRows.filter { $0[1] == TestProcedure.Part.expected }.map { $0[3] },
                        automatedTest: automated[id]?.first.map { row in
                            .init(
                                prose: row[1], proseHTML: row[2],
                                code: (automatedCode[id] ?? []).compactMap { code in
                                    let language: CodeLanguage = code[1]
                                    return language.platform.map { .init(platform: $0, language: language, code: code[2]) }
                                },
                                personChecks: row[3], personChecksHTML: row[4])
                        }),
                    notes: g.notesMarkdown, notesHTML: g.notesHTML,
                    wcag: (wcag[id] ?? []).map {
                        .init(
                            criterion: $0[1], handle: $0[2], level: $0[3], relationship: $0[4], rationale: $0[5],
                            confidence: $0[6], method: $0[7], remarks: $0[8], introduced: $0[9], removed: $0[10])
                    },
                    noWCAG: (noWCAG[id] ?? []).map { .init(version: $0[1], remarks: $0[2]) },
                    equivalents: related.flatMap(\.relations.pairs),
                    equivalentsOmitted: omitted.isEmpty
                        ? nil : Dictionary(uniqueKeysWithValues: omitted.map { ($0.standard, $0.relations.omitted) }),
                    supersedes: (supersedes[id] ?? []).map { $0[1] }, supersededBy: (supersededBy[id] ?? []).map { $0[1] },
                    path: g.path, checks: checks[id] ?? [])
            }
        }
    }

    /// Guidelines matching the filter, in standard then source order.
    public func guidelines(_ filter: GuidelineFilter = GuidelineFilter()) throws -> [GuidelineSummary] {
        try require(filter.standards, in: standardIDs(), kind: "standard")
        try require(filter.topics, in: topicIDs(), kind: "topic")
        return try read("list guidelines") { db in
            var clauses: [String] = []
            var arguments: StatementArguments = []
            func list(_ values: [String]) -> String { Array(repeating: "?", count: values.count).joined(separator: ", ") }
            if !filter.standards.isEmpty {
                clauses.append("g.standard_id IN (\(list(filter.standards)))")
                arguments += StatementArguments(filter.standards)
            }
            if !filter.platforms.isEmpty {
                let names = filter.platforms.map(\.rawValue)
                clauses.append(
                    "EXISTS (SELECT 1 FROM guideline_platform p WHERE p.guideline_id = g.id AND p.has_technique AND p.platform IN (\(list(names))))"
                )
                arguments += StatementArguments(names)
            }
            if !filter.topics.isEmpty {
                clauses.append(
                    "EXISTS (SELECT 1 FROM guideline_topic t WHERE t.guideline_id = g.id AND t.topic_id IN (\(list(filter.topics))))")
                arguments += StatementArguments(filter.topics)
            }
            if let level = filter.level {
                clauses.append("g.level = ?")
                arguments += [level.rawValue]
            }
            let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT g.id, g.standard_id, g.number, g.title, g.statement, g.level, g.category_id,
                           (SELECT group_concat(platform, ' ') FROM (SELECT platform FROM guideline_platform WHERE guideline_id = g.id AND has_technique ORDER BY \(StoreSchema.caseOrder("platform", Platform.self)))) AS platforms,
                           (SELECT group_concat(topic_id, ' ') FROM (SELECT topic_id FROM guideline_topic WHERE guideline_id = g.id ORDER BY position)) AS topics
                    FROM guideline g INDEXED BY guideline_by_standard JOIN standard s ON s.id = g.standard_id
                    \(whereSQL)
                    ORDER BY s.position, g.sort_key
                    """, arguments: arguments)
            return rows.map { row in
                GuidelineSummary(
                    id: row["id"], standard: row["standard_id"], number: row["number"], title: row["title"],
                    statement: row["statement"], level: row["level"], category: row["category_id"],
                    platforms: ((row["platforms"] as String?) ?? "").split(separator: " ").compactMap { Platform(rawValue: String($0)) },
                    topics: ((row["topics"] as String?) ?? "").split(separator: " ").map(String.init))
            }
        }
    }

    /// Every standard with its metadata and counts.
    public func standards() throws -> [StandardOverview] {
        try read("list standards") { db in
            try StandardRecord.order(StandardRecord.Columns.position).fetchAll(db).map { s in
                let members = GuidelineRecord.filter(GuidelineRecord.Columns.standardID == s.id)
                // By platform id, as JSON shows it; every platform, so a reader need not know which are missing.
                var platforms = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0.rawValue, 0) })
                for row in try Row.fetchAll(
                    db,
                    sql: """
                        SELECT p.platform, COUNT(*) FROM guideline_platform p JOIN guideline g ON g.id = p.guideline_id
                        WHERE g.standard_id = ? AND p.has_technique GROUP BY p.platform
                        """, arguments: [s.id])
                {
                    platforms[row[0]] = row[1]
                }
                var applicability: [String: Int] = [:]
                for row in try Row.fetchAll(
                    db, sql: "SELECT applicability, COUNT(*) FROM guideline WHERE standard_id = ? AND applicability IS NOT NULL GROUP BY 1",
                    arguments: [s.id])
                {
                    applicability[row[0]] = row[1]
                }
                var strength: [String: String] = [:]
                strength["must"] = s.strengthMust
                strength["should"] = s.strengthShould
                strength["advisory"] = s.strengthAdvisory
                return StandardOverview(
                    id: s.id, shortName: s.shortName, title: s.title, publisher: s.publisher, region: s.region,
                    version: s.version, date: s.date, status: s.status, source: s.source, sourceURL: s.sourceURL,
                    licence: s.licence, description: s.description, strength: strength,
                    categories: try CategoryRecord.filter(CategoryRecord.Columns.standardID == s.id).order(CategoryRecord.Columns.position)
                        .fetchAll(db).map { .init(id: $0.id, title: $0.title) },
                    guidelines: try members.fetchCount(db),
                    must: try members.filter(GuidelineRecord.Columns.level == RequirementLevel.must).fetchCount(db),
                    should: try members.filter(GuidelineRecord.Columns.level == RequirementLevel.should).fetchCount(db),
                    advisory: try members.filter(GuidelineRecord.Columns.level == RequirementLevel.advisory).fetchCount(db),
                    platforms: platforms,
                    pages: try PageRecord.filter(PageRecord.Columns.standardID == s.id).order(PageRecord.Columns.slug).fetchAll(db)
                        .map { .init(id: $0.slug, title: $0.title) },
                    kind: s.kind,
                    regulation: s.jurisdiction.flatMap { jurisdiction in
                        s.inForce.flatMap { inForce in s.wcag.map { .init(jurisdiction: jurisdiction, inForce: inForce, wcag: $0) } }
                    },
                    scope: s.scope, checkedAgainst: s.checkedAgainst.split(separator: "\n").map(String.init),
                    applicability: applicability)
            }
        }
    }

    /// The techniques of one platform across all guidelines, grouped by guideline id, each
    /// guideline's in authored order: what a platform page shows.
    public func techniques(for platform: Platform) throws -> [String: [GuidelineDetail.TechniqueDetail]] {
        try read("read \(platform.rawValue) techniques") { db in
            var result: [String: [GuidelineDetail.TechniqueDetail]] = [:]
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT guideline_id, kind, is_editorial, markdown, html, is_legacy FROM technique WHERE platform = ? ORDER BY guideline_id, position
                    """, arguments: [platform])
            {
                result[row[0], default: []].append(
                    .init(
                        platform: platform, kind: row[1], editorial: row[2], legacy: row[5],
                        markdown: row[3], html: row[4], code: []))
            }
            return result
        }
    }
}
