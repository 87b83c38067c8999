import GRDB

extension Store {
    /// Coverage of WCAG by each standard, at the given levels (all when empty).
    public func coverage(levels: [SuccessCriterion.Level] = [], standards filter: [String] = []) throws -> Coverage {
        try require(filter, in: standardIDs(), kind: "standard")
        let levels = levels.isEmpty ? SuccessCriterion.Level.allCases : levels
        let criteria = try criteria()
        return try read("compute coverage") { db in
            let standards = try StandardRecord.order(StandardRecord.Columns.position).fetchAll(db).filter { filter.isEmpty || filter.contains($0.id) }
            let coverage = try standards.map { standard -> Coverage.StandardCoverage in
                // Criteria asked for in full (equal, equivalent, superset) or in part.
                var full: [String: Bool] = [:]
                for mapping in try MappingRecord
                    .filter(MappingRecord.Columns.sourceStandardID == standard.id && MappingRecord.Columns.targetKind == Mapping.TargetKind.criterion)
                    .fetchAll(db) where mapping.relationship != .noRelationship {
                    full[mapping.targetID] = (full[mapping.targetID] ?? false) || mapping.relationship.asksAllOfTarget
                }
                let counts = levels.map { level -> Coverage.LevelCount in
                    let ids = criteria.filter { $0.level == level }.map(\.id)
                    let some = ids.filter { full[$0] != nil }.count
                    let whole = ids.filter { full[$0] == true }.count
                    return .init(level: level, total: ids.count, covered: some, full: whole,
                                 percent: ids.isEmpty ? 0 : (Double(some) * 1000 / Double(ids.count)).rounded() / 10)
                }
                let unmapped = try Row.fetchAll(db, sql: """
                    SELECT g.id, g.title, (SELECT remarks FROM mapping WHERE source_id = g.id AND target_id = :catalogue) AS remarks
                    FROM guideline g
                    WHERE g.standard_id = :standard AND NOT EXISTS (
                        SELECT 1 FROM mapping m WHERE m.source_id = g.id AND m.target_kind = :criterion AND m.relationship <> :none)
                    ORDER BY g.sort_key
                    """, arguments: ["catalogue": SuccessCriterion.standardID, "standard": standard.id,
                                     "criterion": Mapping.TargetKind.criterion, "none": Mapping.Relationship.noRelationship])
                    .map { Coverage.UnmappedGuideline(id: $0["id"], title: $0["title"], remarks: $0["remarks"]) }
                return .init(standard: standard.id, standardName: standard.shortName, levels: counts,
                             criteria: criteria.filter { levels.contains($0.level) && full[$0.id] != nil }.map(\.number),
                             unmapped: unmapped)
            }
            return Coverage(levels: levels, standards: coverage)
        }
    }

    /// Standards by criterion or by topic: which guidelines of each address each row.
    public func matrix(by axis: Matrix.Axis, standards filter: [String] = []) throws -> Matrix {
        try require(filter, in: standardIDs(), kind: "standard")
        let standards = try standardIDs().filter { filter.isEmpty || filter.contains($0) }
        return try read("compute matrix") { db in
            let rows: [Matrix.Row]
            var cells: [String: [String: [String]]] = [:]
            switch axis {
            case .criterion:
                for row in try Row.fetchAll(db, sql: """
                    SELECT m.target_id, g.standard_id, g.id FROM mapping m JOIN guideline g ON g.id = m.source_id
                    WHERE m.target_kind = ? AND m.relationship <> ? ORDER BY g.standard_id, g.sort_key
                    """, arguments: [Mapping.TargetKind.criterion, Mapping.Relationship.noRelationship]) {
                    cells[row[0], default: [:]][row[1], default: []].append(row[2])
                }
                rows = try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db).map {
                    .init(id: $0.number, title: $0.handle, level: $0.level, cells: (cells[$0.id] ?? [:]).filter { standards.contains($0.key) })
                }
            case .topic:
                for row in try Row.fetchAll(db, sql: """
                    SELECT t.topic_id, g.standard_id, g.id FROM guideline_topic t JOIN guideline g ON g.id = t.guideline_id
                    ORDER BY g.standard_id, g.sort_key
                    """) {
                    cells[row[0], default: [:]][row[1], default: []].append(row[2])
                }
                rows = try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db).map {
                    .init(id: $0.id, title: $0.title, level: nil, cells: (cells[$0.id] ?? [:]).filter { standards.contains($0.key) })
                }
            }
            return Matrix(by: axis, standards: standards, rows: rows)
        }
    }
}
