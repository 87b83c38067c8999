/// `standard.mustache`.
struct StandardInput: TemplateValue {
    /// The standard's own words for one requirement level.
    struct Strength: TemplateValue {
        var level: RequirementLevel
        var words: String

        enum Key: String, TemplateKey {
            case level, words
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .level: .text(level.rawValue)
            case .words: .text(words)
            }
        }
    }

    /// Guidelines under one of the standard's categories (`title` nil: no categories).
    struct Group: TemplateValue {
        var id: String
        var title: String?
        var guidelines: [GuidelineItem]

        enum Key: String, TemplateKey {
            case id, title, guidelines

            var holds: TemplateShape {
                switch self {
                case .guidelines: .list(.value(GuidelineItem.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(id)
            case .title: TemplateData(title)
            case .guidelines: TemplateData(guidelines)
            }
        }
    }

    struct Page: TemplateValue {
        var standardID: String
        var slug: String
        var title: String

        enum Key: String, TemplateKey {
            case standardID, slug, title
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardID: .text(standardID)
            case .slug: .text(slug)
            case .title: .text(title)
            }
        }
    }

    var standard: StandardRow
    var strength: [Strength]
    var groups: [Group]
    var pages: [Page]
    /// The standard's checklist on each platform that has one.
    var checklists: [ChecklistsInput.Cell]

    enum Key: String, TemplateKey {
        case standard, strength, groups, pages, hasPages, checklists, hasChecklists

        var holds: TemplateShape {
            switch self {
            case .standard: .value(StandardRow.self)
            case .strength: .list(.value(Strength.self))
            case .groups: .list(.value(Group.self))
            case .pages: .list(.value(Page.self))
            case .checklists: .list(.value(ChecklistsInput.Cell.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .standard: TemplateData(standard)
        case .strength: TemplateData(strength)
        case .groups: TemplateData(groups)
        case .pages: TemplateData(pages)
        case .hasPages: TemplateData(!pages.isEmpty)
        case .checklists: TemplateData(checklists)
        case .hasChecklists: TemplateData(!checklists.isEmpty)
        }
    }
}
