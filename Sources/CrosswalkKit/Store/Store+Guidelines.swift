import GRDB

extension Store {
    /// All guideline ids, in standard then source order.
    public func guidelineIDs() throws -> [String] {
        try read("list guidelines") { db in
            try String.fetchAll(db, sql: "SELECT g.id FROM guideline g JOIN standard s ON s.id = g.standard_id ORDER BY s.position, g.sort_key")
        }
    }

    /// One guideline in full, or nil when there is no such id.
    public func guideline(_ id: String, graph: MappingGraph? = nil) throws -> GuidelineDetail? {
        let graph = try graph ?? mappingGraph()
        return try read("read guideline \(id)") { db -> GuidelineDetail? in
            guard let g = try GuidelineRecord.fetchOne(db, key: id),
                  let standard = try StandardRecord.fetchOne(db, key: g.standardID)
            else { return nil }
            func references(_ sql: String) throws -> [GuidelineDetail.Reference] {
                try Row.fetchAll(db, sql: sql, arguments: [id]).map { .init(id: $0[0], title: $0[1]) }
            }
            let topics = try references("SELECT t.id, t.title FROM guideline_topic gt JOIN topic t ON t.id = gt.topic_id WHERE gt.guideline_id = ? ORDER BY gt.position")
            let users = try references("SELECT u.id, u.title FROM guideline_user_group gu JOIN user_group u ON u.id = gu.user_group_id WHERE gu.guideline_id = ? ORDER BY gu.position")
            let terms = try references("SELECT t.id, t.term FROM guideline_term gt JOIN glossary_term t ON t.id = gt.term_id WHERE gt.guideline_id = ? ORDER BY gt.position")
            let roles = try GuidelineRoleRecord.filter(GuidelineRoleRecord.Columns.guidelineID == id).order(GuidelineRoleRecord.Columns.position).fetchAll(db)
            let platforms = try GuidelinePlatformRecord.filter(GuidelinePlatformRecord.Columns.guidelineID == id).fetchAll(db)
                .sorted { (Platform(rawValue: $0.platform) ?? .html) < (Platform(rawValue: $1.platform) ?? .html) }
            let techniques = try TechniqueRecord.filter(TechniqueRecord.Columns.guidelineID == id).order(TechniqueRecord.Columns.position).fetchAll(db)
            var code: [Int64: [GuidelineDetail.CodeDetail]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT c.technique_id, c.language, c.code FROM code_sample c JOIN technique t ON t.id = c.technique_id
                WHERE t.guideline_id = ? ORDER BY c.technique_id, c.position
                """, arguments: [id]) {
                code[row[0], default: []].append(.init(language: row[1], code: row[2]))
            }
            let test = try TestRecord.fetchOne(db, key: id)
            let steps = try TestStepRecord.filter(TestStepRecord.Columns.guidelineID == id).order(TestStepRecord.Columns.position).fetchAll(db)
            let wcag = try Row.fetchAll(db, sql: """
                SELECT c.number, c.handle, c.level, m.relationship, m.rationale, m.confidence, m.method, m.remarks
                FROM mapping m JOIN criterion c ON c.id = m.target_id
                WHERE m.source_id = ? ORDER BY c.position
                """, arguments: [id]).map {
                GuidelineDetail.CriterionLink(criterion: $0[0], handle: $0[1], level: $0[2], relationship: $0[3],
                                              rationale: $0[4], confidence: $0[5], method: $0[6], remarks: $0[7])
            }
            let noWCAG = try String.fetchAll(db, sql: "SELECT remarks FROM mapping WHERE source_id = ? AND target_id = 'wcag-2.0'", arguments: [id])
            let supersedes = try String.fetchAll(db, sql: "SELECT target_id FROM mapping WHERE source_id = ? AND supersedes", arguments: [id])
            let supersededBy = try String.fetchAll(db, sql: "SELECT source_id FROM mapping WHERE target_id = ? AND supersedes", arguments: [id])
            let neighbours = try String.fetchAll(db, sql: "SELECT id FROM guideline WHERE standard_id = ? ORDER BY sort_key", arguments: [g.standardID])
            let index = neighbours.firstIndex(of: id)
            let category = try g.categoryID.flatMap { category in
                try CategoryRecord.fetchOne(db, key: ["standard_id": g.standardID, "id": category]).map { GuidelineDetail.Reference(id: $0.id, title: $0.title) }
            }
            let levelName: String? = switch g.level {
            case "must": standard.strengthMust
            case "should": standard.strengthShould
            default: standard.strengthAdvisory
            }
            let equivalents = graph.standards.filter { $0 != g.standardID }.flatMap { graph.relations(of: id, in: $0) }
            return GuidelineDetail(
                id: id, standard: g.standardID, standardName: standard.shortName, number: g.number, title: g.title,
                statement: g.statement, heading: g.heading, level: g.level, levelName: levelName, category: category,
                page: g.page,
                originatesWith: roles.filter { $0.kind == "originates_with" }.map(\.role),
                implementedBy: roles.filter { $0.kind == "implemented_by" }.map(\.role),
                topics: topics, users: users, terms: terms,
                platforms: platforms.map { .init(platform: $0.platform, hasTechnique: $0.hasTechnique) },
                summary: g.summaryMarkdown, summaryHTML: g.summaryHTML,
                techniques: techniques.map {
                    .init(platform: $0.platform, kind: $0.kind, editorial: $0.isEditorial, markdown: $0.markdown,
                          html: $0.html, code: code[$0.id ?? -1] ?? [])
                },
                testing: .init(
                    editorial: test?.isEditorial ?? false,
                    steps: steps.filter { $0.kind == "procedure" }.map(\.markdown),
                    expected: steps.filter { $0.kind == "expected" }.map(\.markdown),
                    stepsHTML: steps.filter { $0.kind == "procedure" }.map(\.html),
                    expectedHTML: steps.filter { $0.kind == "expected" }.map(\.html)),
                notes: g.notesMarkdown, notesHTML: g.notesHTML, wcag: wcag, noWCAGRemarks: noWCAG,
                equivalents: equivalents, supersedes: supersedes, supersededBy: supersededBy,
                previous: index.flatMap { $0 > 0 ? neighbours[$0 - 1] : nil },
                next: index.flatMap { $0 + 1 < neighbours.count ? neighbours[$0 + 1] : nil },
                path: g.path)
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
                clauses.append("EXISTS (SELECT 1 FROM guideline_platform p WHERE p.guideline_id = g.id AND p.has_technique AND p.platform IN (\(list(names))))")
                arguments += StatementArguments(names)
            }
            if !filter.topics.isEmpty {
                clauses.append("EXISTS (SELECT 1 FROM guideline_topic t WHERE t.guideline_id = g.id AND t.topic_id IN (\(list(filter.topics))))")
                arguments += StatementArguments(filter.topics)
            }
            if let level = filter.level {
                clauses.append("g.level = ?")
                arguments += [level.rawValue]
            }
            let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
            let rows = try Row.fetchAll(db, sql: """
                SELECT g.id, g.standard_id, g.number, g.title, g.level, g.category_id,
                       (SELECT group_concat(platform, ' ') FROM (SELECT platform FROM guideline_platform WHERE guideline_id = g.id AND has_technique ORDER BY CASE platform WHEN 'ios' THEN 0 WHEN 'android' THEN 1 ELSE 2 END)) AS platforms,
                       (SELECT group_concat(topic_id, ' ') FROM (SELECT topic_id FROM guideline_topic WHERE guideline_id = g.id ORDER BY position)) AS topics
                FROM guideline g JOIN standard s ON s.id = g.standard_id
                \(whereSQL)
                ORDER BY s.position, g.sort_key
                """, arguments: arguments)
            return rows.map { row in
                GuidelineSummary(
                    id: row["id"], standard: row["standard_id"], number: row["number"], title: row["title"],
                    level: row["level"], category: row["category_id"],
                    platforms: ((row["platforms"] as String?) ?? "").split(separator: " ").map(String.init),
                    topics: ((row["topics"] as String?) ?? "").split(separator: " ").map(String.init))
            }
        }
    }

    /// Every standard with its metadata and counts.
    public func standards() throws -> [StandardOverview] {
        try read("list standards") { db in
            try StandardRecord.order(StandardRecord.Columns.position).fetchAll(db).map { s in
                func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql, arguments: [s.id]) ?? 0 }
                var platforms: [String: Int] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT p.platform, COUNT(*) FROM guideline_platform p JOIN guideline g ON g.id = p.guideline_id
                    WHERE g.standard_id = ? AND p.has_technique GROUP BY p.platform
                    """, arguments: [s.id]) {
                    platforms[row[0]] = row[1]
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
                    guidelines: try count("SELECT COUNT(*) FROM guideline WHERE standard_id = ?"),
                    must: try count("SELECT COUNT(*) FROM guideline WHERE standard_id = ? AND level = 'must'"),
                    should: try count("SELECT COUNT(*) FROM guideline WHERE standard_id = ? AND level = 'should'"),
                    advisory: try count("SELECT COUNT(*) FROM guideline WHERE standard_id = ? AND level = 'advisory'"),
                    platforms: platforms,
                    pages: try Row.fetchAll(db, sql: "SELECT slug, title FROM page WHERE standard_id = ? ORDER BY slug", arguments: [s.id])
                        .map { .init(id: $0[0], title: $0[1]) })
            }
        }
    }

    /// The mapping graph: every guideline and mapping, for compare, show and the site.
    public func mappingGraph() throws -> MappingGraph {
        try read("load mappings") { db in
            let standards = try String.fetchAll(db, sql: "SELECT id FROM standard ORDER BY position")
            var topics: [String: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT guideline_id, topic_id FROM guideline_topic ORDER BY guideline_id, position") {
                topics[row[0], default: []].append(row[1])
            }
            let nodes = try Row.fetchAll(db, sql: "SELECT id, standard_id, title, level, sort_key FROM guideline").map { row in
                MappingGraph.Node(id: row[0], standard: row[1], title: row[2], level: row[3], sortKey: row[4], topics: topics[row[0]] ?? [])
            }
            let mappings = try MappingRecord.fetchAll(db).compactMap { record -> Mapping? in
                guard let relationship = Mapping.Relationship(rawValue: record.relationship),
                      let rationale = Mapping.Rationale(rawValue: record.rationale),
                      let confidence = Mapping.Confidence(rawValue: record.confidence),
                      let method = Mapping.Method(rawValue: record.method)
                else { return nil }
                return Mapping(source: record.sourceID, target: record.targetID, relationship: relationship, rationale: rationale,
                               confidence: confidence, method: method, remarks: record.remarks, supersedes: record.supersedes,
                               path: record.file, line: record.line)
            }
            return MappingGraph(standards: standards, nodes: nodes, mappings: mappings)
        }
    }
}
