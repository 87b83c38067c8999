extension Store {
    /// Every tool of automated checks, in file order, each with its checks.
    public func checkTools() throws -> [CheckToolDetail] {
        try Self.checkTools(checkCatalogue(only: nil))
    }

    /// One tool (`atf`), or one check as its tool with that check alone (`atf/TouchTargetSizeCheck`,
    /// any case); nil when there is none.
    public func checkTool(_ id: String) throws -> CheckToolDetail? {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        guard let tool = Self.checkTools(try checkCatalogue(only: parts[0].lowercased())).first else { return nil }
        guard parts.count == 2 else { return tool }
        var single = tool
        single.checks = tool.checks.filter { $0.name.lowercased() == parts[1].lowercased() }
        return single.checks.isEmpty ? nil : single
    }

    /// The checks whose name is `name`, ignoring case and the spaces, hyphens and underscores
    /// between words (`touch target size check` names `TouchTargetSizeCheck`): what `search`
    /// shows beside the guidelines.
    public func checks(named name: String) throws -> [CheckReference] {
        let key = Self.checkNameKey(name)
        guard !key.isEmpty else { return [] }
        let platforms = try checkPlatforms()
        return try checkRows(namedKey: key).map { Self.reference($0, platforms: platforms) }
    }

    /// A row as a reference; a check listed without a target's relationship tests a subset.
    private static func reference(_ row: CheckRow, platforms: [String: [Platform]]) -> CheckReference {
        CheckReference(
            id: row.id, tool: row.toolID, toolName: row.toolName, name: row.name, title: row.title,
            threshold: row.threshold, experimental: row.experimental, platforms: platforms[row.id] ?? [],
            relationship: row.relationship ?? .subsetOf, remarks: row.remarks, via: row.via.map { [$0] } ?? [],
            cannotSee: row.cannotSee)
    }

    /// The checks that test each of `guidelines`: mapped to it, or through a criterion it maps
    /// to (not with `no-relationship`); a check mapped to the guideline is listed once, as
    /// direct, however many of its criteria it also tests.
    func checks(forGuidelines guidelines: [String]) throws -> [String: [CheckReference]] {
        guard !guidelines.isEmpty else { return [:] }
        let (direct, inherited, checkOrder) = try checkRows(forGuidelines: guidelines)
        let platforms = try checkPlatforms()
        var result: [String: [CheckReference]] = [:]
        for row in direct { result[row.subject ?? "", default: []].append(Self.reference(row, platforms: platforms)) }
        for row in inherited {
            let reference = Self.reference(row, platforms: platforms)
            // Changed in place: a copy taken out of the dictionary and put back copied the whole
            // list at every row (a guideline's list grows to dozens of checks).
            Self.merge(reference, into: &result[row.subject ?? "", default: []])
        }
        // Tool then file order, direct and inherited alike.
        let order = Dictionary(uniqueKeysWithValues: checkOrder.enumerated().map { ($1, $0) })
        return result.mapValues { $0.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) } }
    }

    /// `reference` (a check through a criterion) added to `list`, or its criterion added to the
    /// entry of the same check already there (unless that entry is direct, with no criteria).
    private static func merge(_ reference: CheckReference, into list: inout [CheckReference]) {
        if let index = list.firstIndex(where: { $0.id == reference.id }) {
            if !list[index].via.isEmpty, !list[index].via.contains(reference.via[0]) { list[index].via += reference.via }
        } else {
            list.append(reference)
        }
    }

    /// The checks mapped to one criterion; `platforms`: ``checkPlatforms()``.
    func checks(forCriterion criterion: String, platforms: [String: [Platform]]) throws -> [CheckReference] {
        try checkRows(forCriterion: criterion).map { Self.reference($0, platforms: platforms) }
    }

    private static func checkTools(_ catalogue: CheckCatalogue) -> [CheckToolDetail] {
        catalogue.tools.map { tool in
            CheckToolDetail(
                id: tool.id, name: tool.name, publisher: tool.publisher, kind: tool.kind, platforms: catalogue.toolPlatforms[tool.id] ?? [],
                sourceURL: tool.sourceURL, version: tool.version, checked: tool.checked, checkedAgainst: tool.checkedAgainst,
                mappedBy: tool.mappedBy, description: tool.description,
                checks: (catalogue.checks[tool.id] ?? []).map { check in
                    CheckToolDetail.Check(
                        id: check.id, name: check.name, title: check.title, description: check.description,
                        threshold: check.threshold, experimental: check.experimental, platforms: catalogue.checkPlatforms[check.id] ?? [],
                        tests: (catalogue.targets[check.id] ?? []).map {
                            .init(
                                target: $0.targetID, kind: $0.kind, label: $0.label, title: $0.title, level: $0.level,
                                relationship: $0.relationship, remarks: $0.remarks)
                        },
                        cannotSee: check.cannotSee)
                })
        }
    }
}
