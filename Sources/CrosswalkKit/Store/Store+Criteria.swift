import GRDB

extension Store {
    /// Every success criterion of any WCAG version, in document order.
    public func criteria() throws -> [SuccessCriterion] {
        try read("list criteria") { db in
            let versions = Dictionary(grouping: try CriterionVersionRecord.fetchAll(db), by: \.criterionID)
            return try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db).map { c in
                let rows = versions[c.id] ?? []
                return SuccessCriterion(
                    number: c.number, handle: c.handle,
                    earlierHandles: Dictionary(
                        uniqueKeysWithValues: rows.filter { $0.contained && $0.handle != c.handle }.map { ($0.version, $0.handle) }),
                    level: c.level, introduced: c.introduced, removed: c.removed,
                    guidelineNumber: c.guidelineNumber, guidelineTitle: c.guidelineTitle,
                    principleNumber: c.principleNumber, principleTitle: c.principleTitle,
                    understanding: Dictionary(
                        uniqueKeysWithValues: rows.compactMap { row in row.understandingURL.map { (row.version, $0) } }),
                    summary: c.summary, mobile: c.mobile)
            }
        }
    }

    /// The WCAG versions, oldest first.
    public func wcagEditions() throws -> [WCAGCatalogue.Edition] {
        try read("list WCAG versions") { db in
            try WCAGVersionRecord.order(WCAGVersionRecord.Columns.position).fetchAll(db).map {
                .init(version: $0.version, title: $0.title, shortName: $0.shortName, date: $0.date, sourceURL: $0.sourceURL)
            }
        }
    }

    /// The criterion `text` names: a number (`2.5.8`) or an id through any version that
    /// contains it (`wcag-2.0/1.4.3`, `wcag-2.2/1.4.3`), with the version an id names.
    /// nil when there is no such criterion; throws when the version does not contain it.
    /// `all`: ``criteria()``, when the caller has read them already.
    public func resolveCriterion(
        _ text: String, among all: [SuccessCriterion]? = nil
    ) throws -> (criterion: SuccessCriterion, version: WCAGVersion?)? {
        let number = SuccessCriterion.number(of: text)
        let version: WCAGVersion?
        if text.contains("/") {
            guard let named = WCAGVersion(criterionID: text) else { return nil }
            version = named
        } else {
            version = nil
        }
        guard let criterion = try (all ?? criteria()).first(where: { $0.number == number }) else { return nil }
        if let version, !criterion.isIn(version) {
            let when =
                criterion.introduced > version
                ? "it was added in \(criterion.introduced.rawValue) (\(criterion.id))"
                : "it was removed in \(criterion.removed?.rawValue ?? "")"
            throw CrosswalkError.invalidArgument(argument: text, reason: "WCAG \(version.rawValue) has no criterion \(number): \(when)")
        }
        return (criterion, version)
    }
}

extension Store {
    /// The guidelines mapped to a criterion (by id), in standard then source order.
    func criterionLinks(_ criterionID: String) throws -> [CriterionLinkRow] {
        try read("read criterion \(criterionID)") { db in
            try CriterionLinkRow.fetchAll(
                db,
                sql: """
                    SELECT g.standard_id, s.short_name, g.id, g.title, g.level, m.relationship, m.method, m.confidence, m.remarks,
                           g.applicability, g.applicability_note
                    FROM mapping m JOIN guideline g ON g.id = m.source_id JOIN standard s ON s.id = g.standard_id
                    WHERE m.target_id = ? ORDER BY s.position, g.sort_key
                    """, arguments: [criterionID])
        }
    }

    /// The standards that are regulations, in order.
    func regulations() throws -> [StandardRecord] {
        try read("list regulations") { db in
            try StandardRecord.filter(StandardRecord.Columns.kind == Standard.Kind.regulation)
                .order(StandardRecord.Columns.position).fetchAll(db)
        }
    }
}
