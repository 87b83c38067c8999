/// A success criterion with the versions that contain it and every guideline of every
/// standard linked to it.
public struct CriterionDetail: Sendable, Encodable {
    public struct Link: Sendable, Encodable, Equatable {
        public var guideline: String
        public var title: String
        public var level: RequirementLevel
        public var relationship: Mapping.Relationship
        public var method: Mapping.Method
        public var confidence: Mapping.Confidence
        public var remarks: String
        /// The clause's applicability to native apps, when its standard is a regulation.
        public var applicability: Guideline.Applicability?
    }

    /// Whether one regulation requires the criterion of native apps, and through which clauses.
    public struct RegulationEntry: Sendable, Encodable, Equatable {
        public enum Status: String, Sendable, Encodable {
            case applies
            case appliesAsEdited = "applies-as-edited"
            case notApplied = "not-applied"
            /// The regulation incorporates a WCAG version or levels without the criterion.
            case notIncorporated = "not-incorporated"
        }
        public var standard: String
        public var standardName: String
        public var status: Status
        /// The clauses that apply it, or that record it is not applied.
        public var clauses: [String]
        /// How it is edited, or why it is not required.
        public var note: String?
        enum CodingKeys: String, CodingKey {
            case standard, status, clauses, note
            case standardName = "standard_name"
        }
    }

    public struct StandardGroup: Sendable, Encodable, Equatable {
        public var standard: String
        public var standardName: String
        public var guidelines: [Link]
        enum CodingKeys: String, CodingKey {
            case standard, guidelines
            case standardName = "standard_name"
        }
    }

    /// The criterion in one WCAG version: its handle there and W3C's Understanding page.
    public struct VersionEntry: Sendable, Encodable, Equatable {
        public var version: WCAGVersion
        public var handle: String
        public var understanding: String?
        /// False for the version that removed it.
        public var contains: Bool

        /// The versions that contain `criterion`, and the one that removed it if W3C keeps a
        /// page there.
        public static func entries(of criterion: SuccessCriterion) -> [VersionEntry] {
            WCAGVersion.allCases.filter { criterion.isIn($0) || criterion.understanding[$0] != nil }.map {
                VersionEntry(
                    version: $0, handle: criterion.handle(in: $0), understanding: criterion.understanding[$0], contains: criterion.isIn($0))
            }
        }
    }

    public var id: String
    public var number: String
    public var handle: String
    public var level: SuccessCriterion.Level
    public var principle: String
    public var guideline: String
    /// Understanding in the newest version that contains it.
    public var understanding: String
    public var summary: String
    /// How it applies to native iOS and Android apps.
    public var mobile: String
    public var introduced: WCAGVersion
    public var removed: WCAGVersion?
    public var versions: [VersionEntry]
    public var standards: [StandardGroup]
    /// Every regulation in the store, whether or not it has a clause for the criterion.
    public var regulations: [RegulationEntry]
    /// The automated checks that test it.
    public var checks: [CheckReference] = []
}
