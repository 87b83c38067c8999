import Foundation

extension SiteGenerator {
    func searchPage() -> SitePage {
        let sorted = data.summaries.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        var letters: [(String, [GuidelineSummary])] = []
        for g in sorted {
            let first = g.title.first.map { $0.isLetter ? String($0).uppercased() : "#" } ?? "#"
            if letters.last?.0 == first { letters[letters.count - 1].1.append(g) } else { letters.append((first, [g])) }
        }
        return SitePage(path: "search/index.html", template: "search", context: context(section: "search", current: "Search", [
            "standards": data.standards.map { ["id": $0.id, "shortName": $0.shortName] },
            "letters": letters.map { ["letter": $0.0, "guidelines": $0.1.map(guidelineItem)] },
            "topics": data.topics.map { ["id": $0.id, "title": $0.title] },
        ]))
    }
}
