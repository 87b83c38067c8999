extension SiteGenerator {
    func compareIndexPage() -> SitePage {
        let pairs = data.standardPairs.map { a, b -> [String: Any] in
            let crosswalk = data.crosswalk(a, b)
            func count(_ basis: PairRelation.Basis) -> Int { crosswalk.counts[basis] ?? 0 }
            return ["a": a, "b": b, "aName": data.standardNames[a] ?? a, "bName": data.standardNames[b] ?? b,
                    "direct": count(.direct), "transitive": count(.transitive), "hub": count(.hub), "topic": count(.topic)]
        }
        return SitePage(path: "compare/index.html", template: "compare-index", context: context(
            section: "compare", current: "Compare", ["pairs": pairs]))
    }

    func comparePage(_ a: String, _ b: String) -> SitePage {
        let crosswalk = data.crosswalk(a, b)
        let aName = data.standardNames[a] ?? a, bName = data.standardNames[b] ?? b
        func unmatched(_ items: [Crosswalk.Unmatched]) -> [[String: Any]] {
            items.map { ["path": Self.guidelinePath($0.id), "number": data.byID[$0.id]?.number ?? $0.id, "title": $0.title, "stated": $0.statedNoCounterpart] }
        }
        let hidden = crosswalk.omitted
        let pairs = crosswalk.pairs.map { pair in
            CompareRow(aPath: Self.guidelinePath(pair.a), aNumber: data.byID[pair.a]?.number ?? pair.a, aTitle: data.byID[pair.a]?.title ?? "",
                       bPath: Self.guidelinePath(pair.b), bNumber: data.byID[pair.b]?.number ?? pair.b, bTitle: pair.bTitle,
                       relationship: pair.relationship.rawValue, basis: pair.basis.rawValue, via: basisText(pair))
        }
        func count(_ basis: PairRelation.Basis) -> Int { crosswalk.counts[basis] ?? 0 }
        return SitePage(path: "compare/\(a)--\(b)/index.html", template: "compare", context: context(
            section: "compare", crumbs: [("Compare", "compare/")], current: "\(aName) and \(bName)", [
                "aName": aName, "bName": bName, "pairs": pairs, "a": a, "b": b,
                "hiddenCount": hidden > 0 ? hidden : false, "limit": Self.derivedLimit,
                "directCount": count(.direct), "transitiveCount": count(.transitive), "hubCount": count(.hub), "topicCount": count(.topic),
                "onlyA": unmatched(crosswalk.onlyInA), "onlyB": unmatched(crosswalk.onlyInB),
                "onlyACount": crosswalk.onlyInA.count, "onlyBCount": crosswalk.onlyInB.count,
            ]))
    }

    /// Pairs through WCAG or a shared topic shown for one guideline and standard. A
    /// guideline mapped to a broad criterion such as 1.3.1 shares it with dozens of others;
    /// past the strongest few, such rows bury the claims. Direct and transitive pairs are
    /// always shown; the CLI lists everything.
    static let derivedLimit = 5

    func matrixPage() -> SitePage {
        SitePage(path: "compare/matrix/index.html", template: "matrix", context: context(
            section: "compare", crumbs: [("Compare", "compare/")], current: "Matrix", [
                "standards": data.standards.map { ["shortName": $0.shortName] },
                "criterionRows": matrixRows(data.criterionMatrix), "topicRows": matrixRows(data.topicMatrix),
            ]))
    }
}
