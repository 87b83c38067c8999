extension SiteGenerator {
    func compareIndexPage() -> SitePage {
        let pairs = data.standardPairs.map { a, b -> [String: Any] in
            let crosswalk = data.graph.crosswalk(a, b)
            func count(_ basis: PairRelation.Basis) -> Int { crosswalk.pairs.count { $0.basis == basis } }
            return ["a": a, "b": b, "aName": data.standardNames[a] ?? a, "bName": data.standardNames[b] ?? b,
                    "direct": count(.direct), "transitive": count(.transitive), "hub": count(.hub), "topic": count(.topic)]
        }
        return SitePage(path: "compare/index.html", template: "compare-index", context: context(
            section: "compare", current: "Compare", ["pairs": pairs]))
    }

    func comparePage(_ a: String, _ b: String) -> SitePage {
        let crosswalk = data.graph.crosswalk(a, b)
        let aName = data.standardNames[a] ?? a, bName = data.standardNames[b] ?? b
        func unmatched(_ items: [Crosswalk.Unmatched]) -> [[String: Any]] {
            items.map { ["path": Self.guidelinePath($0.id), "number": data.byID[$0.id]?.number ?? $0.id, "title": $0.title, "stated": $0.statedNoCounterpart] }
        }
        let pairs = crosswalk.pairs.map { pair -> [String: Any] in
            ["aPath": Self.guidelinePath(pair.a), "aNumber": data.byID[pair.a]?.number ?? pair.a, "aTitle": data.byID[pair.a]?.title ?? "",
             "bPath": Self.guidelinePath(pair.b), "bNumber": data.byID[pair.b]?.number ?? pair.b, "bTitle": pair.bTitle,
             "relationship": pair.relationship.rawValue, "basis": pair.basis.rawValue, "via": basisText(pair)]
        }
        func count(_ basis: PairRelation.Basis) -> Int { crosswalk.pairs.count { $0.basis == basis } }
        return SitePage(path: "compare/\(a)--\(b)/index.html", template: "compare", context: context(
            section: "compare", crumbs: [("Compare", "compare/")], current: "\(aName) and \(bName)", [
                "aName": aName, "bName": bName, "pairs": pairs,
                "directCount": count(.direct), "transitiveCount": count(.transitive), "hubCount": count(.hub), "topicCount": count(.topic),
                "onlyA": unmatched(crosswalk.onlyInA), "onlyB": unmatched(crosswalk.onlyInB),
                "onlyACount": crosswalk.onlyInA.count, "onlyBCount": crosswalk.onlyInB.count,
            ]))
    }

    func matrixPage() -> SitePage {
        SitePage(path: "compare/matrix/index.html", template: "matrix", context: context(
            section: "compare", crumbs: [("Compare", "compare/")], current: "Matrix", [
                "standards": data.standards.map { ["shortName": $0.shortName] },
                "criterionRows": matrixRows(data.criterionMatrix), "topicRows": matrixRows(data.topicMatrix),
            ]))
    }
}
