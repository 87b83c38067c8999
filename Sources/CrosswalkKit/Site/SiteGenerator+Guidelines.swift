extension SiteGenerator {
    static let kindTitles = ["recommendation": "Recommendation", "pass": "Pass example", "failure": "Failure example"]

    func techniqueItem(_ t: GuidelineDetail.TechniqueDetail) -> [String: Any] {
        ["kind": t.kind, "kindTitle": Self.kindTitles[t.kind] ?? t.kind, "editorial": t.editorial, "legacy": t.legacy, "html": t.html]
    }

    /// `omitted`: per other standard, how many weaker counterparts `g.equivalents` leaves out.
    func guidelinePage(_ g: GuidelineDetail, omitted: [String: Int] = [:]) -> SitePage {
        let standardName = data.standardNames[g.standard] ?? g.standard
        let platforms = g.platforms.compactMap { coverage -> [String: Any]? in
            guard let platform = Platform(rawValue: coverage.platform) else { return nil }
            let techniques = g.techniques.filter { $0.platform == platform.rawValue }.map(techniqueItem)
            return ["platform": platform.rawValue, "title": platform.title, "techniques": techniques,
                    "hasTechniques": !techniques.isEmpty, "noTechnique": !coverage.hasTechnique]
        }
        let equivalentGroups = data.standards.compactMap { s -> [String: Any]? in
            let pairs = g.equivalents.filter { $0.b.hasPrefix(s.id + "/") }
            guard !pairs.isEmpty else { return nil }
            let hidden = omitted[s.id] ?? 0
            return ["standardName": s.shortName, "hidden": hidden > 0 ? ["count": hidden] : false, "pairs": pairs.map { pair in
                ["b": pair.b, "path": Self.guidelinePath(pair.b), "bTitle": pair.bTitle, "relationship": pair.relationship.rawValue,
                 "basisText": basisText(pair), "remarks": pair.remarks ?? false] as [String: Any]
            }]
        }
        func neighbour(_ id: String?) -> Any {
            guard let id, let other = data.byID[id] else { return false }
            return ["path": Self.guidelinePath(id), "number": other.number, "title": other.title]
        }
        var values: [String: Any] = Self.levelContext(g.level)
        values.merge([
            "g": guidelineValues(g),
            "standardName": standardName,
            "heading": g.heading.flatMap { $0 == g.statement ? nil : $0 } ?? false,
            "roles": g.originatesWith.isEmpty && g.implementedBy.isEmpty ? false : [
                "originates": g.originatesWith.joined(separator: ", "), "implemented": g.implementedBy.joined(separator: ", "),
            ],
            "hasUsers": !g.users.isEmpty, "hasTerms": !g.terms.isEmpty,
            "platforms": platforms, "hasPlatforms": !platforms.isEmpty,
            "steps": g.testing.stepsHTML.map { ["html": Self.listItem($0)] },
            "expected": g.testing.expectedHTML.map { ["html": Self.listItem($0)] },
            "hasWCAG": !g.wcag.isEmpty,
            "equivalentGroups": equivalentGroups, "hasEquivalents": !equivalentGroups.isEmpty,
            "supersedes": g.supersedes.map { ["id": $0, "path": Self.guidelinePath($0)] }, "hasSupersedes": !g.supersedes.isEmpty,
            "supersededBy": g.supersededBy.map { ["id": $0, "path": Self.guidelinePath($0)] }, "hasSupersededBy": !g.supersededBy.isEmpty,
            "hasNotes": !g.notesHTML.isEmpty,
            "previous": neighbour(g.previous), "next": neighbour(g.next),
        ]) { $1 }
        return SitePage(path: "guidelines/\(Self.guidelinePath(g.id))/index.html", template: "guideline", context: context(
            section: "standards", crumbs: [("Standards", "standards/"), (standardName, "standards/\(g.standard)/")],
            current: "\(g.number) \(g.title)", values))
    }

    /// The guideline's own fields, as the templates name them.
    func guidelineValues(_ g: GuidelineDetail) -> [String: Any] {
        [
            "id": g.id, "standard": g.standard, "number": g.number, "title": g.title, "statement": g.statement,
            "levelName": g.levelName ?? false, "category": g.category.map { ["title": $0.title] } ?? false,
            "page": g.page ?? false,
            "topics": g.topics.map { ["id": $0.id, "title": $0.title] },
            "users": g.users.map { ["title": $0.title] }, "terms": g.terms.map { ["id": $0.id, "title": $0.title] },
            "summaryHTML": g.summaryHTML, "notesHTML": g.notesHTML,
            "testing": ["editorial": g.testing.editorial],
            "wcag": g.wcag.map {
                ["criterion": $0.criterion, "handle": $0.handle, "level": $0.level, "relationship": $0.relationship,
                 "method": $0.method, "confidence": $0.confidence, "remarks": $0.remarks]
            },
            "noWCAGRemarks": g.noWCAGRemarks,
        ]
    }

    /// cmark renders a list item with its `<li>`; an expected result written as a paragraph
    /// needs one added to sit in the template's list.
    static func listItem(_ html: String) -> String {
        html.hasPrefix("<li") ? html : "<li>" + html.trimmingCharacters(in: .whitespacesAndNewlines) + "</li>\n"
    }

    func basisText(_ pair: PairRelation) -> String {
        switch pair.basis {
        case .direct: "mapped directly"
        case .transitive: "through " + pair.via.joined(separator: ", ")
        case .hub: "through WCAG " + pair.via.map { String($0.dropFirst(SuccessCriterion.standardID.count + 1)) }.joined(separator: ", ")
        case .topic: "shared topic only (a suggestion)"
        }
    }
}
