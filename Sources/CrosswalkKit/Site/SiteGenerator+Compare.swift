extension SiteGenerator {
    func compareIndexPage() -> SitePage {
        let pairs = data.standardPairs.map { a, b in
            CompareIndexInput.Pair(a: a, b: b, aName: data.name(of: a), bName: data.name(of: b), crosswalk: data.crosswalk(a, b))
        }
        return page("compare/index.html", "compare-index", CompareIndexInput(pairs: pairs), section: .compare, current: "Compare")
    }

    func comparePage(_ a: String, _ b: String) -> SitePage {
        let crosswalk = data.crosswalk(a, b)
        let aName = data.name(of: a), bName = data.name(of: b)
        func unmatched(_ items: [Crosswalk.Unmatched]) -> [CompareInput.Unmatched] {
            items.map { .init(link: link($0.id, title: $0.title), stated: $0.statedNoCounterpart) }
        }
        let input = CompareInput(
            a: a, b: b, aName: aName, bName: bName, crosswalk: crosswalk, pairs: crosswalk.pairs.map(pairItem),
            onlyA: unmatched(crosswalk.onlyInA), onlyB: unmatched(crosswalk.onlyInB), limit: Self.derivedLimit)
        return page(
            "compare/\(a)--\(b)/index.html", "compare", input, section: .compare,
            crumbs: [("Compare", "compare/")], current: "\(aName) and \(bName)")
    }

    func matrixPage() -> SitePage {
        page(
            "compare/matrix/index.html", "matrix",
            MatrixInput(
                standards: data.standards.map { StandardColumn(shortName: $0.shortName) },
                version: WCAGVersion.latest, criterionRows: matrixRows(data.criterionMatrices[0]), topicRows: matrixRows(data.topicMatrix)),
            section: .compare, crumbs: [("Compare", "compare/")], current: "Matrix")
    }
}
