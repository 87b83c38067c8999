extension SiteGenerator {
    func matrixRows(_ matrix: Matrix) -> [MatrixRowItem] {
        matrix.rows.map { row in
            MatrixRowItem(id: row.id, title: row.title, level: row.level, cells: data.standards.map { s in
                .init(guidelines: (row.cells[s.id] ?? []).map { link($0) })
            })
        }
    }

    func wcagPage() -> SitePage {
        page("wcag/index.html", "wcag", WCAGInput(standards: data.standards.map { StandardColumn(shortName: $0.shortName) },
                                                  rows: matrixRows(data.criterionMatrix)),
             section: .wcag, current: "WCAG 2.0")
    }

    func criterionPage(_ c: CriterionDetail) -> SitePage {
        let groups = c.standards.map { group in
            CriterionInput.Group(standard: group.standard, standardName: group.standardName,
                                 guidelines: group.guidelines.map { .init(link: $0, number: data.number(of: $0.guideline)) })
        }
        return page("wcag/\(c.number)/index.html", "criterion", CriterionInput(criterion: c, groups: groups),
                    section: .wcag, crumbs: [("WCAG 2.0", "wcag/")], current: "\(c.number) \(c.handle)")
    }

    func coveragePage() -> SitePage {
        let standards = data.coverage.standards.map { s in
            CoverageInput.Standard(coverage: s, unmapped: s.unmapped.map { .init(link: link($0.id, title: $0.title), remarks: $0.remarks) })
        }
        return page("coverage/index.html", "coverage", CoverageInput(coverage: data.coverage, standards: standards, chart: CoverageChart(data.coverage)),
                    section: .coverage, current: "Coverage")
    }
}
