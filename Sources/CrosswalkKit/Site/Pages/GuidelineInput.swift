import Foundation

/// `guideline.mustache`: one guideline in full.
struct GuidelineInput: TemplateValue {
    /// The guideline, held once by reference: a template reads `g.…` about 35 times a page, and
    /// each read made a `Fields`, which copied the guideline's 31 fields into a box of its own.
    final class Shared: Sendable {
        let detail: GuidelineDetail
        init(_ detail: GuidelineDetail) { self.detail = detail }
    }

    /// The guideline's own fields, as `g.…`.
    struct Fields: TemplateValue {
        var shared: Shared

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

        func value(_ key: Key) -> TemplateData? {
            let g = shared.detail
            return switch key {
            case .id: .text(g.id)
            case .standard: .text(g.standard)
            case .number: .text(g.number)
            case .title: .text(g.title)
            case .statement: .text(g.statement)
            case .paraphrase: TemplateData(g.paraphrase)
            case .statementOwner: .text(g.statementOwner)
            case .applicability: TemplateData(g.applicability.map(Applicability.init))
            case .scoping: TemplateData(g.scoping)
            case .levelName: TemplateData(g.levelName)
            case .category: TemplateData(g.category.map { Named(id: $0.id, title: $0.title) })
            case .page: TemplateData(g.page)
            case .topics: TemplateData(g.topics.map { Named(id: $0.id, title: $0.title) })
            case .users: TemplateData(g.users.map { Named(id: $0.id, title: $0.title) })
            case .terms: TemplateData(g.terms.map { Named(id: $0.id, title: $0.title) })
            case .summary: TemplateData(RichHTML(g.summaryHTML, id: "summary"))
            case .notes: TemplateData(RichHTML(g.notesHTML, id: "notes"))
            case .testing:
                TemplateData(Testing(editorial: g.testing.editorial, automated: g.testing.automatedTest.map(AutomatedTestSection.init)))
            case .wcag: TemplateData(g.wcag.map(CriterionRow.init))
            case .noWCAG: TemplateData(g.noWCAG.map(NoCriterion.init))
            }
        }
    }

    struct Named: TemplateValue {
        var id: String
        var title: String

        enum Key: String, TemplateKey {
            case id, title
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(id)
            case .title: .text(title)
            }
        }
    }

    /// A regulation's clause: whether it applies to native apps, and how or why not.
    struct Applicability: TemplateValue {
        var applicability: Guideline.Applicability

        enum Key: String, TemplateKey {
            case applies, appliesAsEdited, notApplied, note
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .applies: TemplateData(applicability.status == .applies)
            case .appliesAsEdited: TemplateData(applicability.status == .appliesAsEdited)
            case .notApplied: TemplateData(applicability.status == .notApplied)
            case .note: TemplateData(applicability.note)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .editorial: TemplateData(editorial)
            case .automated: TemplateData(automated)
            }
        }
    }

    struct CriterionRow: TemplateValue {
        var link: GuidelineDetail.CriterionLink

        enum Key: String, TemplateKey {
            case criterion, handle, level, relationship, method, confidence, remarks, versions, url
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .criterion: .text(link.criterion)
            case .url: .text(SiteRoute.criterion.path(link.criterion))
            case .handle: .text(link.handle)
            case .level: .text(link.level.rawValue)
            case .relationship: .text(link.relationship.rawValue)
            case .method: .text(link.method.rawValue)
            case .confidence: .text(link.confidence.rawValue)
            case .remarks: .text(link.remarks)
            case .versions: .text(VersionRange.text(link.introduced, link.removed))
            }
        }
    }

    struct NoCriterion: TemplateValue {
        var statement: GuidelineDetail.NoCriterion

        enum Key: String, TemplateKey {
            case version, remarks
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .version: .text(statement.version.rawValue)
            case .remarks: .text(statement.remarks)
            }
        }
    }

    struct Roles: TemplateValue {
        var originates: String
        var implemented: String

        enum Key: String, TemplateKey {
            case originates, implemented
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .originates: .text(originates)
            case .implemented: .text(implemented)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .platform: .text(platform.rawValue)
            case .title: .text(platform.title)
            case .techniques: TemplateData(techniques)
            case .hasTechniques: TemplateData(!techniques.isEmpty)
            case .noTechnique: TemplateData(noTechnique)
            case .editorialOnly: TemplateData(platform.isEditorialOnly)
            case .web: TemplateData(platform == .html)
            }
        }
    }

    /// An HTML fragment cmark rendered (a test step or expected result).
    struct Fragment: TemplateValue {
        var html: String

        enum Key: String, TemplateKey {
            case html
        }

        func value(_ key: Key) -> TemplateData? { .text(html) }
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardName: .text(standardName)
            case .pairs: TemplateData(pairs)
            case .hidden: TemplateData(hidden > 0 ? Hidden(count: hidden) : nil)
            }
        }
    }

    struct Hidden: TemplateValue {
        var count: Int

        enum Key: String, TemplateKey {
            case count
        }

        func value(_ key: Key) -> TemplateData? { TemplateData(count) }
    }

    var shared: Shared
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

    func value(_ key: Key) -> TemplateData? {
        let g = shared.detail
        return switch key {
        case .g: TemplateData(Fields(shared: shared))
        case .standardName: .text(standardName)
        case .level: .text(g.level.rawValue)
        case .heading: g.heading == g.statement ? nil : TemplateData(g.heading)
        case .roles:
            g.originatesWith.isEmpty && g.implementedBy.isEmpty
                ? nil
                : TemplateData(
                    Roles(originates: g.originatesWith.joined(separator: ", "), implemented: g.implementedBy.joined(separator: ", ")))
        case .hasUsers: TemplateData(!g.users.isEmpty)
        case .hasTerms: TemplateData(!g.terms.isEmpty)
        case .platforms: TemplateData(platforms)
        case .hasPlatforms: TemplateData(!platforms.isEmpty)
        case .hasTesting: TemplateData(!g.testing.stepsHTML.isEmpty || !g.testing.expectedHTML.isEmpty)
        // A regulation's clause with no procedure of its own tests as the criterion it applies.
        case .testAs:
            TemplateData(
                g.applicability?.status == .notApplied
                    ? [] : g.wcag.filter { $0.relationship == .equalTo || $0.relationship == .equivalentTo }.map(CriterionRow.init))
        case .steps: TemplateData(g.testing.stepsHTML.map { Fragment(html: Self.listItem($0)) })
        case .expected: TemplateData(g.testing.expectedHTML.map { Fragment(html: Self.listItem($0)) })
        case .hasWCAG: TemplateData(!g.wcag.isEmpty)
        case .equivalentGroups: TemplateData(counterparts)
        case .hasEquivalents: TemplateData(!counterparts.isEmpty)
        case .supersedes: TemplateData(g.supersedes.map { GuidelineLink(path: $0, number: $0) })
        case .hasSupersedes: TemplateData(!g.supersedes.isEmpty)
        case .supersededBy: TemplateData(g.supersededBy.map { GuidelineLink(path: $0, number: $0) })
        case .hasSupersededBy: TemplateData(!g.supersededBy.isEmpty)
        case .hasNotes: TemplateData(!g.notesHTML.isEmpty)
        case .checks: TemplateData(g.checks.map(CheckItem.init))
        case .hasChecks: TemplateData(!g.checks.isEmpty)
        // A clause not applied to apps, or one that scopes the others, asks nothing to test.
        case .testable: TemplateData(g.applicability?.status != .notApplied && !g.scoping)
        case .previous: TemplateData(previous)
        case .next: TemplateData(next)
        }
    }

    /// cmark renders a list item with its `<li>`; an expected result written as a paragraph
    /// needs one added to sit in the template's list.
    static func listItem(_ html: String) -> String {
        html.hasPrefix("<li") ? html : "<li>" + html.trimmingCharacters(in: .whitespacesAndNewlines) + "</li>\n"
    }
}
