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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(id)
            case .shortName: .text(shortName)
            case .requirements: TemplateData(requirements)
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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .platform: TemplateData(PlatformName(platform: platform))
        case .title: .text(title)
        case .why: TemplateData(why)
        case .command: .text(command)
        case .standards: TemplateData(standards)
        case .set: TemplateData(standards.count > 1)
        case .itemCount: TemplateData(items.count)
        case .oneItem: TemplateData(items.count == 1)
        case .requirementCount: TemplateData(requirementCount)
        case .oneRequirement: TemplateData(requirementCount == 1)
        case .conditionalCount: conditionalCount > 0 ? .number(conditionalCount) : nil
        case .oneConditional: TemplateData(conditionalCount == 1)
        case .items: TemplateData(items)
        }
    }
}
