/// `standard.mustache`.
struct StandardInput: TemplateValue {
    /// The standard's own words for one requirement level.
    struct Strength: TemplateValue {
        var level: RequirementLevel
        var words: String

        func child(named name: String) -> Any? {
            switch name {
            case "level": Text(level.rawValue)
            case "words": Text(words)
            default: nil
            }
        }
    }

    /// Guidelines under one of the standard's categories (`title` nil: no categories).
    struct Group: TemplateValue {
        var id: String
        var title: String?
        var guidelines: [GuidelineItem]

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(id)
            case "title": Text(title)
            case "guidelines": guidelines
            default: nil
            }
        }
    }

    struct Page: TemplateValue {
        var standardID: String
        var slug: String
        var title: String

        func child(named name: String) -> Any? {
            switch name {
            case "standardID": Text(standardID)
            case "slug": Text(slug)
            case "title": Text(title)
            default: nil
            }
        }
    }

    var standard: StandardRow
    var strength: [Strength]
    var groups: [Group]
    var pages: [Page]
    /// The standard's checklist on each platform that has one.
    var checklists: [ChecklistsInput.Cell]

    func child(named name: String) -> Any? {
        switch name {
        case "standard": standard
        case "strength": strength
        case "groups": groups
        case "pages": pages
        case "hasPages": !pages.isEmpty
        case "checklists": checklists
        case "hasChecklists": !checklists.isEmpty
        default: nil
        }
    }
}
