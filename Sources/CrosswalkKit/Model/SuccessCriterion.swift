/// A WCAG success criterion: the hub every standard maps to. One criterion is one node
/// whatever version it is looked at through: 1.4.3 is the same criterion in 2.0, 2.1 and 2.2.
public struct SuccessCriterion: Sendable, Equatable, Identifiable {
    public enum Level: String, CaseIterable, Codable, Sendable, Comparable {
        case a = "A"
        case aa = "AA"
        case aaa = "AAA"
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// `wcag-<version that introduced it>/<number>`: `wcag-2.0/1.4.3`, `wcag-2.2/2.5.8`.
    public var id: String { "\(introduced.id)/\(number)" }
    public var number: String
    /// The handle in the newest version that contains the criterion.
    public var handle: String
    /// Versions in which the handle read differently (2.5.5 was "Target Size" in 2.1).
    public var earlierHandles: [WCAGVersion: String]
    public var level: Level
    public var introduced: WCAGVersion
    /// The version that removed it (2.2 removed 4.1.1 Parsing).
    public var removed: WCAGVersion?
    public var guidelineNumber: String
    public var guidelineTitle: String
    public var principleNumber: String
    public var principleTitle: String
    /// W3C's Understanding document in each version that has one.
    public var understanding: [WCAGVersion: String]
    /// One or two sentences in our own words.
    public var summary: String
    /// How it applies to native iOS and Android apps, in our own words (Markdown: API names in code spans).
    public var mobile: String

    public init(
        number: String, handle: String, earlierHandles: [WCAGVersion: String] = [:], level: Level,
        introduced: WCAGVersion, removed: WCAGVersion? = nil, guidelineNumber: String, guidelineTitle: String,
        principleNumber: String, principleTitle: String, understanding: [WCAGVersion: String], summary: String, mobile: String
    ) {
        self.number = number
        self.handle = handle
        self.earlierHandles = earlierHandles
        self.level = level
        self.introduced = introduced
        self.removed = removed
        self.guidelineNumber = guidelineNumber
        self.guidelineTitle = guidelineTitle
        self.principleNumber = principleNumber
        self.principleTitle = principleTitle
        self.understanding = understanding
        self.summary = summary
        self.mobile = mobile
    }

    /// Whether `version` contains the criterion.
    public func isIn(_ version: WCAGVersion) -> Bool {
        version >= introduced && removed.map { version < $0 } != false
    }

    /// The versions that contain it, oldest first.
    public var versions: [WCAGVersion] { WCAGVersion.allCases.filter(isIn) }

    /// W3C's Understanding page in the newest version that contains it.
    public var currentUnderstanding: String? { versions.last.flatMap { understanding[$0] } }

    /// Its handle as `version` words it.
    public func handle(in version: WCAGVersion) -> String { earlierHandles[version] ?? handle }

    /// The number in a criterion id: `1.4.3` of `wcag-2.0/1.4.3`.
    public static func number(of id: String) -> String {
        id.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(id[id.utf8.index(after: $0)...]) } ?? id
    }

    /// Whether `id` names a version of WCAG rather than a standard.
    public static func isCatalogue(_ id: String) -> Bool { WCAGVersion(id: id) != nil }
}

/// The WCAG catalogue: its versions, and every criterion of any version in document order.
public struct WCAGCatalogue: Sendable, Equatable {
    /// One version's Recommendation.
    public struct Edition: Sendable, Equatable {
        public var version: WCAGVersion
        public var title: String
        public var shortName: String
        public var date: String
        public var sourceURL: String

        public init(version: WCAGVersion, title: String, shortName: String, date: String, sourceURL: String) {
            self.version = version
            self.title = title
            self.shortName = shortName
            self.date = date
            self.sourceURL = sourceURL
        }
    }

    public var title: String
    public var publisher: String
    public var licence: String
    public var editions: [Edition]
    public var criteria: [SuccessCriterion]

    public init(
        title: String = "", publisher: String = "", licence: String = "", editions: [Edition] = [], criteria: [SuccessCriterion] = []
    ) {
        self.title = title
        self.publisher = publisher
        self.licence = licence
        self.editions = editions
        self.criteria = criteria
    }
}
