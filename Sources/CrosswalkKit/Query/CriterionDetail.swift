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
}
