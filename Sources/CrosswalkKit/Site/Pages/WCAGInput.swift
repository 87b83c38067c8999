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

        func value(_ key: Key) -> Any? {
            switch key {
            case .version: Text(version.rawValue)
            case .path: Text(path)
            case .current: current
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

    func value(_ key: Key) -> Any? {
        switch key {
        case .version: Text(version.rawValue)
        case .sourceURL: Text(edition?.sourceURL)
        case .date: Text(edition?.date)
        case .count: rows.count
        case .editions: editions
        case .standards: standards
        case .rows: rows
        }
    }
}
