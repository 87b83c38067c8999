extension SiteGenerator {
    /// `omitted`: per other standard, how many weaker counterparts `g.equivalents` leaves out.
    func guidelinePage(_ g: GuidelineDetail, omitted: [String: Int] = [:]) -> SitePage {
        let standardName = data.name(of: g.standard)
        let neighbours = GuidelineNeighbours(of: g.id, standard: g.standard, in: data.graph)
        let platforms = g.platforms.map { coverage in
            GuidelineInput.PlatformSection(
                platform: coverage.platform,
                techniques: g.techniques.filter { $0.platform == coverage.platform }.enumerated().map { index, technique in
                    techniqueItem(technique, id: "\(coverage.platform.rawValue)-\(index + 1)")
                },
                noTechnique: !coverage.hasTechnique)
        }
        let counterparts = data.standards.compactMap { s -> GuidelineInput.CounterpartGroup? in
            let pairs = g.equivalents.filter { $0.b.hasPrefix(s.id + "/") }
            guard !pairs.isEmpty else { return nil }
            return .init(standardName: s.shortName, pairs: pairs.map(pairItem), hidden: omitted[s.id] ?? 0)
        }
        let input = GuidelineInput(
            shared: .init(g), standardName: standardName, platforms: platforms, counterparts: counterparts,
            previous: neighbour(neighbours.previous), next: neighbour(neighbours.next))
        return page(
            .guideline, g.id, input: input, section: .standards,
            crumbs: [("Standards", SiteRoute.standards.path()), (standardName, SiteRoute.standard.path(g.standard))],
            current: "\(g.number) \(g.title)")
    }

    /// `id`: unique on the page, for the ids of the technique's code blocks.
    func techniqueItem(_ t: GuidelineDetail.TechniqueDetail, id: String) -> TechniqueItem {
        TechniqueItem(kind: t.kind, editorial: t.editorial, legacy: t.legacy, html: t.html, id: id)
    }

    func pairItem(_ pair: PairRelation) -> PairItem {
        PairItem(pair: pair, aNumber: data.number(of: pair.a), aTitle: data.byID[pair.a]?.title ?? "", bNumber: data.number(of: pair.b))
    }

    private func neighbour(_ id: String?) -> GuidelineLink? {
        guard let id, let other = data.byID[id] else { return nil }
        return GuidelineLink(path: id, number: other.number, title: other.title)
    }
}
