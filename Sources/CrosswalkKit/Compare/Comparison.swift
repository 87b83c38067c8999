/// How well standard B covers each guideline of standard A: what policy staff ask when they
/// compare two standards ("if we adopt B, is A met?").
public struct Comparison: Sendable, Encodable {
    /// How well B covers one guideline of A, best first.
    public enum Verdict: String, CaseIterable, Sendable, Encodable, Comparable {
        /// A path soundly yields A's guideline ⊆ or = a guideline of B: B asks at least as much.
        case covered
        /// A's guideline and a guideline of B provably overlap: B asks some of it.
        case partlyCovered = "partly-covered"
        /// Only a shared WCAG criterion or topic, with nothing sound composed: a lead for a
        /// person to check, not a finding.
        case related
        /// No counterpart in B, or A's mapping states there is none.
        case notCovered = "not-covered"

        public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }

        /// Best first, as declared (compared for every pair of a large comparison).
        private var rank: Int {
            switch self {
            case .covered: 0
            case .partlyCovered: 1
            case .related: 2
            case .notCovered: 3
            }
        }

        /// The verdict a relationship from A's guideline to B's supports.
        init(_ relation: Relation) {
            switch relation {
            case .equal, .equivalent, .subset: self = .covered
            case .superset, .intersects: self = .partlyCovered
            case .unknown: self = .related
            }
        }
    }

    /// Who asserts a pair: the source document, Crosswalk's editors (a direct mapping of either
    /// kind), or the engine, composing mappings along a path.
    public enum Assertion: String, CaseIterable, Sendable, Encodable {
        case source, editorial, derived
    }

    /// A guideline of B and how it covers A's guideline.
    public struct Counterpart: Sendable, Encodable, Equatable {
        public var guideline: String
        public var title: String
        public var verdict: Verdict
        /// A's guideline's relationship to this one, composed and combined over every path.
        public var relationship: Relation
        /// The kind of the strongest path.
        public var path: PairRelation.Basis
        /// What the path goes through: guidelines of a third standard, WCAG criteria (numbers),
        /// or topics; empty for a direct mapping.
        public var via: [String]
        /// The weakest confidence of the strongest path's mappings; nil for a topic.
        public var confidence: Mapping.Confidence?
        /// The weakest rationale of those mappings (syntactic, then semantic, then functional);
        /// nil for a topic.
        public var rationale: Mapping.Rationale?
        public var assertedBy: Assertion
        /// 1 (a lead) to 10 (the same requirement, stated by the source); see docs/cli.md.
        public var strength: Int
        /// The direct mapping's remarks.
        public var remarks: String?
        /// Where each mapping on the strongest path is written (`file:line`).
        public var provenance: [Mapping.Location]

        enum CodingKeys: String, CodingKey {
            case guideline, title, verdict, relationship, path, via, confidence, rationale, strength, remarks, provenance
            case assertedBy = "asserted_by"
        }
    }

    /// One guideline of A with its verdict and the guidelines of B behind it.
    public struct Entry: Sendable, Encodable, Equatable {
        public var guideline: String
        public var number: String
        public var title: String
        public var level: RequirementLevel
        public var verdict: Verdict
        /// The strongest counterpart's strength; nil when not covered.
        public var strength: Int?
        /// Strongest first.
        public var counterparts: [Counterpart]
        /// How many counterparts are only related (leads), listed or not.
        public var leads: Int
        /// Counterparts that cover or partly cover it, beyond those a bound lets `counterparts` list.
        public var omitted = 0
        /// A's mapping states that nothing in B corresponds, and why.
        public var noCounterpart: String?

        /// Leads beyond those `counterparts` lists (every lead when a bound lists none).
        public var leadsNotListed: Int { leads - counterparts.count { $0.verdict == .related } }

        enum CodingKeys: String, CodingKey {
            case guideline, number, title, level, verdict, strength, counterparts, leads, omitted
            case noCounterpart = "no_counterpart"
        }
    }

    /// A guideline of A that B does not cover, as a summary names it.
    public struct Uncovered: Sendable, Encodable, Equatable {
        public var guideline: String
        public var number: String
        public var title: String
        public var level: RequirementLevel
        /// A's mapping states that nothing in B corresponds, and why.
        public var noCounterpart: String?

        enum CodingKeys: String, CodingKey {
            case guideline, number, title, level
            case noCounterpart = "no_counterpart"
        }
    }

    /// How many guidelines of A have each verdict, at each level.
    public struct Count: Sendable, Encodable, Equatable {
        public var verdict: Verdict
        public var must: Int
        public var should: Int
        public var advisory: Int
        public var total: Int { must + should + advisory }

        enum CodingKeys: String, CodingKey { case verdict, must, should, advisory, total }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(verdict, forKey: .verdict)
            try container.encode(must, forKey: .must)
            try container.encode(should, forKey: .should)
            try container.encode(advisory, forKey: .advisory)
            try container.encode(total, forKey: .total)
        }
    }

    /// How much of a comparison is listed. Every guideline of A is judged and counted in the
    /// summary whatever the bounds; they bound what is listed, and so the output and what is
    /// held: a comparison of two large standards has thousands of guidelines, each with
    /// hundreds of counterparts through a broad criterion.
    public struct Bounds: Sendable {
        /// The guidelines of A listed with their counterparts: `limit` of them (every one when
        /// nil) from the `offset`th judged one.
        public var offset = 0
        public var limit: Int?
        /// The most counterparts that cover or partly cover a listed guideline listed with it
        /// (every one when nil); those left out are counted in its `omitted`.
        public var findings: Int?
        /// The most related counterparts (leads) listed with it (every one when nil). With 0,
        /// leads through WCAG are counted in its `leads` but not built.
        public var leads: Int?
        /// The most guidelines not covered named (every one when nil).
        public var notCovered: Int?

        public init(offset: Int = 0, limit: Int? = nil, findings: Int? = nil, leads: Int? = nil, notCovered: Int? = nil) {
            self.offset = offset
            self.limit = limit
            self.findings = findings
            self.leads = leads
            self.notCovered = notCovered
        }

        /// Every guideline with every counterpart.
        public static let none = Bounds()

        /// The most findings and the most leads listed with a guideline by `compare` (unless
        /// --full) and the OSCAL export: through a broad criterion a guideline has thousands at
        /// 20,000 guidelines, and every one listed made the output grow with the square of the
        /// corpus. The shipped content's most are 16 findings and 24 leads.
        public static let counterpartLimit = 25

        /// Every guideline, each with its `counterpartLimit` strongest findings and leads.
        public static let everyGuideline = Bounds(findings: counterpartLimit, leads: counterpartLimit)

        func lists(_ index: Int) -> Bool { index >= offset && limit.map { index - offset < $0 } ?? true }
    }

    /// The standard whose guidelines are judged.
    public var a: String
    /// The standard they are judged against.
    public var b: String
    /// The WCAG version paths through the hub go through.
    public var wcag: WCAGVersion?
    public var summary: [Count]
    /// How many guidelines of A are judged: every one in `summary`, not all listed.
    public var judged: Int
    /// The guidelines of A listed with their counterparts, from the `offset`th judged one
    /// (every one, unless bounded).
    public var entries: [Entry]
    public var offset = 0
    /// The first guidelines of A that B does not cover (every one, unless bounded); the
    /// summary counts them all.
    public var notCovered: [Uncovered]
    /// A's clauses that are not requirements of an app (a regulation's clauses not applied to
    /// native apps, and its scoping clauses): left out of `entries`.
    public var leftOut: [String] = []

    public func count(_ verdict: Verdict) -> Int { summary.first { $0.verdict == verdict }?.total ?? 0 }

    enum CodingKeys: String, CodingKey {
        case a, b, wcag, summary, entries, offset
        case judged = "guidelines"
        case notCovered = "not_covered"
        case leftOut = "left_out"
    }
}
