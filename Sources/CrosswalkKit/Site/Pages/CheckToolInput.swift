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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .name: .text(check.name)
            case .anchor: .text(CheckItem.anchor(check.name))
            case .title: .text(check.title)
            case .description: InlineMarkdown.html(check.description)
            case .threshold: check.threshold.map(InlineMarkdown.html)
            case .experimental: TemplateData(check.experimental)
            case .platforms: TemplateData(platforms)
            case .tests: TemplateData(check.tests.map(Test.init))
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .path:
                .text(test.kind == .criterion ? SiteRoute.criterion.path(test.label) : SiteRoute.guideline.path(test.target))
            case .label: .text(test.label)
            case .title: .text(test.title)
            case .level: TemplateData(test.level?.rawValue)
            case .relationship: .text(test.relationship.rawValue)
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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .sourceURL: .text(tool.sourceURL)
        case .version: .text(tool.version)
        case .checked: .text(tool.checked)
        case .checkedAgainst: .text(tool.checkedAgainst)
        case .mappedBySource: TemplateData(tool.mappedBy == .source)
        case .descriptionText: InlineMarkdown.plain(tool.description)
        case .checks:
            TemplateData(
                tool.checks.map { check in
                    Check(
                        check: check,
                        platforms: check.platforms == tool.platforms
                            ? nil
                            : check.platforms.isEmpty ? "none that Crosswalk covers" : check.platforms.map(\.title).joined(separator: ", "))
                })
        }
    }

    /// What the index says of the tool: id, name, publisher, kindPartial, platforms, count, description.
    static var alsoAnswers: [any TemplateValue.Type] { [CheckToolsInput.Tool.self] }

    func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
        CheckToolsInput.Tool(tool: tool).child(resolution, named: name)
    }
}
