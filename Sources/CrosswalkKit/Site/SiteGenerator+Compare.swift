extension SiteGenerator {
    func compareIndexPage() -> SitePage {
        let pairs = data.standardPairs.map { a, b in
            CompareIndexInput.Pair(
                a: a, b: b, aName: data.name(of: a), bName: data.name(of: b),
                directions: [direction(data.comparison(of: a, by: b)), direction(data.comparison(of: b, by: a))])
        }
        return page(.compareIndex, input: CompareIndexInput(pairs: pairs), section: .compare, current: "Compare")
    }

    func comparePage(_ a: String, _ b: String) -> SitePage {
        let aName = data.name(of: a), bName = data.name(of: b)
        let input = CompareInput(
            aName: aName, bName: bName, version: data.graph.version ?? .latest,
            directions: [direction(data.comparison(of: a, by: b)), direction(data.comparison(of: b, by: a))],
            changes: data.changes["\(a)--\(b)"].map { changes in
                CompareInput.Changes(
                    earlier: data.name(of: changes.earlier), later: data.name(of: changes.later), unchanged: changes.unchanged,
                    groups: VersionChanges.Kind.allCases.compactMap { kind in
                        let those = changes.changes.filter { $0.kind == kind }
                        return those.isEmpty
                            ? nil
                            : CompareInput.ChangeGroup(
                                kind: kind,
                                items: those.map { change in
                                    CompareInput.ChangeItem(
                                        change: change, path: change.clause ?? change.earlier.first ?? "",
                                        number: data.number(of: change.clause ?? change.earlier.first ?? ""),
                                        was: change.clause == nil ? [] : change.earlier.map { data.number(of: $0) })
                                })
                    })
            })
        return page(
            .compare, a, b, input: input, section: .compare,
            crumbs: [("Compare", SiteRoute.compareIndex.path())], current: "\(aName) and \(bName)")
    }

    /// One direction of a comparison as its page shows it: for each guideline, its strongest
    /// counterparts that cover or partly cover it, at most ``derivedLimit`` (so a page stays a
    /// readable size however many guidelines share a criterion), and how many more there are.
    func direction(_ c: Comparison) -> CompareInput.Direction {
        CompareInput.Direction(
            comparison: c, aName: data.name(of: c.a), bName: data.name(of: c.b), slug: "\(c.a)--by--\(c.b)",
            entries: c.entries.map { entry in
                let findings = entry.counterparts.filter { $0.verdict != .related }
                return CompareInput.Entry(
                    entry: entry, path: entry.guideline,
                    counterparts: findings.prefix(Self.derivedLimit).map {
                        CompareInput.Counterpart(counterpart: $0, number: data.number(of: $0.guideline))
                    },
                    more: entry.omitted + max(0, findings.count - Self.derivedLimit), leads: entry.leads)
            })
    }

    func matrixPage() -> SitePage {
        page(
            .matrix,
            input: MatrixInput(
                standards: data.standards.map { StandardColumn(shortName: $0.shortName) },
                version: WCAGVersion.latest, criterionRows: matrixRows(data.criterionMatrices[0]), topicRows: matrixRows(data.topicMatrix)),
            section: .compare, crumbs: [("Compare", SiteRoute.compareIndex.path())], current: "Matrix")
    }
}
