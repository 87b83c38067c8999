/// A version of WCAG 2. Each is a superset of the one before, except that 2.2 removed 4.1.1.
public enum WCAGVersion: String, CaseIterable, Codable, Sendable, Comparable {
    case wcag20 = "2.0"
    case wcag21 = "2.1"
    case wcag22 = "2.2"

    /// The current W3C Recommendation.
    public static let latest = wcag22

    /// The id of the version as a target of mappings, and the prefix of the ids of the
    /// criteria it added: `wcag-2.1`.
    public var id: String { "wcag-" + rawValue }

    /// The version an id names: `wcag-2.1`.
    public init?(id: String) {
        // Compared whole with each version's id, not sliced and parsed by `init(rawValue:)`: a
        // comparison asks this of every mapping's target.
        guard let version = Self.byID.first(where: { $0.id == id })?.version else { return nil }
        self = version
    }

    private static let byID = allCases.map { (id: $0.id, version: $0) }

    /// The version a criterion id's prefix names: `wcag-2.2/2.5.8` → 2.2.
    public init?(criterionID: String) {
        self.init(id: String(criterionID.prefix { $0 != "/" }))
    }

    /// Criteria at each level, as W3C counts them: the catalogue is checked against these.
    public var expectedCriteria: [SuccessCriterion.Level: Int] {
        switch self {
        case .wcag20: [.a: 25, .aa: 13, .aaa: 23]
        case .wcag21: [.a: 30, .aa: 20, .aaa: 28]
        case .wcag22: [.a: 31, .aa: 24, .aaa: 31]
        }
    }

    public static func < (lhs: WCAGVersion, rhs: WCAGVersion) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
