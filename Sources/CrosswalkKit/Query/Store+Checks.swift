import GRDB

extension Store {
    /// Every tool of automated checks, in file order, each with its checks.
    public func checkTools() throws -> [CheckToolDetail] {
        try read("read the automated checks") { db in try Self.checkTools(db, only: nil) }
    }

    /// One tool (`atf`), or one check as its tool with that check alone (`atf/TouchTargetSizeCheck`,
    /// any case); nil when there is none.
    public func checkTool(_ id: String) throws -> CheckToolDetail? {
        try read("read the automated checks") { db in
            let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
            guard let tool = try Self.checkTools(db, only: parts[0].lowercased()).first else { return nil }
            guard parts.count == 2 else { return tool }
            var single = tool
            single.checks = tool.checks.filter { $0.name.lowercased() == parts[1].lowercased() }
            return single.checks.isEmpty ? nil : single
        }
    }

    /// The ids of every tool and check, for suggestions.
    public func checkIDs() throws -> [String] {
        try read("list the automated checks") { db in
            try String.fetchAll(db, sql: "SELECT id FROM check_tool ORDER BY position")
                + String.fetchAll(
                    db, sql: "SELECT c.id FROM automated_check c JOIN check_tool t ON t.id = c.tool_id ORDER BY t.position, c.position")
        }
    }

    /// The checks whose name is `name`, ignoring case and the spaces, hyphens and underscores
    /// between words (`touch target size check` names `TouchTargetSizeCheck`): what `search`
    /// shows beside the guidelines.
    public func checks(named name: String) throws -> [CheckReference] {
        let key = Self.checkNameKey(name)
        guard !key.isEmpty else { return [] }
        return try read("find checks by name") { db in
            try Self.checkRows(
                db,
                sql: """
                    SELECT \(Self.checkColumns) FROM automated_check c JOIN check_tool t ON t.id = c.tool_id
                    WHERE crosswalk_check_key(c.name) = ? ORDER BY t.position, c.position
                    """, arguments: [key],
                via: false
            ).map(\.reference)
        }
    }

    static func checkNameKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
    }

    // MARK: Reading

    /// A check's columns; a query adds `relationship`, `remarks`, `subject` and `via` as it has them.
    static let checkColumns = "c.id, c.tool_id, t.name AS tool_name, c.name, c.title, c.threshold, c.experimental, c.cannot_see"

    struct CheckRow {
        var reference: CheckReference
        /// The guideline or criterion the row lists the check for.
        var subject: String
    }

    /// Rows of ``checkColumns`` (and `via` when asked), each made a reference.
    static func checkRows(_ db: Database, sql: String, arguments: StatementArguments, via: Bool) throws -> [CheckRow] {
        db.add(function: checkKey)
        let platforms = try checkPlatforms(db)
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            let id: String = row["id"]
            return CheckRow(
                reference: CheckReference(
                    id: id, tool: row["tool_id"], toolName: row["tool_name"], name: row["name"], title: row["title"],
                    threshold: row["threshold"], experimental: row["experimental"], platforms: platforms[id] ?? [],
                    relationship: row.hasColumn("relationship") ? row["relationship"] : .subsetOf,
                    remarks: row.hasColumn("remarks") ? row["remarks"] : nil, via: via ? [row["via"]] : [],
                    cannotSee: row["cannot_see"]),
                subject: row.hasColumn("subject") ? row["subject"] : "")
        }
    }

    private static let checkKey = DatabaseFunction("crosswalk_check_key", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(Store.checkNameKey)
    }

    static func checkPlatforms(_ db: Database) throws -> [String: [Platform]] {
        var result: [String: [Platform]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT check_id, platform FROM automated_check_platform") {
            result[row[0], default: []].append(row[1])
        }
        return result.mapValues { $0.sorted() }
    }

    /// The checks that test each of `guidelines`: mapped to it, or through a criterion it maps
    /// to (not with `no-relationship`); a check mapped to the guideline is listed once, as
    /// direct, however many of its criteria it also tests.
    static func checks(forGuidelines guidelines: [String], _ db: Database) throws -> [String: [CheckReference]] {
        guard !guidelines.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: guidelines.count).joined(separator: ", ")
        let direct = try checkRows(
            db,
            sql: """
                SELECT \(checkColumns), ct.relationship, ct.remarks, ct.target_id AS subject
                FROM automated_check c JOIN check_tool t ON t.id = c.tool_id JOIN check_target ct ON ct.check_id = c.id
                WHERE ct.target_kind = 'guideline' AND ct.target_id IN (\(placeholders))
                ORDER BY t.position, c.position
                """,
            arguments: StatementArguments(guidelines), via: false)
        let inherited = try checkRows(
            db,
            sql: """
                SELECT \(checkColumns), ct.relationship, ct.remarks, m.source_id AS subject, m.target_id AS via
                FROM mapping m JOIN check_target ct ON ct.target_id = m.target_id
                JOIN automated_check c ON c.id = ct.check_id JOIN check_tool t ON t.id = c.tool_id
                JOIN criterion k ON k.id = m.target_id
                WHERE m.relationship != 'no-relationship' AND m.source_id IN (\(placeholders))
                ORDER BY t.position, c.position, k.position
                """, arguments: StatementArguments(guidelines), via: true)
        var result: [String: [CheckReference]] = [:]
        for row in direct { result[row.subject, default: []].append(row.reference) }
        for row in inherited {
            var list = result[row.subject, default: []]
            if let index = list.firstIndex(where: { $0.id == row.reference.id }) {
                if !list[index].via.isEmpty, !list[index].via.contains(row.reference.via[0]) { list[index].via += row.reference.via }
            } else {
                list.append(row.reference)
            }
            result[row.subject] = list
        }
        // Tool then file order, direct and inherited alike.
        let order = try Dictionary(
            uniqueKeysWithValues: String.fetchAll(
                db, sql: "SELECT c.id FROM automated_check c JOIN check_tool t ON t.id = c.tool_id ORDER BY t.position, c.position"
            ).enumerated().map { ($1, $0) })
        return result.mapValues { $0.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) } }
    }

    /// The checks mapped to one criterion.
    static func checks(forCriterion criterion: String, _ db: Database) throws -> [CheckReference] {
        try checkRows(
            db,
            sql: """
                SELECT \(checkColumns), ct.relationship, ct.remarks
                FROM automated_check c JOIN check_tool t ON t.id = c.tool_id JOIN check_target ct ON ct.check_id = c.id
                WHERE ct.target_id = ? ORDER BY t.position, c.position
                """, arguments: [criterion], via: false
        ).map(\.reference)
    }

    static func checkTools(_ db: Database, only id: String?) throws -> [CheckToolDetail] {
        let tools = try Row.fetchAll(
            db, sql: "SELECT * FROM check_tool \(id == nil ? "" : "WHERE id = ?") ORDER BY position",
            arguments: StatementArguments(id.map { [$0] } ?? []))
        guard !tools.isEmpty else { return [] }
        let toolPlatforms = Dictionary(
            grouping: try Row.fetchAll(db, sql: "SELECT tool_id, platform FROM check_tool_platform"), by: { $0[0] as String }
        ).mapValues { $0.map { $0[1] as Platform }.sorted() }
        let platforms = try checkPlatforms(db)
        let tests = Dictionary(
            grouping: try Row.fetchAll(
                db,
                sql: """
                    SELECT ct.check_id, ct.target_id, ct.target_kind, ct.relationship, ct.remarks,
                           coalesce(k.number, g.id) AS label, coalesce(k.handle, g.title) AS title, k.level
                    FROM check_target ct LEFT JOIN criterion k ON k.id = ct.target_id LEFT JOIN guideline g ON g.id = ct.target_id
                    ORDER BY ct.check_id, ct.position
                    """), by: { $0[0] as String })
        let checks = Dictionary(
            grouping: try Row.fetchAll(db, sql: "SELECT * FROM automated_check ORDER BY position"), by: { $0["tool_id"] as String })
        return tools.map { tool in
            let toolID: String = tool["id"]
            return CheckToolDetail(
                id: toolID, name: tool["name"], publisher: tool["publisher"], kind: tool["kind"], platforms: toolPlatforms[toolID] ?? [],
                sourceURL: tool["source_url"], version: tool["version"], checked: tool["checked"], checkedAgainst: tool["checked_against"],
                mappedBy: tool["mapped_by"], description: tool["description"],
                checks: (checks[toolID] ?? []).map { check in
                    let checkID: String = check["id"]
                    return CheckToolDetail.Check(
                        id: checkID, name: check["name"], title: check["title"], description: check["description"],
                        threshold: check["threshold"], experimental: check["experimental"], platforms: platforms[checkID] ?? [],
                        tests: (tests[checkID] ?? []).map {
                            .init(
                                target: $0["target_id"], kind: $0["target_kind"], label: $0["label"], title: $0["title"],
                                level: $0["level"],
                                relationship: $0["relationship"], remarks: $0["remarks"])
                        },
                        cannotSee: check["cannot_see"])
                })
        }
    }
}
