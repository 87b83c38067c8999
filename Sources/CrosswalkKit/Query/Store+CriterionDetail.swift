extension Store {
    /// A criterion by number (`2.5.8`) or by id through any version that contains it
    /// (`wcag-2.0/1.4.3`, `wcag-2.2/1.4.3`), with every guideline linked to it grouped by
    /// standard; nil when there is no such criterion. `all`: ``criteria()``, when the caller
    /// reads many (the site reads every one), so that they are not all read again for each.
    public func criterion(_ text: String, among all: [SuccessCriterion]? = nil) throws -> CriterionDetail? {
        try criterion(text, among: all, shared: nil)
    }

    /// The details of every criterion `texts` names, in their order, as ``criterion(_:among:)``
    /// gives each; what is the same for all of them (the regulations, the checks' platforms) is
    /// read once, not once a criterion (the site's 87 criterion pages: 3% of the real site).
    package func criterionDetails(_ texts: [String], among all: [SuccessCriterion]) throws -> [CriterionDetail] {
        let shared = (regulations: try regulations(), platforms: try checkPlatforms())
        return try texts.compactMap { try criterion($0, among: all, shared: shared) }
    }

    private func criterion(
        _ text: String, among all: [SuccessCriterion]?, shared: (regulations: [StandardRecord], platforms: [String: [Platform]])?
    ) throws -> CriterionDetail? {
        guard let (c, _) = try resolveCriterion(text, among: all) else { return nil }
        var groups: [CriterionDetail.StandardGroup] = []
        for row in try criterionLinks(c.id) {
            let link = CriterionDetail.Link(
                guideline: row.guidelineID, title: row.title, level: row.level, relationship: row.relationship,
                method: row.method, confidence: row.confidence, remarks: row.remarks,
                applicability: row.applicability.map { .init(status: $0, note: row.applicabilityNote) })
            if groups.last?.standard == row.standardID {
                groups[groups.count - 1].guidelines.append(link)
            } else {
                groups.append(.init(standard: row.standardID, standardName: row.standardName, guidelines: [link]))
            }
        }
        let regulations = try (shared?.regulations ?? regulations()).map { record in
            Self.regulationEntry(record, criterion: c, links: groups.first { $0.standard == record.id })
        }
        return CriterionDetail(
            id: c.id, number: c.number, handle: c.handle, level: c.level,
            principle: "\(c.principleNumber) \(c.principleTitle)", guideline: "\(c.guidelineNumber) \(c.guidelineTitle)",
            understanding: c.currentUnderstanding ?? "", summary: c.summary, mobile: c.mobile,
            introduced: c.introduced, removed: c.removed, versions: CriterionDetail.VersionEntry.entries(of: c), standards: groups,
            regulations: regulations, checks: try checks(forCriterion: c.id, platforms: shared?.platforms ?? checkPlatforms()))
    }

    /// A regulation requires a criterion of apps when a clause applies it; a clause not applied
    /// says why; with no clause, the regulation's WCAG version or levels leave it out.
    static func regulationEntry(
        _ standard: StandardRecord, criterion c: SuccessCriterion, links: CriterionDetail.StandardGroup?
    ) -> CriterionDetail.RegulationEntry {
        typealias Entry = CriterionDetail.RegulationEntry
        let clauses = (links?.guidelines ?? []).filter { $0.applicability != nil }
        let applying = clauses.filter { $0.applicability?.status != .notApplied && $0.relationship != .noRelationship }
        let entry = { (status: Entry.Status, ids: [CriterionDetail.Link], note: String?) in
            Entry(standard: standard.id, standardName: standard.shortName, status: status, clauses: ids.map(\.guideline), note: note)
        }
        if !applying.isEmpty {
            let edited = applying.filter { $0.applicability?.status == .appliesAsEdited }
            return edited.isEmpty
                ? entry(.applies, applying, nil) : entry(.appliesAsEdited, applying, edited.compactMap(\.applicability?.note).first)
        }
        if let refused = clauses.first(where: { $0.applicability?.status == .notApplied }) {
            return entry(.notApplied, clauses, refused.applicability?.note ?? refused.remarks)
        }
        let version = standard.wcag ?? .latest
        let note: String =
            if !c.isIn(version) {
                "WCAG \(version.rawValue), which it incorporates, has no \(c.number)"
            } else if c.level == .aaa {
                "it requires levels A and AA only; \(c.number) is level AAA"
            } else {
                "no clause of it is recorded for \(c.number)"
            }
        return entry(.notIncorporated, [], note)
    }
}
