/// `criterion.mustache`: one criterion, the versions that contain it, and every guideline
/// mapped to it.
struct CriterionInput: TemplateValue {
    struct Fields: TemplateValue {
        var c: CriterionDetail

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(c.id)
            case "number": Text(c.number)
            case "handle": Text(c.handle)
            case "level": Text(c.level.rawValue)
            case "principle": Text(c.principle)
            case "guideline": Text(c.guideline)
            case "understanding": Text(c.understanding)
            case "summary": Text(c.summary)
            // Markdown (identifiers in `code`), rendered by cmark in safe mode.
            case "mobile": Text(CMark.renderHTML(c.mobile))
            case "added": c.introduced > .wcag20 ? Text(c.introduced.rawValue) : nil
            case "removed": Text(c.removed?.rawValue)
            case "versions": c.versions.map(Version.init)
            default: nil
            }
        }
    }

    /// The criterion in one version: whether the version contains it, its handle and page there.
    struct Version: TemplateValue {
        var entry: CriterionDetail.VersionEntry

        func child(named name: String) -> Any? {
            switch name {
            case "version": Text(entry.version.rawValue)
            case "handle": Text(entry.handle)
            case "understanding": Text(entry.understanding)
            case "contains": entry.contains
            default: nil
            }
        }
    }

    struct Group: TemplateValue {
        var standard: String
        var standardName: String
        var guidelines: [Row]

        func child(named name: String) -> Any? {
            switch name {
            case "standard": Text(standard)
            case "standardName": Text(standardName)
            case "guidelines": guidelines
            default: nil
            }
        }
    }

    struct Row: TemplateValue {
        var link: CriterionDetail.Link
        var number: String

        func child(named name: String) -> Any? {
            switch name {
            case "path": Text(link.guideline)
            case "number": Text(number)
            case "title": Text(link.title)
            case "level": Text(link.level.rawValue)
            case "relationship": Text(link.relationship.rawValue)
            case "method": Text(link.method.rawValue)
            case "confidence": Text(link.confidence.rawValue)
            case "remarks": Text(link.remarks)
            default: nil
            }
        }
    }

    var criterion: CriterionDetail
    var groups: [Group]

    func child(named name: String) -> Any? {
        switch name {
        case "c": Fields(c: criterion)
        case "groups": groups
        case "hasGroups": !groups.isEmpty
        case "checks": criterion.checks.map(CheckItem.init)
        case "hasChecks": !criterion.checks.isEmpty
        default: nil
        }
    }
}
