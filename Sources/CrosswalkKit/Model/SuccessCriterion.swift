/// A WCAG 2.0 success criterion: the hub every standard maps to.
public struct SuccessCriterion: Sendable, Equatable, Identifiable {
    public enum Level: String, CaseIterable, Codable, Sendable, Comparable {
        case a = "A", aa = "AA", aaa = "AAA"
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public static let standardID = "wcag-2.0"

    /// The number in a criterion id: `1.4.3` of `wcag-2.0/1.4.3`.
    public static func number(of id: String) -> String {
        id.firstIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
    }

    /// Whether `id` names the WCAG catalogue rather than a standard.
    public static func isCatalogue(_ id: String) -> Bool { id == standardID }

    public var id: String { "\(Self.standardID)/\(number)" }
    public var number: String
    public var handle: String
    public var level: Level
    public var guidelineNumber: String
    public var guidelineTitle: String
    public var principleNumber: String
    public var principleTitle: String
    public var understandingURL: String
    public var summary: String

    public init(
        number: String, handle: String, level: Level, guidelineNumber: String, guidelineTitle: String,
        principleNumber: String, principleTitle: String, understandingURL: String, summary: String
    ) {
        self.number = number
        self.handle = handle
        self.level = level
        self.guidelineNumber = guidelineNumber
        self.guidelineTitle = guidelineTitle
        self.principleNumber = principleNumber
        self.principleTitle = principleTitle
        self.understandingURL = understandingURL
        self.summary = summary
    }
}

/// The WCAG 2.0 catalogue: metadata and the criteria in document order.
public struct WCAGCatalogue: Sendable, Equatable {
    public var title: String
    public var shortName: String
    public var publisher: String
    public var date: String
    public var sourceURL: String
    public var licence: String
    public var criteria: [SuccessCriterion]

    public init(title: String, shortName: String, publisher: String, date: String, sourceURL: String, licence: String, criteria: [SuccessCriterion]) {
        self.title = title
        self.shortName = shortName
        self.publisher = publisher
        self.date = date
        self.sourceURL = sourceURL
        self.licence = licence
        self.criteria = criteria
    }
}
