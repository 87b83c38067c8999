/// `checks.mustache`: the index of tools of automated checks.
struct CheckToolsInput: TemplateValue {
    struct Tool: TemplateValue {
        var tool: CheckToolDetail

        enum Key: String, TemplateKey {
            case id, name, publisher, kindPartial, platforms, count, description

            var holds: TemplateShape {
                switch self {
                case .kindPartial: .partial(CheckTool.Kind.allCases.map(CheckToolsInput.kindPartial))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(tool.id)
            case .name: .text(tool.name)
            case .publisher: .text(tool.publisher)
            case .kindPartial: TemplateData(CheckToolsInput.kindPartial(tool.kind))
            case .platforms: .text(tool.platforms.map(\.title).joined(separator: ", "))
            case .count: TemplateData(tool.checks.count)
            case .description: InlineMarkdown.html(tool.description)
            }
        }
    }

    var tools: [Tool]

    /// The partial that says how a tool meets an app: `check-kind-runtime`, `check-kind-static-analysis`.
    static func kindPartial(_ kind: CheckTool.Kind) -> String { "check-kind-" + kind.rawValue }

    enum Key: String, TemplateKey {
        case tools, total

        var holds: TemplateShape {
            switch self {
            case .tools: .list(.value(Tool.self))
            case .total: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .tools: TemplateData(tools)
        case .total: TemplateData(tools.reduce(0) { $0 + $1.tool.checks.count })
        }
    }
}
