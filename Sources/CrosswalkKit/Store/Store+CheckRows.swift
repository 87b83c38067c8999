import GRDB

extension Store {
    /// The ids of every tool and check, for suggestions.
    public func checkIDs() throws -> [String] {
        try read("list the automated checks") { db in
            try String.fetchAll(db, sql: "SELECT id FROM check_tool ORDER BY position")
                + String.fetchAll(db, sql: Self.checkOrderSQL)
        }
    }

    /// Every check's id in tool then file order.
    private static let checkOrderSQL =
        "SELECT c.id FROM automated_check c JOIN check_tool t ON t.id = c.tool_id ORDER BY t.position, c.position"

    /// A check's columns; a query adds `relationship`, `remarks`, `subject` and `via` as it has them.
    private static let checkColumns = "c.id, c.tool_id, t.name AS tool_name, c.name, c.title, c.threshold, c.experimental, c.cannot_see"

    /// A check's name without case or the spaces, hyphens and underscores between words
    /// (`touch target size check` names `TouchTargetSizeCheck`).
    static func checkNameKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
    }

    private static let checkKey = DatabaseFunction("crosswalk_check_key", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(Store.checkNameKey)
    }

    /// The checks whose name has ``checkNameKey(_:)`` `key`, in tool then file order.
    func checkRows(namedKey key: String) throws -> [CheckRow] {
        try read("find checks by name") { db in
            db.add(function: Self.checkKey)
            return try CheckRow.fetchAll(
                db,
                sql: """
                    SELECT \(Self.checkColumns) FROM automated_check c JOIN check_tool t ON t.id = c.tool_id
                    WHERE crosswalk_check_key(c.name) = ? ORDER BY t.position, c.position
                    """, arguments: [key])
        }
    }

    /// The checks mapped to each of `guidelines` (`subject` the guideline), those mapped to a
    /// criterion it maps to other than by `no-relationship` (`via` the criterion), and every
    /// check's id in tool then file order.
    func checkRows(forGuidelines guidelines: [String]) throws -> (direct: [CheckRow], inherited: [CheckRow], order: [String]) {
        let arguments = IDList.argument(guidelines)
        return try read("read the automated checks") { db in
            (
                try CheckRow.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT \(Self.checkColumns), ct.relationship, ct.remarks, ct.target_id AS subject
                            FROM automated_check c JOIN check_tool t ON t.id = c.tool_id JOIN check_target ct ON ct.check_id = c.id
                            WHERE ct.target_kind = 'guideline' AND ct.target_id IN \(IDList.sql)
                            ORDER BY t.position, c.position
                            """), arguments: arguments),
                try CheckRow.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT \(Self.checkColumns), ct.relationship, ct.remarks, m.source_id AS subject, m.target_id AS via
                            FROM mapping m JOIN check_target ct ON ct.target_id = m.target_id
                            JOIN automated_check c ON c.id = ct.check_id JOIN check_tool t ON t.id = c.tool_id
                            JOIN criterion k ON k.id = m.target_id
                            WHERE m.relationship != 'no-relationship' AND m.source_id IN \(IDList.sql)
                            ORDER BY t.position, c.position, k.position
                            """), arguments: arguments),
                try String.fetchAll(db, sql: Self.checkOrderSQL)
            )
        }
    }

    /// The checks mapped to one criterion, in tool then file order.
    func checkRows(forCriterion criterion: String) throws -> [CheckRow] {
        try read("read the automated checks") { db in
            try CheckRow.fetchAll(
                db,
                sql: """
                    SELECT \(Self.checkColumns), ct.relationship, ct.remarks
                    FROM automated_check c JOIN check_tool t ON t.id = c.tool_id JOIN check_target ct ON ct.check_id = c.id
                    WHERE ct.target_id = ? ORDER BY t.position, c.position
                    """, arguments: [criterion])
        }
    }

    /// The platforms each check runs on, sorted, by check id.
    func checkPlatforms() throws -> [String: [Platform]] {
        try read("read the automated checks") { db in try Self.checkPlatforms(db) }
    }

    private static func checkPlatforms(_ db: Database) throws -> [String: [Platform]] {
        var result: [String: [Platform]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT check_id, platform FROM automated_check_platform") {
            result[row["check_id"], default: []].append(row["platform"])
        }
        return result.mapValues { $0.sorted() }
    }

    /// Every tool (or the one `id` names) with its checks, their targets and platforms.
    func checkCatalogue(only id: String?) throws -> CheckCatalogue {
        try read("read the automated checks") { db in
            let tools = try CheckCatalogue.Tool.fetchAll(
                db, sql: "SELECT * FROM check_tool \(id == nil ? "" : "WHERE id = ?") ORDER BY position",
                arguments: StatementArguments(id.map { [$0] } ?? []))
            guard !tools.isEmpty else {
                return CheckCatalogue(tools: [], checks: [:], targets: [:], toolPlatforms: [:], checkPlatforms: [:])
            }
            return CheckCatalogue(
                tools: tools,
                checks: Dictionary(
                    grouping: try CheckCatalogue.Check.fetchAll(db, sql: "SELECT * FROM automated_check ORDER BY position"), by: \.toolID),
                targets: Dictionary(
                    grouping: try CheckCatalogue.Target.fetchAll(
                        db,
                        sql: """
                            SELECT ct.check_id, ct.target_id, ct.target_kind, ct.relationship, ct.remarks,
                                   coalesce(k.number, g.id) AS label, coalesce(k.handle, g.title) AS title, k.level
                            FROM check_target ct LEFT JOIN criterion k ON k.id = ct.target_id LEFT JOIN guideline g ON g.id = ct.target_id
                            ORDER BY ct.check_id, ct.position
                            """), by: \.checkID),
                toolPlatforms: Dictionary(
                    grouping: try Row.fetchAll(db, sql: "SELECT tool_id, platform FROM check_tool_platform"),
                    by: { $0["tool_id"] as String }
                ).mapValues { $0.map { $0["platform"] as Platform }.sorted() },
                checkPlatforms: try Self.checkPlatforms(db))
        }
    }
}
