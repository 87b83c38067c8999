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

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(c.id)
            case .number: Text(c.number)
            case .handle: Text(c.handle)
            case .level: Text(c.level.rawValue)
            case .principle: Text(c.principle)
            case .guideline: Text(c.guideline)
            case .understanding: Text(c.understanding)
            case .summary: Text(c.summary)
            // Markdown (identifiers in `code`), rendered by cmark in safe mode.
            case .mobile: Text(CMark.renderHTML(c.mobile))
            case .added: c.introduced > .wcag20 ? Text(c.introduced.rawValue) : nil
            case .removed: Text(c.removed?.rawValue)
            case .versions: c.versions.map(Version.init)
            }
        }
    }

    /// The criterion in one version: whether the version contains it, its handle and page there.
    struct Version: TemplateValue {
        var entry: CriterionDetail.VersionEntry

        enum Key: String, TemplateKey {
            case version, handle, understanding, contains
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .version: Text(entry.version.rawValue)
            case .handle: Text(entry.handle)
            case .understanding: Text(entry.understanding)
            case .contains: entry.contains
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

        func value(_ key: Key) -> Any? {
            switch key {
            case .standard: Text(standard)
            case .standardName: Text(standardName)
            case .guidelines: guidelines
            }
        }
    }

    struct Row: TemplateValue {
        var link: CriterionDetail.Link
        var number: String

        enum Key: String, TemplateKey {
            case path, number, title, level, relationship, method, confidence, remarks, url
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .path: Text(link.guideline)
            case .url: Text(SiteRoute.guideline.path(link.guideline))
            case .number: Text(number)
            case .title: Text(link.title)
            case .level: Text(link.level.rawValue)
            case .relationship: Text(link.relationship.rawValue)
            case .method: Text(link.method.rawValue)
            case .confidence: Text(link.confidence.rawValue)
            case .remarks: Text(link.remarks)
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

    func value(_ key: Key) -> Any? {
        switch key {
        case .c: Fields(c: criterion)
        case .groups: groups
        case .hasGroups: !groups.isEmpty
        case .checks: criterion.checks.map(CheckItem.init)
        case .hasChecks: !criterion.checks.isEmpty
        }
    }
}
