/// Everything about one guideline, as `show` and the site present it.
public struct GuidelineDetail: Sendable, Encodable {
    public struct Reference: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
    }

    public struct PlatformCoverage: Sendable, Encodable, Equatable {
        public var platform: String
        /// False when the source states it gives no technique for the platform ("n/a").
        public var hasTechnique: Bool
        enum CodingKeys: String, CodingKey { case platform; case hasTechnique = "has_technique" }
    }

    public struct TechniqueDetail: Sendable, Encodable, Equatable {
        public var platform: String
        public var kind: String
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
        enum CodingKeys: String, CodingKey {
            case editorial, steps, expected
            case stepsHTML = "steps_html"
            case expectedHTML = "expected_html"
        }
    }

    /// A link to a WCAG 2.0 success criterion.
    public struct CriterionLink: Sendable, Encodable, Equatable {
        public var criterion: String
        public var handle: String
        public var level: String
        public var relationship: String
        public var rationale: String
        public var confidence: String
        /// `source`: the standard states it; `editorial`: Crosswalk's judgement.
        public var method: String
        public var remarks: String
    }

    public var id: String
    public var standard: String
    public var standardName: String
    public var number: String
    public var title: String
    public var statement: String
    public var heading: String?
    public var level: String
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
    /// Why the guideline has no WCAG 2.0 counterpart, when its mappings say so.
    public var noWCAGRemarks: [String]
    /// Counterparts in other standards (direct, through the WCAG hub, or by topic).
    public var equivalents: [PairRelation]
    public var supersedes: [String]
    public var supersededBy: [String]
    public var previous: String?
    public var next: String?
    public var path: String

    enum CodingKeys: String, CodingKey {
        case id, standard, number, title, statement, heading, level, category, page, topics, users, terms
        case platforms, summary, techniques, testing, notes, wcag, equivalents, supersedes, previous, next, path
        case standardName = "standard_name"
        case levelName = "level_name"
        case originatesWith = "originates_with"
        case implementedBy = "implemented_by"
        case summaryHTML = "summary_html"
        case notesHTML = "notes_html"
        case noWCAGRemarks = "no_wcag_remarks"
        case supersededBy = "superseded_by"
    }
}

/// A success criterion with every guideline of every standard linked to it.
public struct CriterionDetail: Sendable, Encodable {
    public struct Link: Sendable, Encodable, Equatable {
        public var guideline: String
        public var title: String
        public var level: String
        public var relationship: String
        public var method: String
        public var confidence: String
        public var remarks: String
    }

    public struct StandardGroup: Sendable, Encodable, Equatable {
        public var standard: String
        public var standardName: String
        public var guidelines: [Link]
        enum CodingKeys: String, CodingKey { case standard, guidelines; case standardName = "standard_name" }
    }

    public var id: String
    public var number: String
    public var handle: String
    public var level: String
    public var principle: String
    public var guideline: String
    public var understanding: String
    public var summary: String
    public var standards: [StandardGroup]
}

/// One row of `list`.
public struct GuidelineSummary: Sendable, Encodable, Equatable {
    public var id: String
    public var standard: String
    public var number: String
    public var title: String
    public var statement: String
    public var level: String
    public var category: String?
    public var platforms: [String]
    public var topics: [String]
}

/// One row of `standards`.
public struct StandardOverview: Sendable, Encodable, Equatable {
    public var id: String
    public var shortName: String
    public var title: String
    public var publisher: String
    public var region: String
    public var version: String
    public var date: String
    public var status: String
    public var source: String
    public var sourceURL: String?
    public var licence: String
    public var description: String
    public var strength: [String: String]
    public var categories: [GuidelineDetail.Reference]
    public var guidelines: Int
    public var must: Int
    public var should: Int
    public var advisory: Int
    /// Guidelines with techniques, per platform.
    public var platforms: [String: Int]
    public var pages: [GuidelineDetail.Reference]

    enum CodingKeys: String, CodingKey {
        case id, title, publisher, region, version, date, status, source, licence, description, strength
        case categories, guidelines, must, should, advisory, platforms, pages
        case shortName = "short_name"
        case sourceURL = "source_url"
    }
}

/// Which guidelines `list` returns.
public struct GuidelineFilter: Sendable, Equatable {
    public var standards: [String] = []
    public var platforms: [Platform] = []
    public var topics: [String] = []
    public var level: RequirementLevel?
    public init(standards: [String] = [], platforms: [Platform] = [], topics: [String] = [], level: RequirementLevel? = nil) {
        self.standards = standards
        self.platforms = platforms
        self.topics = topics
        self.level = level
    }
}
