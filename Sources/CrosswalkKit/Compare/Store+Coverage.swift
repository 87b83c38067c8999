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
                let mappings = try MappingRecord.filter(MappingRecord.Columns.sourceStandardID == standard.id).fetchAll(db)
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
    /// address each row.
    public func matrix(by axis: Matrix.Axis, version: WCAGVersion = .latest, standards filter: [String] = []) throws -> Matrix {
        try require(filter, in: standardIDs(), kind: "standard")
        let standards = try standardIDs().filter { filter.isEmpty || filter.contains($0) }
        let criteria = axis == .criterion ? try criteria().filter { $0.isIn(version) } : []
        return try read("compute matrix") { db in
            let rows: [Matrix.Row]
            var cells: [String: [String: [String]]] = [:]
            switch axis {
            case .criterion:
                for row in try Row.fetchAll(
                    db,
                    sql: """
                        SELECT m.target_id, g.standard_id, g.id FROM mapping m JOIN guideline g INDEXED BY guideline_outline ON g.id = m.source_id
                        WHERE m.target_kind = ? AND m.relationship <> ? ORDER BY g.standard_id, g.sort_key
                        """, arguments: [Mapping.TargetKind.criterion, Mapping.Relationship.noRelationship])
                {
                    cells[row[0], default: [:]][row[1], default: []].append(row[2])
                }
                rows = criteria.map {
                    .init(
                        id: $0.number, title: $0.handle(in: version), level: $0.level, introduced: $0.introduced,
                        cells: (cells[$0.id] ?? [:]).filter { standards.contains($0.key) })
                }
            case .topic:
                for row in try Row.fetchAll(
                    db,
                    sql: """
                        SELECT t.topic_id, g.standard_id, g.id FROM guideline_topic t JOIN guideline g INDEXED BY guideline_outline ON g.id = t.guideline_id
                        WHERE g.applicability IS NULL OR g.applicability <> 'not-applied'
                        ORDER BY g.standard_id, g.sort_key
                        """)
                {
                    cells[row[0], default: [:]][row[1], default: []].append(row[2])
                }
                rows = try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db).map {
                    .init(
                        id: $0.id, title: $0.title, level: nil, introduced: nil,
                        cells: (cells[$0.id] ?? [:]).filter { standards.contains($0.key) })
                }
            }
            return Matrix(by: axis, version: axis == .criterion ? version : nil, standards: standards, rows: rows)
        }
    }
}
