/// Everything about one guideline: the guideline object of the export's JSON, which
/// `show --format json` prints too. Navigation (``GuidelineNeighbours``) and each page's
/// layout are the site's and `show`'s text's own values, not fields here.
public struct GuidelineDetail: Sendable, Encodable {
    public struct Reference: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
    }

    public struct PlatformCoverage: Sendable, Encodable, Equatable {
        public var platform: Platform
        /// False when the source states it gives no technique for the platform ("n/a").
        public var hasTechnique: Bool
        enum CodingKeys: String, CodingKey {
            case platform
            case hasTechnique = "has_technique"
        }
    }

    public struct TechniqueDetail: Sendable, Encodable, Equatable {
        public var platform: Platform
        public var kind: Technique.Kind
        public var editorial: Bool
        /// The source's own advice, since superseded by the platform's editorial technique.
        public var legacy: Bool
        public var markdown: String
        public var html: String
        public var code: [CodeDetail]
    }

    public struct CodeDetail: Sendable, Encodable, Equatable {
        public var language: String
        public var code: String
    }

    public struct Testing: Sendable, Encodable, Equatable {
        public var editorial: Bool
        public var steps: [String]
        public var expected: [String]
        public var stepsHTML: [String]
        public var expectedHTML: [String]
        /// How tools test part of the guideline; nil when the guideline does not say.
        public var automatedTest: AutomatedTestDetail?
        enum CodingKeys: String, CodingKey {
            case editorial, steps, expected
            case stepsHTML = "steps_html"
            case expectedHTML = "expected_html"
            case automatedTest = "automated_test"
        }
    }

    /// `### Automated test (editorial)`: always Crosswalk's own.
    public struct AutomatedTestDetail: Sendable, Encodable, Equatable {
        /// Which automated checks cover the guideline and what a test can assert (Markdown).
        public var prose: String
        public var proseHTML: String
        /// One test per platform, in authored order.
        public var code: [TestCode]
        /// The paragraph that starts "A person still checks:" (Markdown); empty when missing.
        public var personChecks: String
        public var personChecksHTML: String
        enum CodingKeys: String, CodingKey {
            case prose, code
            case proseHTML = "prose_html"
            case personChecks = "person_checks"
            case personChecksHTML = "person_checks_html"
        }
    }

    public struct TestCode: Sendable, Encodable, Equatable {
        public var platform: Platform
        public var language: CodeLanguage
        public var code: String
    }

    /// A link to a WCAG success criterion.
    public struct CriterionLink: Sendable, Encodable, Equatable {
        public var criterion: String
        public var handle: String
        public var level: SuccessCriterion.Level
        public var relationship: Mapping.Relationship
        public var rationale: Mapping.Rationale
        public var confidence: Mapping.Confidence
        /// `source`: the standard states it; `editorial`: Crosswalk's judgement.
        public var method: Mapping.Method
        public var remarks: String
        /// The WCAG version that added the criterion, and the one that removed it.
        public var introduced: WCAGVersion
        public var removed: WCAGVersion?

        /// Whether `version` contains the criterion.
        public func isIn(_ version: WCAGVersion) -> Bool {
            version >= introduced && removed.map { version < $0 } != false
        }
    }

    /// A mapping's statement that no criterion of a WCAG version corresponds, and why.
    public struct NoCriterion: Sendable, Encodable, Equatable {
        public var version: WCAGVersion
        public var remarks: String
    }

    public var id: String
    public var standard: String
    public var standardName: String
    public var number: String
    public var title: String
    public var statement: String
    /// The statement is in Crosswalk's words, because `statementOwner`'s text is not free to quote.
    public var paraphrase: Bool
    /// The publisher whose text the statement quotes or restates.
    public var statementOwner: String
    /// A regulation's clause: whether it applies to native apps; nil for guidance.
    public var applicability: Guideline.Applicability?
    /// A regulation's clause that scopes the others rather than asking something of an app.
    public var scoping: Bool
    public var heading: String?
    public var level: RequirementLevel
    /// The standard's own word for the level (e.g. "Standard (MUST / MUST NOT)").
    public var levelName: String?
    public var category: Reference?
    public var page: Int?
    public var originatesWith: [String]
    public var implementedBy: [String]
    public var topics: [Reference]
    public var users: [Reference]
    public var terms: [Reference]
    public var platforms: [PlatformCoverage]
    public var summary: String
    public var summaryHTML: String
    public var techniques: [TechniqueDetail]
    public var testing: Testing
    public var notes: String
    public var notesHTML: String
    public var wcag: [CriterionLink]
    /// The WCAG versions in which, as its mappings state, no criterion corresponds, and why.
    public var noWCAG: [NoCriterion]
    /// Counterparts in other standards (direct, through the WCAG hub, or by topic).
    public var equivalents: [PairRelation]
    /// Per standard, the counterparts through the WCAG hub or a topic that a bound left out
    /// of `equivalents`; nil when none were.
    public var equivalentsOmitted: [String: Int]? = nil
    public var supersedes: [String]
    public var supersededBy: [String]
    public var path: String
    /// The automated checks that test it, directly or through its criteria.
    public var checks: [CheckReference] = []

    enum CodingKeys: String, CodingKey {
        case id, standard, number, title, statement, paraphrase, applicability, scoping, heading, level, category, page, topics, users,
            terms
        case platforms, summary, techniques, testing, notes, wcag, equivalents, supersedes, path, checks
        case standardName = "standard_name"
        case statementOwner = "statement_owner"
        case levelName = "level_name"
        case originatesWith = "originates_with"
        case implementedBy = "implemented_by"
        case summaryHTML = "summary_html"
        case notesHTML = "notes_html"
        case noWCAG = "no_wcag"
        case equivalentsOmitted = "equivalents_omitted"
        case supersededBy = "superseded_by"
    }
}
