/// `criterion.mustache`: one criterion, the versions that contain it, and every guideline
/// mapped to it.
struct CriterionInput: TemplateValue {
    struct Fields: TemplateValue {
        var c: CriterionDetail

        enum Key: String, TemplateKey {
            case id, number, handle, level, principle, guideline, understanding, summary, mobile, added, removed, versions

            var holds: TemplateShape {
                switch self {
                case .versions: .list(.value(Version.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(c.id)
            case .number: .text(c.number)
            case .handle: .text(c.handle)
            case .level: .text(c.level.rawValue)
            case .principle: .text(c.principle)
            case .guideline: .text(c.guideline)
            case .understanding: .text(c.understanding)
            case .summary: .text(c.summary)
            // Markdown (identifiers in `code`), rendered by cmark in safe mode.
            case .mobile: .text(CMark.renderHTML(c.mobile))
            case .added: c.introduced > .wcag20 ? .text(c.introduced.rawValue) : nil
            case .removed: TemplateData(c.removed?.rawValue)
            case .versions: TemplateData(c.versions.map(Version.init))
            }
        }
    }

    /// The criterion in one version: whether the version contains it, its handle and page there.
    struct Version: TemplateValue {
        var entry: CriterionDetail.VersionEntry

        enum Key: String, TemplateKey {
            case version, handle, understanding, contains
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .version: .text(entry.version.rawValue)
            case .handle: .text(entry.handle)
            case .understanding: TemplateData(entry.understanding)
            case .contains: TemplateData(entry.contains)
            }
        }
    }

    struct Group: TemplateValue {
        var standard: String
        var standardName: String
        var guidelines: [Row]

        enum Key: String, TemplateKey {
            case standard, standardName, guidelines

            var holds: TemplateShape {
                switch self {
                case .guidelines: .list(.value(Row.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standard: .text(standard)
            case .standardName: .text(standardName)
            case .guidelines: TemplateData(guidelines)
            }
        }
    }

    struct Row: TemplateValue {
        var link: CriterionDetail.Link
        var number: String

        enum Key: String, TemplateKey {
            case path, number, title, level, relationship, method, confidence, remarks, url
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .path: .text(link.guideline)
            case .url: .text(SiteRoute.guideline.path(link.guideline))
            case .number: .text(number)
            case .title: .text(link.title)
            case .level: .text(link.level.rawValue)
            case .relationship: .text(link.relationship.rawValue)
            case .method: .text(link.method.rawValue)
            case .confidence: .text(link.confidence.rawValue)
            case .remarks: .text(link.remarks)
            }
        }
    }

    var criterion: CriterionDetail
    var groups: [Group]

    enum Key: String, TemplateKey {
        case c, groups, hasGroups, checks, hasChecks

        var holds: TemplateShape {
            switch self {
            case .c: .value(Fields.self)
            case .groups: .list(.value(Group.self))
            case .checks: .list(.value(CheckItem.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .c: TemplateData(Fields(c: criterion))
        case .groups: TemplateData(groups)
        case .hasGroups: TemplateData(!groups.isEmpty)
        case .checks: TemplateData(criterion.checks.map(CheckItem.init))
        case .hasChecks: TemplateData(!criterion.checks.isEmpty)
        }
    }
}
