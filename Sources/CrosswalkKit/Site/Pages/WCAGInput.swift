/// `wcag.mustache`: the criteria of one WCAG version, with the guidelines of each standard.
struct WCAGInput: TemplateValue {
    /// A link to another version's index.
    struct EditionLink: TemplateValue {
        var version: WCAGVersion
        var path: String
        var current: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "version": Text(version.rawValue)
            case "path": Text(path)
            case "current": current
            default: nil
            }
        }
    }

    var version: WCAGVersion
    var edition: WCAGCatalogue.Edition?
    var editions: [EditionLink]
    var standards: [StandardColumn]
    var rows: [MatrixRowItem]

    func child(named name: String) -> Any? {
        switch name {
        case "version": Text(version.rawValue)
        case "sourceURL": Text(edition?.sourceURL)
        case "date": Text(edition?.date)
        case "count": rows.count
        case "editions": editions
        case "standards": standards
        case "rows": rows
        default: nil
        }
    }
}
