/// `checklist.mustache`: the audit plan for one platform and a standard or a set, to print.
struct ChecklistInput: TemplateValue {
    /// A chosen standard and how many of its requirements the items decide.
    struct Standard: TemplateValue {
        var id: String
        var shortName: String
        var requirements: Int

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(id)
            case "shortName": Text(shortName)
            case "requirements": requirements
            default: nil
            }
        }
    }

    var platform: Platform
    var title: String
    var why: String?
    var command: String
    var standards: [Standard]
    var requirementCount: Int
    var conditionalCount: Int
    var items: [ChecklistItem]

    func child(named name: String) -> Any? {
        switch name {
        case "platform": PlatformInput.Name(platform: platform)
        case "title": Text(title)
        case "why": Text(why)
        case "command": Text(command)
        case "standards": standards
        case "set": standards.count > 1
        case "itemCount": items.count
        case "requirementCount": requirementCount
        case "conditionalCount": conditionalCount > 0 ? conditionalCount : nil
        case "items": items
        default: nil
        }
    }
}
