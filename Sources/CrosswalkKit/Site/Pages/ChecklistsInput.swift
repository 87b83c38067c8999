/// `checklists.mustache`: every checklist page, a row per standard and per set, a column per
/// platform.
struct ChecklistsInput: TemplateValue {
    /// A checklist of the row on one platform (also a standard page's link to its own);
    /// `path` nil when there is no page.
    struct Cell: TemplateValue {
        var platform: Platform
        var path: String?
        var items: Int
        var conditional: Int
        /// The requirements of a plan too large to print, which has no page.
        var oversized: Int?

        enum Key: String, TemplateKey {
            case platform, path, items, oneItem, conditional, oversized
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .platform: .text(platform.title)
            case .path: TemplateData(path)
            case .items: TemplateData(items)
            case .oneItem: TemplateData(items == 1)
            case .conditional: conditional > 0 ? .number(conditional) : nil
            case .oversized: TemplateData(oversized)
            }
        }
    }

    struct Row: TemplateValue {
        /// The standard's id for a single standard's row, nil for a set.
        var standardID: String?
        var title: String
        var why: String?
        var cells: [Cell]

        enum Key: String, TemplateKey {
            case standardID, title, why, cells

            var holds: TemplateShape {
                switch self {
                case .cells: .list(.value(Cell.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardID: TemplateData(standardID)
            case .title: .text(title)
            case .why: TemplateData(why)
            case .cells: TemplateData(cells)
            }
        }
    }

    var platforms: [Platform]
    var standards: [Row]
    var sets: [Row]

    enum Key: String, TemplateKey {
        case platforms, standards, sets, hasSets

        var holds: TemplateShape {
            switch self {
            case .platforms: .list(.value(PlatformName.self))
            case .standards: .list(.value(Row.self))
            case .sets: .list(.value(Row.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .platforms: TemplateData(platforms.map { PlatformName(platform: $0) })
        case .standards: TemplateData(standards)
        case .sets: TemplateData(sets)
        case .hasSets: TemplateData(!sets.isEmpty)
        }
    }
}
