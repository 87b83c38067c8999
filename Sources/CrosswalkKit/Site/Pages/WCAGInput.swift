/// `wcag.mustache`: the criteria of one WCAG version, with the guidelines of each standard.
struct WCAGInput: TemplateValue {
    /// A link to another version's index.
    struct EditionLink: TemplateValue {
        var version: WCAGVersion
        var path: String
        var current: Bool

        enum Key: String, TemplateKey {
            case version, path, current
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .version: .text(version.rawValue)
            case .path: .text(path)
            case .current: TemplateData(current)
            }
        }
    }

    var version: WCAGVersion
    var edition: WCAGCatalogue.Edition?
    var editions: [EditionLink]
    var standards: [StandardColumn]
    var rows: [MatrixRowItem]

    enum Key: String, TemplateKey {
        case version, sourceURL, date, count, editions, standards, rows

        var holds: TemplateShape {
            switch self {
            case .editions: .list(.value(EditionLink.self))
            case .standards: .list(.value(StandardColumn.self))
            case .rows: .list(.value(MatrixRowItem.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .version: .text(version.rawValue)
        case .sourceURL: TemplateData(edition?.sourceURL)
        case .date: TemplateData(edition?.date)
        case .count: TemplateData(rows.count)
        case .editions: TemplateData(editions)
        case .standards: TemplateData(standards)
        case .rows: TemplateData(rows)
        }
    }
}
