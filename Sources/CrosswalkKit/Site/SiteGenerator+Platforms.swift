extension SiteGenerator {
    func platformsPage() -> SitePage {
        SitePage(path: "platforms/index.html", template: "platforms", context: context(section: "platforms", current: "Platforms", [
            "platforms": Platform.allCases.map { platform in
                let counts = data.techniqueCounts[platform.rawValue] ?? (0, 0)
                return ["id": platform.rawValue, "title": platform.title, "count": counts.guidelines,
                        "techniques": counts.techniques] as [String: Any]
            },
        ]))
    }

    /// Every technique for one platform, grouped by each guideline's first topic.
    /// `techniques` holds the platform's techniques by guideline id.
    func platformPage(_ platform: Platform, techniques: [String: [GuidelineDetail.TechniqueDetail]]) -> SitePage {
        let members = data.summaries.filter { techniques[$0.id] != nil }
        let topics = data.topics.compactMap { topic -> [String: Any]? in
            let inTopic = members.filter { $0.topics.first == topic.id }
            guard !inTopic.isEmpty else { return nil }
            return ["id": topic.id, "title": topic.title, "count": inTopic.count, "guidelines": inTopic.map { g in
                guidelineItem(g).merging([
                    "anchor": Self.anchor(g.id),
                    "techniques": (techniques[g.id] ?? []).map(techniqueItem),
                ]) { $1 }
            }]
        }
        return SitePage(path: "platforms/\(platform.rawValue)/index.html", template: "platform", context: context(
            section: "platforms", crumbs: [("Platforms", "platforms/")], current: platform.title, [
                "platform": ["title": platform.title, "id": platform.rawValue], "topics": topics, "count": members.count,
                "standardCount": Set(members.map(\.standard)).count,
            ]))
    }
}
