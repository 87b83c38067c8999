/// One standard: its metadata from `Content/<id>/standard.yaml`.
public struct Standard: Sendable, Equatable, Identifiable {
    public enum Status: String, CaseIterable, Codable, Sendable { case draft, final }

    /// Guidance advises; a regulation binds by law or procurement, and says for each clause
    /// whether it applies to native apps.
    public enum Kind: String, CaseIterable, Codable, Sendable { case guidance, regulation }

    /// What only a regulation has: where and from when it binds, and the WCAG it incorporates.
    public struct Regulation: Sendable, Equatable, Codable {
        public var jurisdiction: String
        /// `YYYY-MM-DD`: when its obligations apply to apps.
        public var inForce: String
        public var wcag: WCAGVersion
        enum CodingKeys: String, CodingKey {
            case jurisdiction, wcag
            case inForce = "in_force"
        }
        public init(jurisdiction: String, inForce: String, wcag: WCAGVersion) {
            self.jurisdiction = jurisdiction
            self.inForce = inForce
            self.wcag = wcag
        }
    }

    public struct Category: Sendable, Equatable, Codable {
        public var id: String
        public var title: String
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var id: String
    public var title: String
    public var shortName: String
    public var publisher: String
    public var region: String
    public var version: String
    /// `YYYY-MM-DD`, `YYYY-MM`, `YYYY` or `undated`, as precise as the source allows.
    public var date: String
    public var status: Status
    /// A citation of the source document.
    public var source: String
    public var sourceURL: String?
    public var licence: String
    public var description: String
    /// The standard's own words for each requirement level it uses.
    public var strength: [RequirementLevel: String]
    public var categories: [Category]
    public var kind: Kind
    /// Set exactly when `kind` is `.regulation`.
    public var regulation: Regulation?
    /// What part of the standard Crosswalk records (a regulation: the clauses as they bear on apps).
    public var scope: String?
    /// The sources every number and title was checked against.
    public var checkedAgainst: [String]

    public init(
        id: String, title: String, shortName: String, publisher: String, region: String,
        version: String, date: String, status: Status, source: String, sourceURL: String?,
        licence: String, description: String, strength: [RequirementLevel: String],
        categories: [Category], kind: Kind = .guidance, regulation: Regulation? = nil, scope: String? = nil,
        checkedAgainst: [String] = []
    ) {
        self.id = id
        self.title = title
        self.shortName = shortName
        self.publisher = publisher
        self.region = region
        self.version = version
        self.date = date
        self.status = status
        self.source = source
        self.sourceURL = sourceURL
        self.licence = licence
        self.description = description
        self.strength = strength
        self.categories = categories
        self.kind = kind
        self.regulation = regulation
        self.scope = scope
        self.checkedAgainst = checkedAgainst
    }
}
