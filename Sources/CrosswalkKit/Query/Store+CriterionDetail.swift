import GRDB

extension Store {
    /// A criterion by number (`2.5.8`) or by id through any version that contains it
    /// (`wcag-2.0/1.4.3`, `wcag-2.2/1.4.3`), with every guideline linked to it grouped by
    /// standard; nil when there is no such criterion.
    public func criterion(_ text: String) throws -> CriterionDetail? {
        guard let (c, _) = try resolveCriterion(text) else { return nil }
        return try read("read criterion \(text)") { db -> CriterionDetail? in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT g.standard_id, s.short_name, g.id, g.title, g.level, m.relationship, m.method, m.confidence, m.remarks
                    FROM mapping m JOIN guideline g ON g.id = m.source_id JOIN standard s ON s.id = g.standard_id
                    WHERE m.target_id = ? ORDER BY s.position, g.sort_key
                    """, arguments: [c.id])
            var groups: [CriterionDetail.StandardGroup] = []
            for row in rows {
                let link = CriterionDetail.Link(
                    guideline: row["id"], title: row["title"], level: row["level"], relationship: row["relationship"],
                    method: row["method"], confidence: row["confidence"], remarks: row["remarks"])
                if groups.last?.standard == row["standard_id"] {
                    groups[groups.count - 1].guidelines.append(link)
                } else {
                    groups.append(.init(standard: row["standard_id"], standardName: row["short_name"], guidelines: [link]))
                }
            }
            return CriterionDetail(
                id: c.id, number: c.number, handle: c.handle, level: c.level,
                principle: "\(c.principleNumber) \(c.principleTitle)", guideline: "\(c.guidelineNumber) \(c.guidelineTitle)",
                understanding: c.currentUnderstanding ?? "", summary: c.summary, mobile: c.mobile,
                introduced: c.introduced, removed: c.removed, versions: CriterionDetail.VersionEntry.entries(of: c), standards: groups)
        }
    }
}
