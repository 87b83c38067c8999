/// Which success criteria of one WCAG version each standard covers, and what each standard
/// asks that the version has no criterion for.
public struct Coverage: Sendable, Encodable {
    public struct LevelCount: Sendable, Encodable, Equatable {
        public var level: SuccessCriterion.Level
        public var total: Int
        /// Criteria some guideline maps to with any relationship.
        public var covered: Int
        /// Criteria some guideline maps to as equal, equivalent or superset: fully asked for.
        public var full: Int
        public var percent: Double
    }

    public struct StandardCoverage: Sendable, Encodable, Equatable {
        public var standard: String
        public var standardName: String
        public var levels: [LevelCount]
        /// The numbers of the criteria covered.
        public var criteria: [String]
        /// Guidelines that map to no criterion of the version, with the remark saying why.
        public var unmapped: [UnmappedGuideline]
        /// A regulation's clauses not applied to native apps, with the criteria they leave out.
        public var notApplied: [NotApplied]
        enum CodingKeys: String, CodingKey {
            case standard, levels, criteria, unmapped
            case notApplied = "not_applied"
            case standardName = "standard_name"
        }
    }

    public struct NotApplied: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
        /// Numbers of the criteria of the version it would have applied.
        public var criteria: [String]
        public var reason: String
    }

    public struct UnmappedGuideline: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
        public var remarks: String?
    }

    public var version: WCAGVersion
    public var levels: [SuccessCriterion.Level]
    public var standards: [StandardCoverage]
}
