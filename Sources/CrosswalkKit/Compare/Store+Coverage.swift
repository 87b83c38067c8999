import GRDB

extension Store {
    /// Coverage of one WCAG version by each standard, at the given levels (all when empty).
    public func coverage(version: WCAGVersion = .latest, levels: [SuccessCriterion.Level] = [], standards filter: [String] = []) throws
        -> Coverage
    {
        try require(filter, in: standardIDs(), kind: "standard")
        let levels = levels.isEmpty ? SuccessCriterion.Level.allCases : levels
        let criteria = try criteria().filter { $0.isIn(version) }
        let inVersion = Set(criteria.map(\.id))
        return try read("compute coverage") { db in
            let standards = try StandardRecord.order(StandardRecord.Columns.position).fetchAll(db).filter {
                filter.isEmpty || filter.contains($0.id)
            }
            let coverage = try standards.map { standard -> Coverage.StandardCoverage in
                // What coverage counts of each mapping, by column position: decoding whole records by
                // name was most of coverage's time (thousands per standard, once per version).
                let mappings = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT source_id, target_id, target_kind, relationship, remarks FROM mapping
                        WHERE source_standard_id = ? ORDER BY target_standard_id, id
                        """, arguments: [standard.id]
                ).map { row in
                    (
                        sourceID: row[0] as String, targetID: row[1] as String, targetKind: row[2] as Mapping.TargetKind,
                        relationship: row[3] as Mapping.Relationship, remarks: row[4] as String
                    )
                }
                // Criteria asked for in full (equal, equivalent, superset) or in part.
                var full: [String: Bool] = [:]
                var mapped: Set<String> = []
                var noCriterion: [String: [(version: WCAGVersion, remarks: String)]] = [:]
                var refused: [String: [String]] = [:]
                for mapping in mappings {
                    if mapping.targetKind == .criterion, mapping.relationship == .noRelationship, inVersion.contains(mapping.targetID) {
                        refused[mapping.sourceID, default: []].append(SuccessCriterion.number(of: mapping.targetID))
                    }
                    if mapping.targetKind == .criterion, mapping.relationship != .noRelationship, inVersion.contains(mapping.targetID) {
                        full[mapping.targetID] = (full[mapping.targetID] ?? false) || mapping.relationship.asksAllOfTarget
                        mapped.insert(mapping.sourceID)
                    } else if mapping.targetKind == .standard, let stated = WCAGVersion(id: mapping.targetID) {
                        noCriterion[mapping.sourceID, default: []].append((stated, mapping.remarks))
                    }
                }
                let counts = levels.map { level -> Coverage.LevelCount in
                    let ids = criteria.filter { $0.level == level }.map(\.id)
                    let some = ids.filter { full[$0] != nil }.count
                    let whole = ids.filter { full[$0] == true }.count
                    return .init(
                        level: level, total: ids.count, covered: some, full: whole,
                        percent: ids.isEmpty ? 0 : (Double(some) * 1000 / Double(ids.count)).rounded() / 10)
                }
                let guidelines = try Self.outlines(of: standard.id, db)
                // A regulation's clauses not applied to apps: the criteria they leave out, and why.
                let notApplied = guidelines.filter { $0.applicability == .notApplied }.map { g in
                    Coverage.NotApplied(id: g.id, title: g.title, criteria: refused[g.id] ?? [], reason: g.applicabilityNote ?? "")
                }
                let unmapped =
                    guidelines
                    .filter { !mapped.contains($0.id) && $0.isRequirement }
                    .map { g in
                        Coverage.UnmappedGuideline(id: g.id, title: g.title, remarks: Self.nearest(noCriterion[g.id] ?? [], to: version))
                    }
                return .init(
                    standard: standard.id, standardName: standard.shortName, levels: counts,
                    criteria: criteria.filter { levels.contains($0.level) && full[$0.id] != nil }.map(\.number),
                    unmapped: unmapped, notApplied: notApplied)
            }
            return Coverage(version: version, levels: levels, standards: coverage)
        }
    }

    /// The remark of the statement about the version nearest `version`: its own, else the
    /// latest earlier one, else the earliest later one.
    static func nearest(_ stated: [(version: WCAGVersion, remarks: String)], to version: WCAGVersion) -> String? {
        stated.first { $0.version == version }?.remarks
            ?? stated.filter { $0.version < version }.max { $0.version < $1.version }?.remarks
            ?? stated.min { $0.version < $1.version }?.remarks
    }

    /// Standards by criterion of one WCAG version or by topic: which guidelines of each
    /// address each row, each cell naming at most `cellLimit` of them (all when nil) and
    /// counting the rest.
    public func matrix(by axis: Matrix.Axis, version: WCAGVersion = .latest, standards filter: [String] = [], cellLimit: Int? = nil)
        throws -> Matrix
    {
        try require(filter, in: standardIDs(), kind: "standard")
        let standards = try standardIDs().filter { filter.isEmpty || filter.contains($0) }
        let criteria = axis == .criterion ? try criteria().filter { $0.isIn(version) } : []
        return try read("compute matrix") { db in
            var cells: [String: [String: [String]]] = [:]
            var counts: [String: [String: Int]] = [:]
            // Row by row, so a bounded cell holds its first few and counts the rest.
            func add(_ statement: String, _ arguments: StatementArguments = []) throws {
                let rows = try Row.fetchCursor(db, sql: statement, arguments: arguments)
                while let row = try rows.next() {
                    let key: String = row[0], standard: String = row[1]
                    let count = counts[key, default: [:]][standard, default: 0]
                    counts[key, default: [:]][standard] = count + 1
                    if cellLimit.map({ count < $0 }) ?? true { cells[key, default: [:]][standard, default: []].append(row[2]) }
                }
            }
            func row(_ id: String, key: String, title: String, level: SuccessCriterion.Level?, introduced: WCAGVersion?) -> Matrix.Row {
                .init(
                    id: id, title: title, level: level, introduced: introduced,
                    cells: (cells[key] ?? [:]).filter { standards.contains($0.key) },
                    counts: (counts[key] ?? [:]).filter { standards.contains($0.key) })
            }
            let rows: [Matrix.Row]
            switch axis {
            case .criterion:
                try add(
                    """
                    SELECT m.target_id, g.standard_id, g.id FROM mapping m JOIN guideline g INDEXED BY guideline_outline ON g.id = m.source_id
                    WHERE m.target_kind = ? AND m.relationship <> ? ORDER BY g.standard_id, g.sort_key
                    """, [Mapping.TargetKind.criterion, Mapping.Relationship.noRelationship])
                rows = criteria.map {
                    row($0.number, key: $0.id, title: $0.handle(in: version), level: $0.level, introduced: $0.introduced)
                }
            case .topic:
                try add(
                    """
                    SELECT t.topic_id, g.standard_id, g.id FROM guideline_topic t JOIN guideline g INDEXED BY guideline_outline ON g.id = t.guideline_id
                    WHERE g.applicability IS NULL OR g.applicability <> 'not-applied'
                    ORDER BY g.standard_id, g.sort_key
                    """)
                rows = try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db).map {
                    row($0.id, key: $0.id, title: $0.title, level: nil, introduced: nil)
                }
            }
            return Matrix(by: axis, version: axis == .criterion ? version : nil, standards: standards, rows: rows)
        }
    }
}
