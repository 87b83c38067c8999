extension SiteGenerator {
    func matrixRows(_ matrix: Matrix) -> [MatrixRowItem] {
        matrix.rows.map { row in
            MatrixRowItem(
                id: row.id, title: row.title, level: row.level, introduced: row.introduced, version: matrix.version,
                cells: data.standards.map { s in .init(standardName: s.shortName, guidelines: (row.cells[s.id] ?? []).map { link($0) }) })
        }
    }

    /// The newest version's index at `wcag/`, the others at `wcag/<version>/`.
    static func wcagIndexPath(_ version: WCAGVersion) -> String {
        version == .latest ? SiteRoute.wcagIndex.path() : SiteRoute.wcagVersion.path(version.rawValue)
    }

    /// One index page per WCAG version, newest first.
    func wcagPage(_ index: Int) -> SitePage {
        let matrix = data.criterionMatrices[index]
        let version = matrix.version ?? .latest
        let edition = data.editions.first { $0.version == version }
        let input = WCAGInput(
            version: version, edition: edition,
            editions: data.editions.reversed().map {
                .init(version: $0.version, path: Self.wcagIndexPath($0.version), current: $0.version == version)
            },
            standards: data.standards.map { StandardColumn(shortName: $0.shortName) }, rows: matrixRows(matrix))
        let name = "WCAG \(version.rawValue)"
        return version == .latest
            ? page(.wcagIndex, input: input, section: .wcag, current: "WCAG")
            : page(
                .wcagVersion, version.rawValue, input: input, section: .wcag, crumbs: [("WCAG", SiteRoute.wcagIndex.path())],
                current: name)
    }

    func criterionPage(_ c: CriterionDetail) -> SitePage {
        let groups = c.standards.map { group in
            CriterionInput.Group(
                standard: group.standard, standardName: group.standardName,
                guidelines: group.guidelines.map { .init(link: $0, number: data.number(of: $0.guideline)) })
        }
        return page(
            .criterion, c.number, input: CriterionInput(criterion: c, groups: groups),
            section: .wcag, crumbs: [("WCAG", SiteRoute.wcagIndex.path())], current: "\(c.number) \(c.handle)")
    }

    func coveragePage() -> SitePage {
        let counts = Dictionary(uniqueKeysWithValues: data.standards.map { ($0.id, $0.guidelines) })
        let versions = data.coverage.map { coverage in
            CoverageInput.Version(
                coverage: coverage,
                standards: coverage.standards.map { s in
                    CoverageInput.Standard(
                        coverage: s, guidelines: counts[s.standard] ?? 0,
                        unmapped: s.unmapped.map { .init(link: link($0.id, title: $0.title), remarks: $0.remarks) })
                })
        }
        return page(.coverage, input: CoverageInput(versions: versions), section: .coverage, current: "Coverage")
    }
}
