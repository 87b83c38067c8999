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

    /// Guidelines matching the filter, in standard then source order.
    public func guidelines(_ filter: GuidelineFilter = GuidelineFilter()) throws -> [GuidelineSummary] {
        try require(filter.standards, in: standardIDs(), kind: "standard")
        try require(filter.topics, in: topicIDs(), kind: "topic")
        return try read("list guidelines") { db in
            let (clauses, arguments) = Self.conditions(filter, id: "g.id", standard: "g.standard_id", level: "g.level")
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

    /// Every standard, in order, with its categories, pages and counts.
    func standardFacts() throws -> [StandardFacts] {
        try read("list standards") { db in
            try StandardRecord.order(StandardRecord.Columns.position).fetchAll(db).map { s in
                let members = GuidelineRecord.filter(GuidelineRecord.Columns.standardID == s.id)
                var platforms: [Platform: Int] = [:]
                for row in try Row.fetchAll(
                    db,
                    sql: """
                        SELECT p.platform, COUNT(*) AS n FROM guideline_platform p JOIN guideline g ON g.id = p.guideline_id
                        WHERE g.standard_id = ? AND p.has_technique GROUP BY p.platform
                        """, arguments: [s.id])
                {
                    platforms[row["platform"]] = row["n"]
                }
                var applicability: [Guideline.Applicability.Status: Int] = [:]
                for row in try Row.fetchAll(
                    db,
                    sql: """
                        SELECT applicability, COUNT(*) AS n FROM guideline WHERE standard_id = ? AND applicability IS NOT NULL
                        GROUP BY applicability
                        """, arguments: [s.id])
                {
                    applicability[row["applicability"]] = row["n"]
                }
                var levels: [RequirementLevel: Int] = [:]
                for level in RequirementLevel.allCases {
                    levels[level] = try members.filter(GuidelineRecord.Columns.level == level).fetchCount(db)
                }
                return StandardFacts(
                    standard: s,
                    categories: try CategoryRecord.filter(CategoryRecord.Columns.standardID == s.id)
                        .order(CategoryRecord.Columns.position).fetchAll(db),
                    pages: try PageRecord.filter(PageRecord.Columns.standardID == s.id).order(PageRecord.Columns.slug).fetchAll(db),
                    guidelines: try members.fetchCount(db), levels: levels, platforms: platforms, applicability: applicability)
            }
        }
    }

    /// The techniques of one platform across all guidelines, by guideline id, each
    /// guideline's in authored order.
    func techniqueRows(for platform: Platform) throws -> [String: [GuidelineParts.Technique]] {
        try read("read \(platform.rawValue) techniques") { db in
            Dictionary(
                grouping: try GuidelineParts.Technique.fetchAll(
                    db,
                    sql: """
                        SELECT guideline_id, id, platform, kind, is_editorial, markdown, html, is_legacy FROM technique
                        WHERE platform = ? ORDER BY guideline_id, position
                        """, arguments: [platform]), by: \.guidelineID)
        }
    }

    /// The filter as SQL conditions on a guideline whose id, standard and level are the
    /// columns named, with their arguments: `list`'s and a search's filters alike.
    static func conditions(_ filter: GuidelineFilter, id: String, standard: String, level: String) -> (
        clauses: [String], arguments: StatementArguments
    ) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        func list(_ values: [String]) -> String { Array(repeating: "?", count: values.count).joined(separator: ", ") }
        if !filter.standards.isEmpty {
            clauses.append("\(standard) IN (\(list(filter.standards)))")
            arguments += StatementArguments(filter.standards)
        }
        if !filter.platforms.isEmpty {
            let names = filter.platforms.map(\.rawValue)
            clauses.append(
                "EXISTS (SELECT 1 FROM guideline_platform p WHERE p.guideline_id = \(id) AND p.has_technique AND p.platform IN (\(list(names))))"
            )
            arguments += StatementArguments(names)
        }
        if !filter.topics.isEmpty {
            clauses.append(
                "EXISTS (SELECT 1 FROM guideline_topic t WHERE t.guideline_id = \(id) AND t.topic_id IN (\(list(filter.topics))))")
            arguments += StatementArguments(filter.topics)
        }
        if let value = filter.level {
            clauses.append("\(level) = ?")
            arguments += [value.rawValue]
        }
        return (clauses, arguments)
    }
}
