extension Store {
    /// Coverage of one WCAG version by each standard, at the given levels (all when empty).
    public func coverage(version: WCAGVersion = .latest, levels: [SuccessCriterion.Level] = [], standards filter: [String] = []) throws
        -> Coverage
    {
        try coverages(versions: [version], levels: levels, standards: filter)[0]
    }

    /// ``coverage(version:levels:standards:)`` of each of `versions`, in order: each standard's
    /// mappings and guidelines read once for all of them (the site shows three versions).
    package func coverages(versions: [WCAGVersion], levels: [SuccessCriterion.Level] = [], standards filter: [String] = []) throws
        -> [Coverage]
    {
        try require(filter, in: standardIDs(), kind: "standard")
        let levels = levels.isEmpty ? SuccessCriterion.Level.allCases : levels
        let all = try criteria()
        let names = try standardNames()
        let standards = try standardIDs().filter { filter.isEmpty || filter.contains($0) }
        let read = try standards.map { (standard: $0, mappings: try coverageMappings(from: $0), guidelines: try outlines(of: $0)) }
        return versions.map { version in
            let criteria = all.filter { $0.isIn(version) }
            let inVersion = Set(criteria.map(\.id))
            let coverage = read.map { standard, mappings, guidelines -> Coverage.StandardCoverage in
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
                    standard: standard, standardName: names[standard] ?? standard, levels: counts,
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
        var cells: [String: [String: [String]]] = [:]
        var counts: [String: [String: Int]] = [:]
        // Row by row, so a bounded cell holds its first few and counts the rest.
        func add(_ key: String, _ standard: String, _ guideline: String) {
            let count = counts[key, default: [:]][standard, default: 0]
            counts[key, default: [:]][standard] = count + 1
            if cellLimit.map({ count < $0 }) ?? true { cells[key, default: [:]][standard, default: []].append(guideline) }
        }
        switch axis {
        case .criterion: try guidelinesByCriterion(add)
        case .topic: try guidelinesByTopic(add)
        }
        func row(_ id: String, key: String, title: String, level: SuccessCriterion.Level?, introduced: WCAGVersion?) -> Matrix.Row {
            .init(
                id: id, title: title, level: level, introduced: introduced,
                cells: (cells[key] ?? [:]).filter { standards.contains($0.key) },
                counts: (counts[key] ?? [:]).filter { standards.contains($0.key) })
        }
        let rows: [Matrix.Row] =
            switch axis {
            case .criterion:
                criteria.map { row($0.number, key: $0.id, title: $0.handle(in: version), level: $0.level, introduced: $0.introduced) }
            case .topic:
                try topics().map { row($0.id, key: $0.id, title: $0.title, level: nil, introduced: nil) }
            }
        return Matrix(by: axis, version: axis == .criterion ? version : nil, standards: standards, rows: rows)
    }
}
