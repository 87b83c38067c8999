extension SiteGenerator {
    func searchPage() -> SitePage {
        page(
            .search,
            input: SearchInput(
                standards: data.standards.map { .init(id: $0.id, shortName: $0.shortName) },
                topics: data.topics.map { EntryItem(id: $0.id, title: $0.title, description: $0.description) },
                guidelineCount: data.summaries.count),
            section: .search, current: "Search")
    }

    /// Every guideline A to Z: the way in without JavaScript, and kept off the search page so
    /// that the page a query opens stays small (it is laid out before the search can start).
    func guidelinesPage() -> SitePage {
        let sorted = data.summaries.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        var letters: [GuidelinesInput.Letter] = []
        for g in sorted {
            let first = g.title.first.map { $0.isLetter ? String($0).uppercased() : "#" } ?? "#"
            if letters.last?.letter == first {
                letters[letters.count - 1].guidelines.append(item(g))
            } else {
                letters.append(.init(letter: first, guidelines: [item(g)]))
            }
        }
        return page(
            .guidelines, input: GuidelinesInput(letters: letters, count: sorted.count),
            section: .search, crumbs: [("Search", SiteRoute.search.path())], current: "All guidelines A to Z")
    }
}
