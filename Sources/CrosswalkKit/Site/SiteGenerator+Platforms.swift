extension SiteGenerator {
    func platformsPage() -> SitePage {
        SitePage(path: "platforms/index.html", template: "platforms", context: context(section: "platforms", current: "Platforms", [
            "platforms": Platform.allCases.map { platform in
                let members = data.guidelines.filter { g in g.techniques.contains { $0.platform == platform.rawValue } }
                return ["id": platform.rawValue, "title": platform.title, "count": members.count,
                        "techniques": members.reduce(0) { $0 + $1.techniques.count { $0.platform == platform.rawValue } }] as [String: Any]
            },
        ]))
    }

    /// Every technique for one platform, grouped by each guideline's first topic.
    func platformPage(_ platform: Platform) -> SitePage {
        let members = data.guidelines.filter { g in g.techniques.contains { $0.platform == platform.rawValue } }
        let topics = data.topics.compactMap { topic -> [String: Any]? in
            let inTopic = members.filter { $0.topics.first?.id == topic.id }
            guard !inTopic.isEmpty else { return nil }
            return ["id": topic.id, "title": topic.title, "count": inTopic.count, "guidelines": inTopic.map { g in
                guidelineItem(g).merging([
                    "anchor": Self.anchor(g.id),
                    "techniques": g.techniques.filter { $0.platform == platform.rawValue }.map(techniqueItem),
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
