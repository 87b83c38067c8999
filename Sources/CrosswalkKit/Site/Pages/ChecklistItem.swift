/// A test item of a checklist page, as the audit plan gives it: the requirements it decides
/// per standard and how, its procedures and the platform's techniques.
struct ChecklistItem: TemplateValue {
    /// A requirement the item decides.
    struct Requirement: TemplateValue {
        var link: GuidelineLink
        var level: AuditLevel
        var decides: AuditDecision
        var relationship: Relation

        enum Key: String, TemplateKey {
            case level, decides, decidesPartial, relationship

            var holds: TemplateShape {
                switch self {
                case .decidesPartial: .partial(AuditDecision.allCases.map(Requirement.decidesPartial))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .level: .text(level.rawValue)
            case .decides: .text(decides.rawValue)
            case .decidesPartial: TemplateData(Self.decidesPartial(decides))
            case .relationship: .text(relationship.rawValue)
            }
        }

        static var alsoAnswers: [any TemplateValue.Type] { [GuidelineLink.self] }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            link.child(resolution, named: name)
        }

        /// The partial that says how the item decides it (`{{>*decidesPartial}}`).
        static func decidesPartial(_ decision: AuditDecision) -> String { "checklist-decides-" + decision.rawValue }
    }

    /// The requirements of one standard.
    struct Group: TemplateValue {
        var standardName: String
        var requirements: [Requirement]

        enum Key: String, TemplateKey {
            case standardName, requirements

            var holds: TemplateShape {
                switch self {
                case .requirements: .list(.value(Requirement.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardName: .text(standardName)
            case .requirements: TemplateData(requirements)
            }
        }
    }

    struct Criterion: TemplateValue {
        var criterion: AuditPlan.Criterion

        enum Key: String, TemplateKey {
            case number, handle, level
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .number: .text(criterion.number)
            case .handle: .text(criterion.handle)
            case .level: .text(criterion.level.rawValue)
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

        enum Key: String, TemplateKey {
            case source, standardName, editorial, steps, hasSteps, expected, hasExpected, instruction

            var holds: TemplateShape {
                switch self {
                case .source: .value(GuidelineLink.self)
                case .steps: .list(.value(GuidelineInput.Fragment.self))
                case .expected: .list(.value(GuidelineInput.Fragment.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .source: TemplateData(source)
            case .standardName: TemplateData(standardName)
            case .editorial: TemplateData(editorial)
            case .steps: TemplateData(steps.map(GuidelineInput.Fragment.init))
            case .hasSteps: TemplateData(!steps.isEmpty)
            case .expected: TemplateData(expected.map(GuidelineInput.Fragment.init))
            case .hasExpected: TemplateData(!expected.isEmpty)
            case .instruction: TemplateData(instruction)
            }
        }
    }

    /// The platform's techniques of one guideline: a link to them, and their kinds.
    struct Techniques: TemplateValue {
        var link: GuidelineLink
        var standardName: String
        var kinds: [Technique.Kind]

        enum Key: String, TemplateKey {
            case standardName, kinds

            var holds: TemplateShape {
                switch self {
                case .kinds: .list(.value(Kind.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardName: .text(standardName)
            case .kinds: TemplateData(kinds.map(Kind.init))
            }
        }

        static var alsoAnswers: [any TemplateValue.Type] { [GuidelineLink.self] }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            link.child(resolution, named: name)
        }
    }

    /// A kind of technique: `{{>*kindPartial}}` shows its icon and words.
    struct Kind: TemplateValue {
        var kind: Technique.Kind

        enum Key: String, TemplateKey {
            case kindPartial

            var holds: TemplateShape {
                switch self {
                case .kindPartial: .partial(Technique.Kind.allCases.map(TechniqueItem.kindPartial))
                }
            }
        }

        func value(_ key: Key) -> TemplateData? { TemplateData(TechniqueItem.kindPartial(kind)) }
    }

    var id: String
    var title: String
    var condition: String?
    var groups: [Group]
    var wcag: [Criterion]
    var procedures: [Procedure]
    var techniques: [Techniques]

    enum Key: String, TemplateKey {
        case id, title, condition, groups, wcag, hasWCAG, procedures, techniques, hasTechniques

        var holds: TemplateShape {
            switch self {
            case .groups: .list(.value(Group.self))
            case .wcag: .list(.value(Criterion.self))
            case .procedures: .list(.value(Procedure.self))
            case .techniques: .list(.value(Techniques.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(id)
        case .title: .text(title)
        case .condition: TemplateData(condition)
        case .groups: TemplateData(groups)
        case .wcag: TemplateData(wcag)
        case .hasWCAG: TemplateData(!wcag.isEmpty)
        case .procedures: TemplateData(procedures)
        case .techniques: TemplateData(techniques)
        case .hasTechniques: TemplateData(!techniques.isEmpty)
        }
    }
}
