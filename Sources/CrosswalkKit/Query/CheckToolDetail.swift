/// A tool of automated checks with every check and what each tests, for `show <tool>`,
/// `crosswalk checks`, the tool's page and the export.
public struct CheckToolDetail: Sendable, Encodable, Equatable {
    /// One check and its targets.
    public struct Check: Sendable, Encodable, Equatable {
        public var id: String
        public var name: String
        public var title: String
        public var description: String
        public var threshold: String?
        public var experimental: Bool
        public var platforms: [Platform]
        public var tests: [Test]
        public var cannotSee: String

        enum CodingKeys: String, CodingKey {
            case id, name, title, description, threshold, experimental, platforms, tests
            case cannotSee = "cannot_see"
        }
    }

    /// A criterion or guideline a check tests.
    public struct Test: Sendable, Encodable, Equatable {
        public var target: String
        public var kind: Mapping.TargetKind
        /// The criterion's number (`2.5.8`) or the guideline's id.
        public var label: String
        /// The criterion's handle or the guideline's title.
        public var title: String
        /// A criterion's level; nil for a guideline.
        public var level: SuccessCriterion.Level?
        public var relationship: Mapping.Relationship
        public var remarks: String?
    }

    public var id: String
    public var name: String
    public var publisher: String
    public var kind: CheckTool.Kind
    public var platforms: [Platform]
    public var sourceURL: String
    public var version: String
    public var checked: String
    public var checkedAgainst: String
    public var mappedBy: Mapping.Method
    public var description: String
    public var checks: [Check]

    enum CodingKeys: String, CodingKey {
        case id, name, publisher, kind, platforms, version, checked, description, checks
        case sourceURL = "source_url"
        case checkedAgainst = "checked_against"
        case mappedBy = "mapped_by"
    }
}
