/// A row of the criterion or topic matrix: the row's id, title and level, and in each
/// standard's column the guidelines that address it.
struct MatrixRowItem: TemplateValue {
    /// A standard's column: its name (a cell's label when the table is stacked on a phone).
    struct Cell: TemplateValue {
        var standardName: String
        var guidelines: [GuidelineLink]

        enum Key: String, TemplateKey {
            case standardName, guidelines, hasGuidelines

            var holds: TemplateShape {
                switch self {
                case .guidelines: .list(.value(GuidelineLink.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardName: .text(standardName)
            case .guidelines: TemplateData(guidelines)
            case .hasGuidelines: TemplateData(!guidelines.isEmpty)
            }
        }
    }

    var id: String
    var title: String
    var level: SuccessCriterion.Level?
    /// For a criterion: the version that added it, and the version the row is read in.
    var introduced: WCAGVersion?
    var version: WCAGVersion?
    var cells: [Cell]

    enum Key: String, TemplateKey {
        case id, title, level, added, cells

        var holds: TemplateShape {
            switch self {
            case .cells: .list(.value(Cell.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(id)
        case .title: .text(title)
        case .level: .text(level?.rawValue ?? "")
        // "new in 2.1" beside a criterion added after 2.0, in the index of a version that has it.
        case .added: introduced.flatMap { $0 > .wcag20 ? .text($0.rawValue) : nil }
        case .cells: TemplateData(cells)
        }
    }
}
