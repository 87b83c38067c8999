/// A test item of a checklist page, as the audit plan gives it: the requirements it decides
/// per standard and how, its procedures and the platform's techniques.
struct ChecklistItem: TemplateValue {
    /// A requirement the item decides.
    struct Requirement: TemplateValue {
        var link: GuidelineLink
        var level: AuditLevel
        var decides: AuditDecision
        var relationship: Relation

        func child(named name: String) -> Any? {
            switch name {
            case "path": Text(link.path)
            case "number": Text(link.number)
            case "title": Text(link.title)
            case "level": Text(level.rawValue)
            case "decides": Text(decides.rawValue)
            case "decidesPartial": Self.decidesPartial(decides)
            case "relationship": Text(relationship.rawValue)
            default: nil
            }
        }

        /// The partial that says how the item decides it (`{{>*decidesPartial}}`).
        static func decidesPartial(_ decision: AuditDecision) -> String { "checklist-decides-" + decision.rawValue }
    }

    /// The requirements of one standard.
    struct Group: TemplateValue {
        var standardName: String
        var requirements: [Requirement]

        func child(named name: String) -> Any? {
            switch name {
            case "standardName": Text(standardName)
            case "requirements": requirements
            default: nil
            }
        }
    }

    struct Criterion: TemplateValue {
        var criterion: AuditPlan.Criterion

        func child(named name: String) -> Any? {
            switch name {
            case "number": Text(criterion.number)
            case "handle": Text(criterion.handle)
            case "level": Text(criterion.level.rawValue)
            default: nil
            }
        }
    }

    /// A test procedure: a guideline's steps and expected results (HTML cmark rendered), or
    /// an instruction.
    struct Procedure: TemplateValue {
        /// The guideline whose procedure it is, with its standard's name.
        var source: GuidelineLink?
        var standardName: String?
        var editorial: Bool
        var steps: [String]
        var expected: [String]
        var instruction: String?

        func child(named name: String) -> Any? {
            switch name {
            case "source": source
            case "standardName": Text(standardName)
            case "editorial": editorial
            case "steps": steps.map(GuidelineInput.Fragment.init)
            case "hasSteps": !steps.isEmpty
            case "expected": expected.map(GuidelineInput.Fragment.init)
            case "hasExpected": !expected.isEmpty
            case "instruction": Text(instruction)
            default: nil
            }
        }
    }

    /// The platform's techniques of one guideline: a link to them, and their kinds.
    struct Techniques: TemplateValue {
        var link: GuidelineLink
        var standardName: String
        var kinds: [Technique.Kind]

        func child(named name: String) -> Any? {
            switch name {
            case "path": Text(link.path)
            case "number": Text(link.number)
            case "title": Text(link.title)
            case "standardName": Text(standardName)
            case "kinds": kinds.map(Kind.init)
            default: nil
            }
        }
    }

    /// A kind of technique: `{{>*kindPartial}}` shows its icon and words.
    struct Kind: TemplateValue {
        var kind: Technique.Kind

        func child(named name: String) -> Any? { name == "kindPartial" ? TechniqueItem.kindPartial(kind) : nil }
    }

    var id: String
    var title: String
    var condition: String?
    var groups: [Group]
    var wcag: [Criterion]
    var procedures: [Procedure]
    var techniques: [Techniques]

    func child(named name: String) -> Any? {
        switch name {
        case "id": Text(id)
        case "title": Text(title)
        case "condition": Text(condition)
        case "groups": groups
        case "wcag": wcag
        case "hasWCAG": !wcag.isEmpty
        case "procedures": procedures
        case "techniques": techniques
        case "hasTechniques": !techniques.isEmpty
        default: nil
        }
    }
}
