/// `check-tool.mustache`: one tool of automated checks, every check with its threshold, what
/// it tests and what it cannot see.
struct CheckToolInput: TemplateValue {
    struct Check: TemplateValue {
        var check: CheckToolDetail.Check
        /// Set when the check runs on other platforms than its tool's (none, or fewer).
        var platforms: String?

        enum Key: String, TemplateKey {
            case name, anchor, title, description, threshold, experimental, platforms, tests, cannotSee

            var holds: TemplateShape {
                switch self {
                case .tests: .list(.value(Test.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .name: Text(check.name)
            case .anchor: Text(CheckItem.anchor(check.name))
            case .title: Text(check.title)
            case .description: InlineMarkdown.html(check.description)
            case .threshold: check.threshold.map(InlineMarkdown.html)
            case .experimental: check.experimental
            case .platforms: platforms.map { Text($0) }
            case .tests: check.tests.map(Test.init)
            case .cannotSee: InlineMarkdown.html(check.cannotSee)
            }
        }
    }

    /// A criterion or guideline a check tests: its page is `wcag/<number>/` or `guidelines/<id>/`.
    struct Test: TemplateValue {
        var test: CheckToolDetail.Test

        enum Key: String, TemplateKey {
            case path, label, title, level, relationship, remarks
            var holds: TemplateShape { .text }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .path:
                Text(test.kind == .criterion ? SiteRoute.criterion.path(test.label) : SiteRoute.guideline.path(test.target))
            case .label: Text(test.label)
            case .title: Text(test.title)
            case .level: Text(test.level?.rawValue)
            case .relationship: Text(test.relationship.rawValue)
            case .remarks: test.remarks.map(InlineMarkdown.html)
            }
        }
    }

    var tool: CheckToolDetail

    enum Key: String, TemplateKey {
        case sourceURL, version, checked, checkedAgainst, mappedBySource, descriptionText, checks

        var holds: TemplateShape {
            switch self {
            case .checks: .list(.value(Check.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .sourceURL: Text(tool.sourceURL)
        case .version: Text(tool.version)
        case .checked: Text(tool.checked)
        case .checkedAgainst: Text(tool.checkedAgainst)
        case .mappedBySource: tool.mappedBy == .source
        case .descriptionText: InlineMarkdown.plain(tool.description)
        case .checks:
            tool.checks.map { check in
                Check(
                    check: check,
                    platforms: check.platforms == tool.platforms
                        ? nil
                        : check.platforms.isEmpty ? "none that Crosswalk covers" : check.platforms.map(\.title).joined(separator: ", "))
            }
        }
    }

    /// What the index says of the tool: id, name, publisher, kindPartial, platforms, count, description.
    static var alsoAnswers: [any TemplateValue.Type] { [CheckToolsInput.Tool.self] }

    func child(named name: String) -> Any? {
        Key(rawValue: name).map { value($0) } ?? CheckToolsInput.Tool(tool: tool).child(named: name)
    }
}
