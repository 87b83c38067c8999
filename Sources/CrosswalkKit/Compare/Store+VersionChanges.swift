import GRDB

extension Store {
    /// What changed for apps between two versions of a regulation, given in either order; nil
    /// unless the mappings between them mark one as superseding the other.
    public func versionChanges(between a: String, and b: String) throws -> VersionChanges? {
        try read("read the changes between \(a) and \(b)") { db -> VersionChanges? in
            let source = MappingRecord.Columns.sourceStandardID, target = MappingRecord.Columns.targetStandardID
            let between = MappingRecord.filter((source == a && target == b) || (source == b && target == a))
            // Most pairs of standards are not two versions of one: asked first, without reading
            // the crosswalk between them (thousands of mappings between large standards).
            guard try !between.filter(MappingRecord.Columns.supersedes == true).isEmpty(db) else { return nil }
            let crosswalk = try between.order(MappingRecord.Columns.id).fetchAll(db)
            guard let pivot = crosswalk.first(where: \.supersedes) else { return nil }
            let later = pivot.sourceStandardID, earlier = pivot.targetStandardID
            func clauses(_ standard: String) throws -> [GuidelineOutline] { try Self.outlines(of: standard, db) }
            let earlierClauses = try clauses(earlier)
            let earlierByID = Dictionary(uniqueKeysWithValues: earlierClauses.map { ($0.id, $0) })
            let links = Dictionary(grouping: crosswalk.filter { $0.sourceStandardID == later }, by: \.sourceID)
            var changes: [VersionChanges.Change] = []
            var unchanged = 0
            var reached: Set<String> = []
            for clause in try clauses(later) {
                let own = links[clause.id] ?? []
                let counterparts = own.compactMap { earlierByID[$0.targetID] }
                reached.formUnion(counterparts.map(\.id))
                let applied = clause.applicability != .notApplied
                let appliedBefore = counterparts.contains { $0.applicability != .notApplied }
                let kind: VersionChanges.Kind?
                if !applied {
                    kind = appliedBefore ? .noLongerApplied : .stillNotApplied
                } else if counterparts.isEmpty {
                    kind = .new
                } else if !appliedBefore {
                    kind = .newlyApplied
                } else if own.contains(where: { $0.relationship == .equalTo && earlierByID[$0.targetID] != nil }) {
                    kind = counterparts.contains { $0.number == clause.number } ? nil : .renumbered
                } else {
                    kind = .changed
                }
                guard let kind else {
                    unchanged += 1
                    continue
                }
                let remarks = own.first { !$0.remarks.isEmpty }?.remarks ?? clause.applicabilityNote
                changes.append(
                    .init(kind: kind, clause: clause.id, title: clause.title, earlier: counterparts.map(\.id), remarks: remarks))
            }
            for clause in earlierClauses where !reached.contains(clause.id) && clause.applicability != .notApplied {
                changes.append(.init(kind: .removed, clause: nil, title: clause.title, earlier: [clause.id], remarks: nil))
            }
            return VersionChanges(earlier: earlier, later: later, changes: changes, unchanged: unchanged)
        }
    }
}
