import GRDB

extension Store {
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
                let link = CriterionDetail.Link(guideline: row["id"], title: row["title"], level: row["level"], relationship: row["relationship"],
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
                understanding: c.understandingURL, summary: c.summary, standards: groups)
        }
    }
}
