extension SiteGenerator {
    /// Guidelines on one page of a platform's topic: the bound on a platform page's size at any
    /// corpus size (with the contents, which lists the platform's topics, and a pager of at most
    /// ``PlatformTopicInput/pagerWindow`` numbers either side of the current page).
    static let platformPageSize = 20

    func platformsPage() -> SitePage {
        let rows = Platform.allCases.map { platform in
            let counts = data.techniqueCounts[platform] ?? (0, 0)
            return PlatformsInput.Row(platform: platform, guidelines: counts.guidelines, techniques: counts.techniques)
        }
        return page(.platforms, input: PlatformsInput(platforms: rows), section: .platforms, current: "Platforms")
    }

    /// A platform's guidelines by topic (each guideline under its first topic), from the
    /// platform's techniques by guideline id: its contents page, then each topic's pages.
    func platformPages(_ platform: Platform, techniques: [String: [GuidelineDetail.TechniqueDetail]], emit: (SitePage) throws -> Void)
        throws
    {
        let members = data.summaries.filter { techniques[$0.id] != nil }
        let byTopic = Dictionary(grouping: members) { $0.topics.first ?? "" }
        let topics = data.topics.compactMap { topic -> PlatformInput.Topic? in
            guard let inTopic = byTopic[topic.id] else { return nil }
            let pages = (inTopic.count + Self.platformPageSize - 1) / Self.platformPageSize
            return .init(id: topic.id, title: topic.title, count: inTopic.count, pages: pages)
        }
        let root = SiteRoute.platform.path(platform.rawValue)
        try emit(
            page(
                .platform, platform.rawValue,
                input: PlatformInput(
                    platform: platform, topics: topics, count: members.count, standardCount: Set(members.map(\.standard)).count),
                section: .platforms, crumbs: [("Platforms", SiteRoute.platforms.path())], current: platform.title))
        for topic in topics {
            let inTopic = byTopic[topic.id] ?? []
            let standards = data.standards.filter { s in inTopic.contains { $0.standard == s.id } }
                .map { StandardOption(id: $0.id, shortName: $0.shortName) }
            let levels = RequirementLevel.allCases.filter { level in inTopic.contains { $0.level == level } }
            for number in 1...topic.pages {
                let start = (number - 1) * Self.platformPageSize
                let slice = inTopic[start..<min(start + Self.platformPageSize, inTopic.count)]
                let input = PlatformTopicInput(
                    platform: platform, topic: topic, contents: topics, page: number, first: start + 1, last: start + slice.count,
                    standards: standards, levels: levels,
                    guidelines: slice.map { g in
                        PlatformGuidelineItem(
                            item: item(g), standard: g.standard, anchor: Self.anchor(g.id),
                            techniques: (techniques[g.id] ?? []).enumerated().map { index, technique in
                                techniqueItem(technique, id: "\(Self.anchor(g.id))-\(index + 1)")
                            })
                    })
                let crumbs =
                    [("Platforms", SiteRoute.platforms.path()), (platform.title, root)] + (number > 1 ? [(topic.title, input.path(1))] : [])
                try emit(
                    number > 1
                        ? page(
                            .platformTopicPage, platform.rawValue, topic.id, String(number), input: input, section: .platforms,
                            crumbs: crumbs, current: "Page \(number)")
                        : page(
                            .platformTopic, platform.rawValue, topic.id, input: input, section: .platforms, crumbs: crumbs,
                            current: topic.title))
            }
        }
    }
}
