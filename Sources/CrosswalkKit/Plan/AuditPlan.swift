/// An audit plan: the fewest test items that decide every requirement of the chosen
/// standards for one platform, each with the requirements it decides and how, its test
/// procedures and the platform's techniques, and a result for the tester to fill in.
/// `crosswalk audit plan` writes it as YAML (``AuditPlanYAML``), CSV or JSON.
public struct AuditPlan: Sendable, Equatable, Encodable {
    /// Written into every plan (YAML, JSON and CSV): what `--out` may replace.
    public static let format = "crosswalk-audit-plan/1"

    /// A requirement of one chosen standard, as the report lists it.
    public struct Requirement: Sendable, Equatable, Encodable {
        public var id: String
        public var standard: String
        public var number: String
        public var title: String
        public var level: AuditLevel
        /// The criterion a regulation's clause applies (mapped equal or equivalent), if any.
        public var criterion: String?
    }

    /// The app under test, as the tester names it in the file.
    public struct Subject: Sendable, Equatable, Encodable {
        public var name: String
        public var version: String
        public init(name: String = "", version: String = "") {
            self.name = name
            self.version = version
        }
    }

    /// A requirement an item decides, and how.
    public struct Served: Sendable, Equatable, Encodable {
        public var id: String
        public var standard: String
        public var title: String
        public var level: AuditLevel
        public var decides: AuditDecision
        /// The requirement's relation to what the item tests, read "requirement relationship
        /// item": equal or equivalent when it decides fully, subset-of on pass, superset-of on fail.
        public var relationship: Relation
    }

    public struct Criterion: Sendable, Equatable, Encodable {
        public var number: String
        public var handle: String
        public var level: SuccessCriterion.Level
    }

    /// A test procedure: a guideline's steps and expected results, or an instruction to test
    /// as a WCAG criterion when the content has none.
    public struct Procedure: Sendable, Equatable, Encodable {
        /// The guideline whose procedure this is; nil for a bare instruction.
        public var source: String?
        public var editorial: Bool
        public var steps: [String]
        public var expected: [String]
        /// "Test as WCAG 2.5.8 Target Size (Minimum)" and the like.
        public var instruction: String?
    }

    /// The platform's techniques of one guideline, by kind.
    public struct Techniques: Sendable, Equatable, Encodable {
        public var guideline: String
        public var kinds: [Technique.Kind]
    }

    /// An automated check that helps decide an item on the plan's platform: it tests one of
    /// the item's requirements, directly or through a criterion. It never decides the item.
    public struct CheckHelp: Sendable, Equatable, Encodable {
        /// `<tool>/<name>`: `crosswalk show` it for what it tests and cannot see.
        public var id: String
        public var title: String
        public var threshold: String?
    }

    public struct Item: Sendable, Equatable, Encodable {
        public var id: String
        public var title: String
        public var outcome: AuditOutcome = .untested
        /// A failed item that fails only in part: its requirements Partially Support.
        public var partial = false
        public var note = ""
        /// Paths relative to the plan file, or http(s) URLs.
        public var evidence: [String] = []
        public var tester = ""
        public var date = ""
        /// The items whose pass decides every requirement of this one: test it only if they fail.
        public var onlyIfFails: [String]
        public var requirements: [Served]
        public var wcag: [Criterion]
        public var procedures: [Procedure]
        public var techniques: [Techniques]
        /// The automated checks that test its requirements on the plan's platform ("automated
        /// help"): a pass of one is no pass of the item; a failure is a finding to confirm.
        public var automatedChecks: [CheckHelp] = []

        /// The requirements this item decides `decision`-wise.
        public func requirements(_ decision: AuditDecision) -> [Served] { requirements.filter { $0.decides == decision } }

        /// "needed only if item-003 fails", for a conditional item.
        public var conditionText: String? {
            guard !onlyIfFails.isEmpty else { return nil }
            let names =
                onlyIfFails.count == 1 ? onlyIfFails[0] : onlyIfFails.dropLast().joined(separator: ", ") + " and " + onlyIfFails.last!
            return "needed only if \(names) \(onlyIfFails.count == 1 ? "fails" : "all fail")"
        }

        enum CodingKeys: String, CodingKey {
            case id, title, outcome, partial, note, evidence, tester, date, requirements, wcag, procedures, techniques
            case onlyIfFails = "only_if_fails"
            case automatedChecks = "automated_checks"
        }
    }

    public var format = AuditPlan.format
    /// `YYYY-MM-DD`.
    public var created: String
    /// The store's `content_fingerprint`: a plan from other content is rechecked against it.
    public var contentFingerprint: String
    public var platform: Platform
    public var standards: [String]
    public var subject = Subject()
    /// Every requirement, in standard then source order.
    public var requirements: [Requirement]
    public var items: [Item]

    enum CodingKeys: String, CodingKey {
        case format, created, platform, standards, subject, requirements, items
        case contentFingerprint = "content_fingerprint"
    }

    /// Whether a requirement written for `platforms` applies to `platform`: none named is all,
    /// and a framework's app answers to the requirements of the platforms it ships as
    /// (``Platform/appPlatforms``) besides its own.
    public static func applies(_ platforms: [Platform], to platform: Platform) -> Bool {
        platforms.isEmpty || platforms.contains(platform) || platforms.contains(where: platform.appPlatforms.contains)
    }

    /// The items a tester may skip while the items they name pass.
    public var conditionalCount: Int { items.count { !$0.onlyIfFails.isEmpty } }

    /// `item-001`: zero-padded to three digits, or as many as the count needs, so ids sort.
    static func itemID(_ index: Int, of count: Int) -> String {
        let width = max(3, String(count).count)
        let digits = String(index + 1)
        return "item-" + String(repeating: "0", count: width - digits.count) + digits
    }
}
