/// An automated check listed on a guideline or criterion page (`automated-checks.mustache`).
struct CheckItem: TemplateValue {
    var check: CheckReference

    /// The check's anchor on its tool's page.
    static func anchor(_ name: String) -> String {
        "check-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    enum Key: String, TemplateKey {
        case id, tool, toolName, name, anchor, title, threshold, relationship, experimental, platforms, via, cannotSee

        var holds: TemplateShape {
            switch self {
            case .via: .list(.value(Via.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(check.id)
        case .tool: .text(check.tool)
        case .toolName: .text(check.toolName)
        case .name: .text(check.name)
        case .anchor: .text(Self.anchor(check.name))
        case .title: .text(check.title)
        case .threshold: check.threshold.map(InlineMarkdown.html)
        case .relationship: .text(check.relationship.rawValue)
        case .experimental: TemplateData(check.experimental)
        case .platforms: .text(check.platforms.map(\.title).joined(separator: ", "))
        case .via: TemplateData(check.via.isEmpty ? nil : check.via.map { Via(number: SuccessCriterion.number(of: $0)) })
        case .cannotSee: InlineMarkdown.html(check.cannotSee)
        }
    }

    /// A criterion through which a guideline inherits the check.
    struct Via: TemplateValue {
        var number: String

        enum Key: String, TemplateKey {
            case number
            var holds: TemplateShape { .text }
        }

        func value(_ key: Key) -> TemplateData? { .text(number) }
    }
}
