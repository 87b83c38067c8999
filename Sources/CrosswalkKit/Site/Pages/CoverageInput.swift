/// `coverage.mustache`: for each WCAG version, newest first, each standard's share at each
/// level as a chart and a table, and what each standard asks that the version has no
/// criterion for. The chart's geometry is the template's and the stylesheet's: bars as wide
/// as `percent` and `fullPercent`.
struct CoverageInput: TemplateValue {
    struct Version: TemplateValue {
        var coverage: Coverage
        var standards: [Standard]

        enum Key: String, TemplateKey {
            case version, slug, levels, standards

            var holds: TemplateShape {
                switch self {
                case .levels: .list(.text)
                case .standards: .list(.value(Standard.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .version: .text(coverage.version.rawValue)
            case .slug: .text(coverage.version.rawValue.replacingOccurrences(of: ".", with: "-"))
            case .levels: TemplateData(coverage.levels.map(\.rawValue))
            case .standards: TemplateData(standards)
            }
        }
    }

    struct Standard: TemplateValue {
        var coverage: Coverage.StandardCoverage
        /// How many guidelines the standard has: a share of WCAG reads differently for one.
        var guidelines: Int
        var unmapped: [Unmapped]

        enum Key: String, TemplateKey {
            case standard, standardName, guidelines, oneGuideline, levels, hasUnmapped, unmapped

            var holds: TemplateShape {
                switch self {
                case .levels: .list(.value(Level.self))
                case .unmapped: .list(.value(Unmapped.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standard: .text(coverage.standard)
            case .standardName: .text(coverage.standardName)
            case .guidelines: TemplateData(guidelines)
            case .oneGuideline: TemplateData(guidelines == 1)
            case .levels: TemplateData(coverage.levels.map(Level.init))
            case .hasUnmapped: TemplateData(!unmapped.isEmpty)
            case .unmapped: TemplateData(unmapped)
            }
        }
    }

    struct Level: TemplateValue {
        var count: Coverage.LevelCount

        /// A percentage as the site prints it: `50`, `33.3`.
        static func percent(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }

        enum Key: String, TemplateKey {
            case level, covered, total, full, percent, fullPercent
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .level: .text(count.level.rawValue)
            case .covered: TemplateData(count.covered)
            case .total: TemplateData(count.total)
            case .full: TemplateData(count.full)
            case .percent: .text(Self.percent(count.percent))
            case .fullPercent: .text(Self.percent(count.total == 0 ? 0 : (Double(count.full) * 1000 / Double(count.total)).rounded() / 10))
            }
        }
    }

    struct Unmapped: TemplateValue {
        var link: GuidelineLink
        var remarks: String?

        enum Key: String, TemplateKey {
            case remarks
        }

        static var alsoAnswers: [any TemplateValue.Type] { [GuidelineLink.self] }

        func value(_ key: Key) -> TemplateData? { TemplateData(remarks) }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            link.child(resolution, named: name)
        }
    }

    var versions: [Version]

    enum Key: String, TemplateKey {
        case versions

        var holds: TemplateShape {
            switch self {
            case .versions: .list(.value(Version.self))
            }
        }
    }

    func value(_ key: Key) -> TemplateData? { TemplateData(versions) }
}
