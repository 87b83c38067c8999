/// One guideline of one standard, loaded from `Content/<standard>/<number>-<slug>.md`.
public struct Guideline: Sendable, Equatable, Identifiable {
    public struct Roles: Sendable, Equatable {
        public var originatesWith: [String]
        public var implementedBy: [String]
        public init(originatesWith: [String] = [], implementedBy: [String] = []) {
            self.originatesWith = originatesWith
            self.implementedBy = implementedBy
        }
        public var isEmpty: Bool { originatesWith.isEmpty && implementedBy.isEmpty }
        /// The role names a guideline may use.
        public static let names: Set<String> = ["editorial", "design", "development"]
    }

    /// The two lists of ``Roles``, as the front matter names them.
    public enum RoleKind: String, CaseIterable, Codable, Sendable {
        case originatesWith = "originates_with"
        case implementedBy = "implemented_by"
    }

    /// Whether a regulation's clause applies to native apps, and how or why not.
    public struct Applicability: Sendable, Equatable, Codable {
        public enum Status: String, CaseIterable, Codable, Sendable {
            case applies
            case appliesAsEdited = "applies-as-edited"
            case notApplied = "not-applied"
        }
        public var status: Status
        /// How the clause is edited, or why it is not applied; nil only for `applies`.
        public var note: String?
        public init(status: Status, note: String?) {
            self.status = status
            self.note = note
        }
    }

    /// `<standard>/<number>`: stable, used in URLs and mappings.
    public var id: String { "\(standardID)/\(number)" }
    public var standardID: String
    public var number: String
    public var title: String
    /// The source's normative sentence, quoted exactly.
    public var statement: String
    /// The source's own heading, when it is not the statement.
    public var heading: String?
    public var level: RequirementLevel
    public var category: String?
    public var topics: [String]
    public var roles: Roles
    public var platforms: [Platform]
    /// Platforms for which the source explicitly gives no technique.
    public var noTechnique: [Platform]
    public var users: [String]
    public var terms: [String]
    public var page: Int?
    public var summary: MarkdownText
    public var techniques: [Technique]
    public var testing: TestProcedure
    public var notes: MarkdownText
    /// Set for every clause of a regulation, nil for guidance.
    public var applicability: Applicability?
    /// The statement is in Crosswalk's words: the source's text is not free to quote.
    public var isParaphrase: Bool
    /// A regulation's clause that says what the regulation covers, exempts or allows (its scope,
    /// an exception, a word substitution, a general or umbrella clause) rather than asking
    /// something of an app itself.
    public var isScoping: Bool
    /// A requirement an app must meet: false for a regulation's clause that is not applied to
    /// native apps or only scopes the others; compare, coverage and audits leave those out.
    public var isRequirement: Bool { Self.isRequirement(applicability?.status, scoping: isScoping) }

    /// The one rule for which clauses are requirements, for the model, the store's records
    /// and the mapping graph's rows alike.
    public static func isRequirement(_ applicability: Applicability.Status?, scoping: Bool) -> Bool {
        applicability != .notApplied && !scoping
    }
    /// The file it was loaded from, relative to the content folder.
    public var path: String

    public init(
        standardID: String, number: String, title: String, statement: String, heading: String?,
        level: RequirementLevel, category: String?, topics: [String], roles: Roles,
        platforms: [Platform], noTechnique: [Platform], users: [String], terms: [String],
        page: Int?, summary: MarkdownText, techniques: [Technique], testing: TestProcedure,
        notes: MarkdownText, path: String, applicability: Applicability? = nil, isParaphrase: Bool = false,
        isScoping: Bool = false
    ) {
        self.standardID = standardID
        self.number = number
        self.title = title
        self.statement = statement
        self.heading = heading
        self.level = level
        self.category = category
        self.topics = topics
        self.roles = roles
        self.platforms = platforms
        self.noTechnique = noTechnique
        self.users = users
        self.terms = terms
        self.page = page
        self.summary = summary
        self.techniques = techniques
        self.testing = testing
        self.notes = notes
        self.path = path
        self.applicability = applicability
        self.isParaphrase = isParaphrase
        self.isScoping = isScoping
    }
}
