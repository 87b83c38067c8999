import GRDB

extension Store {
    /// Every success criterion in document order.
    public func criteria() throws -> [CriterionRecord] {
        try read("list criteria") { db in try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db) }
    }

    /// A criterion by number (`1.4.3`) or id (`wcag-2.0/1.4.3`), with every guideline linked
    /// to it grouped by standard; nil when there is no such criterion.
    public func criterion(_ numberOrID: String) throws -> CriterionDetail? {
        let id = numberOrID.hasPrefix(SuccessCriterion.standardID + "/") ? numberOrID : SuccessCriterion.standardID + "/" + numberOrID
        return try read("read criterion \(numberOrID)") { db -> CriterionDetail? in
            guard let c = try CriterionRecord.fetchOne(db, key: id) else { return nil }
            let rows = try Row.fetchAll(db, sql: """
                SELECT g.standard_id, s.short_name, g.id, g.title, g.level, m.relationship, m.method, m.confidence, m.remarks
                FROM mapping m JOIN guideline g ON g.id = m.source_id JOIN standard s ON s.id = g.standard_id
                WHERE m.target_id = ? ORDER BY s.position, g.sort_key
                """, arguments: [id])
            var groups: [CriterionDetail.StandardGroup] = []
            for row in rows {
                let link = CriterionDetail.Link(guideline: row[2], title: row[3], level: row[4], relationship: row[5],
                                                method: row[6], confidence: row[7], remarks: row[8])
                if groups.last?.standard == row[0] {
                    groups[groups.count - 1].guidelines.append(link)
                } else {
                    groups.append(.init(standard: row[0], standardName: row[1], guidelines: [link]))
                }
            }
            return CriterionDetail(
                id: c.id, number: c.number, handle: c.handle, level: c.level,
                principle: "\(c.principleNumber) \(c.principleTitle)", guideline: "\(c.guidelineNumber) \(c.guidelineTitle)",
                understanding: c.understandingURL, summary: c.summary, standards: groups)
        }
    }

    /// Coverage of WCAG 2.0 by each standard, at the given levels (all when empty).
    public func coverage(levels: [SuccessCriterion.Level] = [], standards filter: [String] = []) throws -> Coverage {
        try require(filter, in: standardIDs(), kind: "standard")
        let levels = levels.isEmpty ? SuccessCriterion.Level.allCases : levels
        let criteria = try criteria()
        let overviews = try standards().filter { filter.isEmpty || filter.contains($0.id) }
        return try read("compute coverage") { db in
            let standards = try overviews.map { standard -> Coverage.StandardCoverage in
                var covered: [String: String] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT m.target_id, m.relationship FROM mapping m JOIN guideline g ON g.id = m.source_id
                    WHERE g.standard_id = ? AND m.target_standard_id = 'wcag-2.0' AND m.relationship <> 'no-relationship'
                    """, arguments: [standard.id]) {
                    let target: String = row[0], relationship: String = row[1]
                    let full = ["equal-to", "equivalent-to", "superset-of"].contains(relationship)
                    if full || covered[target] == nil { covered[target] = full ? "full" : "partial" }
                }
                let counts = levels.map { level -> Coverage.LevelCount in
                    let ids = criteria.filter { $0.level == level.rawValue }.map(\.id)
                    let some = ids.filter { covered[$0] != nil }.count
                    let full = ids.filter { covered[$0] == "full" }.count
                    return .init(level: level.rawValue, total: ids.count, covered: some, full: full,
                                 percent: ids.isEmpty ? 0 : (Double(some) * 1000 / Double(ids.count)).rounded() / 10)
                }
                let unmapped = try Row.fetchAll(db, sql: """
                    SELECT g.id, g.title, (SELECT remarks FROM mapping WHERE source_id = g.id AND target_id = 'wcag-2.0') AS remarks
                    FROM guideline g
                    WHERE g.standard_id = ? AND NOT EXISTS (
                        SELECT 1 FROM mapping m WHERE m.source_id = g.id AND m.target_standard_id = 'wcag-2.0' AND m.relationship <> 'no-relationship')
                    ORDER BY g.sort_key
                    """, arguments: [standard.id]).map { Coverage.UnmappedGuideline(id: $0[0], title: $0[1], remarks: $0[2]) }
                let levelIDs = Set(criteria.filter { levels.map(\.rawValue).contains($0.level) }.map(\.id))
                return .init(standard: standard.id, standardName: standard.shortName, levels: counts,
                             criteria: criteria.map(\.id).filter { covered[$0] != nil && levelIDs.contains($0) }.map { String($0.dropFirst(9)) },
                             unmapped: unmapped)
            }
            return Coverage(levels: levels.map(\.rawValue), standards: standards)
        }
    }

    /// Standards by criterion or by topic: which guidelines of each address each row.
    public func matrix(by axis: Matrix.Axis, standards filter: [String] = []) throws -> Matrix {
        try require(filter, in: standardIDs(), kind: "standard")
        let standards = try standardIDs().filter { filter.isEmpty || filter.contains($0) }
        return try read("compute matrix") { db in
            let rows: [Matrix.Row]
            switch axis {
            case .criterion:
                var cells: [String: [String: [String]]] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT m.target_id, g.standard_id, g.id FROM mapping m JOIN guideline g ON g.id = m.source_id
                    WHERE m.target_standard_id = 'wcag-2.0' AND m.relationship <> 'no-relationship' ORDER BY g.standard_id, g.sort_key
                    """) {
                    cells[row[0], default: [:]][row[1], default: []].append(row[2])
                }
                rows = try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db).map {
                    .init(id: $0.number, title: $0.handle, level: $0.level, cells: (cells[$0.id] ?? [:]).filter { standards.contains($0.key) })
                }
            case .topic:
                var cells: [String: [String: [String]]] = [:]
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
