extension SiteGenerator {
    func searchPage() -> SitePage {
        let sorted = data.summaries.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        var letters: [SearchInput.Letter] = []
        for g in sorted {
            let first = g.title.first.map { $0.isLetter ? String($0).uppercased() : "#" } ?? "#"
            if letters.last?.letter == first {
                letters[letters.count - 1].guidelines.append(item(g))
            } else {
                letters.append(.init(letter: first, guidelines: [item(g)]))
            }
        }
        return page(
            "search/index.html", "search",
            SearchInput(
                standards: data.standards.map { .init(id: $0.id, shortName: $0.shortName) },
                letters: letters,
                topics: data.topics.map { EntryItem(id: $0.id, title: $0.title, description: $0.description) }),
            section: .search, current: "Search")
    }
}
