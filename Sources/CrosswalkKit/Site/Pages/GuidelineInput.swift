import Foundation

/// `guideline.mustache`: one guideline in full.
struct GuidelineInput: TemplateValue {
    /// The guideline's own fields, as `g.…`.
    struct Fields: TemplateValue {
        var g: GuidelineDetail

        enum Key: String, TemplateKey {
            case id, standard, number, title, statement, paraphrase, statementOwner, applicability, scoping, levelName, category, page,
                topics, users, terms, summary, notes, testing, wcag, noWCAG

            var holds: TemplateShape {
                switch self {
                case .applicability: .value(Applicability.self)
                case .category: .value(Named.self)
                case .topics: .list(.value(Named.self))
                case .users: .list(.value(Named.self))
                case .terms: .list(.value(Named.self))
                case .summary: .value(RichHTML.self)
                case .notes: .value(RichHTML.self)
                case .testing: .value(Testing.self)
                case .wcag: .list(.value(CriterionRow.self))
                case .noWCAG: .list(.value(NoCriterion.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(g.id)
            case .standard: Text(g.standard)
            case .number: Text(g.number)
            case .title: Text(g.title)
            case .statement: Text(g.statement)
            case .paraphrase: g.paraphrase
            case .statementOwner: Text(g.statementOwner)
            case .applicability: g.applicability.map(Applicability.init)
            case .scoping: g.scoping
            case .levelName: Text(g.levelName)
            case .category: g.category.map { Named(id: $0.id, title: $0.title) }
            case .page: g.page
            case .topics: g.topics.map { Named(id: $0.id, title: $0.title) }
            case .users: g.users.map { Named(id: $0.id, title: $0.title) }
            case .terms: g.terms.map { Named(id: $0.id, title: $0.title) }
            case .summary: RichHTML(g.summaryHTML, id: "summary")
            case .notes: RichHTML(g.notesHTML, id: "notes")
            case .testing: Testing(editorial: g.testing.editorial, automated: g.testing.automatedTest.map(AutomatedTestSection.init))
            case .wcag: g.wcag.map(CriterionRow.init)
            case .noWCAG: g.noWCAG.map(NoCriterion.init)
            }
        }
    }

    struct Named: TemplateValue {
        var id: String
        var title: String

        enum Key: String, TemplateKey {
            case id, title
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(id)
            case .title: Text(title)
            }
        }
    }

    /// A regulation's clause: whether it applies to native apps, and how or why not.
    struct Applicability: TemplateValue {
        var applicability: Guideline.Applicability

        enum Key: String, TemplateKey {
            case applies, appliesAsEdited, notApplied, note
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .applies: applicability.status == .applies
            case .appliesAsEdited: applicability.status == .appliesAsEdited
            case .notApplied: applicability.status == .notApplied
            case .note: applicability.note.map(Text.init)
            }
        }
    }

    struct Testing: TemplateValue {
        var editorial: Bool
        var automated: AutomatedTestSection?

        enum Key: String, TemplateKey {
            case editorial, automated

            var holds: TemplateShape {
                switch self {
                case .automated: .value(AutomatedTestSection.self)
                case .editorial: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .editorial: editorial
            case .automated: automated
            }
        }
    }

    struct CriterionRow: TemplateValue {
        var link: GuidelineDetail.CriterionLink

        enum Key: String, TemplateKey {
            case criterion, handle, level, relationship, method, confidence, remarks, versions, url
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .criterion: Text(link.criterion)
            case .url: Text(SiteRoute.criterion.path(link.criterion))
            case .handle: Text(link.handle)
            case .level: Text(link.level.rawValue)
            case .relationship: Text(link.relationship.rawValue)
            case .method: Text(link.method.rawValue)
            case .confidence: Text(link.confidence.rawValue)
            case .remarks: Text(link.remarks)
            case .versions: Text(VersionRange.text(link.introduced, link.removed))
            }
        }
    }

    struct NoCriterion: TemplateValue {
        var statement: GuidelineDetail.NoCriterion

        enum Key: String, TemplateKey {
            case version, remarks
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .version: Text(statement.version.rawValue)
            case .remarks: Text(statement.remarks)
            }
        }
    }

    struct Roles: TemplateValue {
        var originates: String
        var implemented: String

        enum Key: String, TemplateKey {
            case originates, implemented
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .originates: Text(originates)
            case .implemented: Text(implemented)
            }
        }
    }

    /// One platform's tab: its techniques, or why there are none.
    struct PlatformSection: TemplateValue {
        var platform: Platform
        var techniques: [TechniqueItem]
        /// The source states it gives no technique ("n/a").
        var noTechnique: Bool

        enum Key: String, TemplateKey {
            case platform, title, techniques, hasTechniques, noTechnique
            /// No source names the platform (Flutter, React Native): its techniques are all Crosswalk's.
            case editorialOnly
            /// The web's techniques, which also hold for HTML an app shows in a web view.
            case web

            var holds: TemplateShape {
                switch self {
                case .techniques: .list(.value(TechniqueItem.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .platform: Text(platform.rawValue)
            case .title: Text(platform.title)
            case .techniques: techniques
            case .hasTechniques: !techniques.isEmpty
            case .noTechnique: noTechnique
            case .editorialOnly: platform.isEditorialOnly
            case .web: platform == .html
            }
        }
    }

    /// An HTML fragment cmark rendered (a test step or expected result).
    struct Fragment: TemplateValue {
        var html: String

        enum Key: String, TemplateKey {
            case html
        }

        func value(_ key: Key) -> Any? { Text(html) }
    }

    /// The counterparts in one other standard.
    struct CounterpartGroup: TemplateValue {
        var standardName: String
        var pairs: [PairItem]
        /// Weaker pairs through WCAG or a topic left out.
        var hidden: Int

        enum Key: String, TemplateKey {
            case standardName, pairs, hidden

            var holds: TemplateShape {
                switch self {
                case .pairs: .list(.value(PairItem.self))
                case .hidden: .value(Hidden.self)
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .standardName: Text(standardName)
            case .pairs: pairs
            case .hidden: hidden > 0 ? Hidden(count: hidden) : nil
            }
        }
    }

    struct Hidden: TemplateValue {
        var count: Int

        enum Key: String, TemplateKey {
            case count
        }

        func value(_ key: Key) -> Any? { count }
    }

    var guideline: GuidelineDetail
    var standardName: String
    var platforms: [PlatformSection]
    var counterparts: [CounterpartGroup]
    var previous: GuidelineLink?
    var next: GuidelineLink?

    enum Key: String, TemplateKey {
        case g, standardName, level, heading, roles, hasUsers, hasTerms, platforms, hasPlatforms, hasTesting, testAs, steps, expected,
            hasWCAG, equivalentGroups, hasEquivalents, supersedes, hasSupersedes, supersededBy, hasSupersededBy, hasNotes, checks,
            hasChecks,
            testable, previous, next

        var holds: TemplateShape {
            switch self {
            case .g: .value(Fields.self)
            case .roles: .value(Roles.self)
            case .platforms: .list(.value(PlatformSection.self))
            case .testAs: .list(.value(CriterionRow.self))
            case .steps: .list(.value(Fragment.self))
            case .expected: .list(.value(Fragment.self))
            case .equivalentGroups: .list(.value(CounterpartGroup.self))
            case .supersedes: .list(.value(GuidelineLink.self))
            case .supersededBy: .list(.value(GuidelineLink.self))
            case .checks: .list(.value(CheckItem.self))
            case .previous: .value(GuidelineLink.self)
            case .next: .value(GuidelineLink.self)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        let g = guideline
        return switch key {
        case .g: Fields(g: g)
        case .standardName: Text(standardName)
        case .level: Text(g.level.rawValue)
        case .heading: g.heading == g.statement ? nil : Text(g.heading)
        case .roles:
            g.originatesWith.isEmpty && g.implementedBy.isEmpty
                ? nil : Roles(originates: g.originatesWith.joined(separator: ", "), implemented: g.implementedBy.joined(separator: ", "))
        case .hasUsers: !g.users.isEmpty
        case .hasTerms: !g.terms.isEmpty
        case .platforms: platforms
        case .hasPlatforms: !platforms.isEmpty
        case .hasTesting: !g.testing.stepsHTML.isEmpty || !g.testing.expectedHTML.isEmpty
        // A regulation's clause with no procedure of its own tests as the criterion it applies.
        case .testAs:
            g.applicability?.status == .notApplied
                ? [] : g.wcag.filter { $0.relationship == .equalTo || $0.relationship == .equivalentTo }.map(CriterionRow.init)
        case .steps: g.testing.stepsHTML.map { Fragment(html: Self.listItem($0)) }
        case .expected: g.testing.expectedHTML.map { Fragment(html: Self.listItem($0)) }
        case .hasWCAG: !g.wcag.isEmpty
        case .equivalentGroups: counterparts
        case .hasEquivalents: !counterparts.isEmpty
        case .supersedes: g.supersedes.map { GuidelineLink(path: $0, number: $0) }
        case .hasSupersedes: !g.supersedes.isEmpty
        case .supersededBy: g.supersededBy.map { GuidelineLink(path: $0, number: $0) }
        case .hasSupersededBy: !g.supersededBy.isEmpty
        case .hasNotes: !g.notesHTML.isEmpty
        case .checks: g.checks.map(CheckItem.init)
        case .hasChecks: !g.checks.isEmpty
        // A clause not applied to apps, or one that scopes the others, asks nothing to test.
        case .testable: g.applicability?.status != .notApplied && !g.scoping
        case .previous: previous
        case .next: next
        }
    }

    /// cmark renders a list item with its `<li>`; an expected result written as a paragraph
    /// needs one added to sit in the template's list.
    static func listItem(_ html: String) -> String {
        html.hasPrefix("<li") ? html : "<li>" + html.trimmingCharacters(in: .whitespacesAndNewlines) + "</li>\n"
    }
}
