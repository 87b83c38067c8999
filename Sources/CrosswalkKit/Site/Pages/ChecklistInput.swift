/// `checklist.mustache`: the audit plan for one platform and a standard or a set, to print.
struct ChecklistInput: TemplateValue {
    /// A chosen standard and how many of its requirements the items decide.
    struct Standard: TemplateValue {
        var id: String
        var shortName: String
        var requirements: Int

        enum Key: String, TemplateKey {
            case id, shortName, requirements
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(id)
            case .shortName: Text(shortName)
            case .requirements: requirements
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

    enum Key: String, TemplateKey {
        case platform, title, why, command, standards, set, itemCount, oneItem, requirementCount, oneRequirement, conditionalCount,
            oneConditional, items

        var holds: TemplateShape {
            switch self {
            case .platform: .value(PlatformName.self)
            case .standards: .list(.value(Standard.self))
            case .items: .list(.value(ChecklistItem.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .platform: PlatformName(platform: platform)
        case .title: Text(title)
        case .why: Text(why)
        case .command: Text(command)
        case .standards: standards
        case .set: standards.count > 1
        case .itemCount: items.count
        case .oneItem: items.count == 1
        case .requirementCount: requirementCount
        case .oneRequirement: requirementCount == 1
        case .conditionalCount: conditionalCount > 0 ? conditionalCount : nil
        case .oneConditional: conditionalCount == 1
        case .items: items
        }
    }
}
