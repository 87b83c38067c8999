extension SiteGenerator {
    func homePage() -> SitePage {
        SitePage(path: "index.html", template: "home", context: context(section: nil, [
            "standards": data.standards.map(standardRow),
            "guidelineCount": data.summaries.count,
            "standardCount": data.standards.count,
            "criterionCount": data.criterionRecords.count,
        ]))
    }

    func standardsPage() -> SitePage {
        SitePage(path: "standards/index.html", template: "standards", context: context(
            section: "standards", current: "Standards", ["standards": data.standards.map(standardRow)]))
    }

    func standardRow(_ s: StandardOverview) -> [String: Any] {
        ["id": s.id, "shortName": s.shortName, "title": s.title, "publisher": s.publisher, "region": s.region,
         "status": s.status, "date": s.date, "description": s.description, "guidelines": s.guidelines,
         "must": s.must, "should": s.should, "advisory": s.advisory > 0 ? s.advisory : false]
    }

    func standardPage(_ s: StandardOverview) -> SitePage {
        let members = data.summaries.filter { $0.standard == s.id }
        let groups: [[String: Any]]
        if s.categories.isEmpty {
            groups = [["id": "all", "title": false, "guidelines": members.map(guidelineItem)]]
        } else {
            groups = s.categories.map { category in
                ["id": category.id, "title": category.title,
                 "guidelines": members.filter { $0.category == category.id }.map(guidelineItem)]
            }.filter { !($0["guidelines"] as! [Any]).isEmpty }
        }
        let strength = ["must", "should", "advisory"].compactMap { level -> [String: Any]? in
            guard let words = s.strength[level] else { return nil }
            return Self.levelContext(level).merging(["words": words]) { $1 }
        }
        var standard = standardRow(s)
        standard["source"] = s.source
        standard["sourceURL"] = s.sourceURL ?? false
        standard["licence"] = s.licence
        standard["version"] = s.version
        return SitePage(path: "standards/\(s.id)/index.html", template: "standard", context: context(
            section: "standards", crumbs: [("Standards", "standards/")], current: s.shortName, [
                "standard": standard, "strength": strength, "groups": groups,
                "pages": data.pages.filter { $0.standardID == s.id }.map { ["standardID": $0.standardID, "slug": $0.slug, "title": $0.title] },
                "hasPages": data.pages.contains { $0.standardID == s.id },
            ]))
    }

    /// A guideline in a list: number, title, level and statement.
    func guidelineItem(_ g: GuidelineSummary) -> [String: Any] {
        Self.levelContext(g.level).merging([
            "id": g.id, "path": Self.guidelinePath(g.id), "number": g.number, "title": g.title, "statement": g.statement,
            "standardName": data.standardNames[g.standard] ?? g.standard,
        ]) { $1 }
    }

    func standardSubpage(_ page: PageRecord) -> SitePage {
        let name = data.standardNames[page.standardID] ?? page.standardID
        return SitePage(path: "standards/\(page.standardID)/pages/\(page.slug)/index.html", template: "page", context: context(
            section: "standards", crumbs: [("Standards", "standards/"), (name, "standards/\(page.standardID)/")], current: page.title, [
                "page": ["title": page.title, "standardID": page.standardID, "html": page.html],
                "standardName": name,
                "kindLabel": page.kind == "testing-setup" ? "Test set-up" : "A note",
            ]))
    }

    func topicsPage() -> SitePage {
        SitePage(path: "topics/index.html", template: "topics", context: context(section: "topics", current: "Topics", [
            "topics": data.topics.map { topic in
                ["id": topic.id, "title": topic.title, "description": topic.description,
                 "count": data.summaries.count { $0.topics.contains(topic.id) }] as [String: Any]
            },
        ]))
    }

    func topicPage(_ topic: TopicRecord) -> SitePage {
        let groups = data.standards.compactMap { s -> [String: Any]? in
            let members = data.summaries.filter { $0.standard == s.id && $0.topics.contains(topic.id) }
            return members.isEmpty ? nil : ["standardName": s.shortName, "guidelines": members.map(guidelineItem)]
        }
        return SitePage(path: "topics/\(topic.id)/index.html", template: "topic", context: context(
            section: "topics", crumbs: [("Topics", "topics/")], current: topic.title, [
                "topic": ["title": topic.title, "description": topic.description], "groups": groups,
            ]))
    }

    func glossaryPage() -> SitePage {
        SitePage(path: "glossary/index.html", template: "glossary", context: context(section: nil, current: "Glossary", [
            "terms": data.glossary.map { ["id": $0.id, "term": $0.term, "definition": $0.definition] },
            "userGroups": data.userGroups.map { ["id": $0.id, "title": $0.title, "description": $0.description] },
        ]))
    }

    func notFoundPage() -> SitePage {
        SitePage(path: "404.html", template: "not-found", context: context(section: nil, [:]))
    }
}
