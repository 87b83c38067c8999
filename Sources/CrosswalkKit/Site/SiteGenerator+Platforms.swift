extension SiteGenerator {
    func platformsPage() -> SitePage {
        let rows = Platform.allCases.map { platform in
            let counts = data.techniqueCounts[platform] ?? (0, 0)
            return PlatformsInput.Row(platform: platform, guidelines: counts.guidelines, techniques: counts.techniques)
        }
        return page("platforms/index.html", "platforms", PlatformsInput(platforms: rows), section: .platforms, current: "Platforms")
    }

    /// Every technique for one platform, grouped by each guideline's first topic.
    /// `techniques` holds the platform's techniques by guideline id.
    func platformPage(_ platform: Platform, techniques: [String: [GuidelineDetail.TechniqueDetail]]) -> SitePage {
        let members = data.summaries.filter { techniques[$0.id] != nil }
        let topics = data.topics.compactMap { topic -> PlatformInput.Topic? in
            let inTopic = members.filter { $0.topics.first == topic.id }
            guard !inTopic.isEmpty else { return nil }
            return .init(
                id: topic.id, title: topic.title,
                guidelines: inTopic.map { g in
                    PlatformGuidelineItem(item: item(g), anchor: Self.anchor(g.id), techniques: (techniques[g.id] ?? []).map(techniqueItem))
                })
        }
        return page(
            "platforms/\(platform.rawValue)/index.html", "platform",
            PlatformInput(platform: platform, topics: topics, count: members.count, standardCount: Set(members.map(\.standard)).count),
            section: .platforms, crumbs: [("Platforms", "platforms/")], current: platform.title)
    }
}
