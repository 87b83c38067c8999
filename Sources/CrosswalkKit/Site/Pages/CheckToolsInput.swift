/// `checks.mustache`: the index of tools of automated checks.
struct CheckToolsInput: TemplateValue {
    struct Tool: TemplateValue {
        var tool: CheckToolDetail

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(tool.id)
            case "name": Text(tool.name)
            case "publisher": Text(tool.publisher)
            case "kindPartial": Text(CheckToolsInput.kindPartial(tool.kind))
            case "platforms": Text(tool.platforms.map(\.title).joined(separator: ", "))
            case "count": tool.checks.count
            case "description": InlineMarkdown.html(tool.description)
            default: nil
            }
        }
    }

    var tools: [Tool]

    /// The partial that says how a tool meets an app: `check-kind-runtime`, `check-kind-static-analysis`.
    static func kindPartial(_ kind: CheckTool.Kind) -> String { "check-kind-" + kind.rawValue }

    func child(named name: String) -> Any? {
        switch name {
        case "tools": tools
        case "total": tools.reduce(0) { $0 + $1.tool.checks.count }
        default: nil
        }
    }
}
