/// `coverage.mustache`: for each WCAG version, newest first, each standard's share at each
/// level as a chart and a table, and what each standard asks that the version has no
/// criterion for.
struct CoverageInput: TemplateValue {
    struct Version: TemplateValue {
        var coverage: Coverage
        var chart: CoverageChart
        var standards: [Standard]

        func child(named name: String) -> Any? {
            switch name {
            case "version": Text(coverage.version.rawValue)
            case "slug": Text(coverage.version.rawValue.replacingOccurrences(of: ".", with: "-"))
            case "levels": coverage.levels.map { Text($0.rawValue) }
            case "standards": standards
            case "chart": chart
            default: nil
            }
        }
    }

    struct Standard: TemplateValue {
        var coverage: Coverage.StandardCoverage
        var unmapped: [Unmapped]

        func child(named name: String) -> Any? {
            switch name {
            case "standard": Text(coverage.standard)
            case "standardName": Text(coverage.standardName)
            case "levels": coverage.levels.map(Level.init)
            case "hasUnmapped": !unmapped.isEmpty
            case "unmapped": unmapped
            default: nil
            }
        }
    }

    struct Level: TemplateValue {
        var count: Coverage.LevelCount

        func child(named name: String) -> Any? {
            switch name {
            case "level": Text(count.level.rawValue)
            case "covered": count.covered
            case "total": count.total
            case "full": count.full
            case "percent": Text(CoverageChart.percent(count.percent))
            default: nil
            }
        }
    }

    struct Unmapped: TemplateValue {
        var link: GuidelineLink
        var remarks: String?

        func child(named name: String) -> Any? {
            name == "remarks" ? Text(remarks) : link.child(named: name)
        }
    }

    var versions: [Version]

    func child(named name: String) -> Any? { name == "versions" ? versions : nil }
}
