extension SiteGenerator {
    func homePage() -> SitePage {
        page(
            .home,
            input: HomeInput(
                standards: data.standards.map(StandardRow.init), guidelineCount: data.summaries.count,
                criterionCount: data.criteria.count), section: nil)
    }

    func standardsPage() -> SitePage {
        page(
            .standards, input: StandardsInput(standards: data.standards.map(StandardRow.init)),
            section: .standards, current: "Standards")
    }

    package func standardPage(_ s: StandardOverview) -> SitePage {
        let members = data.summaries.filter { $0.standard == s.id }
        let groups: [StandardInput.Group] =
            s.categories.isEmpty
            ? [.init(id: "all", title: nil, guidelines: members.map(item))]
            : s.categories.map { category in
                .init(id: category.id, title: category.title, guidelines: members.filter { $0.category == category.id }.map(item))
            }.filter { !$0.guidelines.isEmpty }
        let strength = RequirementLevel.allCases.compactMap { level in
            s.strength[level.rawValue].map { StandardInput.Strength(level: level, words: $0) }
        }
        let pages = data.pages.filter { $0.standardID == s.id }.map {
            StandardInput.Page(standardID: $0.standardID, slug: $0.slug, title: $0.title)
        }
        return page(
            .standard, s.id,
            input: StandardInput(
                standard: StandardRow(overview: s), strength: strength, groups: groups, pages: pages, checklists: checklistLinks(s.id)),
            section: .standards, crumbs: [("Standards", SiteRoute.standards.path())], current: s.shortName)
    }

    func standardSubpage(_ subpage: StandardPage) -> SitePage {
        let name = data.name(of: subpage.standardID)
        return page(
            .standardPage, subpage.standardID, subpage.slug, input: StandardSubpageInput(page: subpage, standardName: name),
            section: .standards,
            crumbs: [("Standards", SiteRoute.standards.path()), (name, SiteRoute.standard.path(subpage.standardID))],
            current: subpage.title)
    }

    func topicsPage() -> SitePage {
        let topics = data.topics.map { topic in
            EntryItem(
                id: topic.id, title: topic.title, description: topic.description,
                count: data.summaries.count { $0.topics.contains(topic.id) })
        }
        return page(.topics, input: TopicsInput(topics: topics), section: .topics, current: "Topics")
    }

    func topicPage(_ topic: VocabularyEntry) -> SitePage {
        let groups = data.standards.compactMap { s -> TopicInput.Group? in
            let members = data.summaries.filter { $0.standard == s.id && $0.topics.contains(topic.id) }
            return members.isEmpty ? nil : .init(standardName: s.shortName, guidelines: members.map(item))
        }
        return page(
            .topic, topic.id,
            input: TopicInput(topic: EntryItem(id: topic.id, title: topic.title, description: topic.description), groups: groups),
            section: .topics, crumbs: [("Topics", SiteRoute.topics.path())], current: topic.title)
    }

    func glossaryPage() -> SitePage {
        page(
            .glossary,
            input: GlossaryInput(
                terms: data.glossary.map { EntryItem(id: $0.id, title: $0.term, description: $0.definition) },
                userGroups: data.userGroups.map { EntryItem(id: $0.id, title: $0.title, description: $0.description) }),
            section: nil, current: "Glossary")
    }

    func notFoundPage() -> SitePage {
        page(.notFound, input: NotFoundInput(), section: nil)
    }
}
