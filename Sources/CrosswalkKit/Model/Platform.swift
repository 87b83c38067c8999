/// The platforms a technique is written for.
public enum Platform: String, CaseIterable, Codable, Sendable, Comparable {
    case ios, android, html

    public var title: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .html: "HTML"
        }
    }

    /// The `## ` heading that opens the platform's section in a guideline body.
    public init?(heading: String) {
        guard let match = Platform.allCases.first(where: { $0.title == heading }) else { return nil }
        self = match
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
