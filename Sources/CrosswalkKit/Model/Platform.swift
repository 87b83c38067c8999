/// The platforms a technique is written for, in the order their sections appear in a
/// guideline: the native platforms, the cross-platform frameworks, then the web.
public enum Platform: String, CaseIterable, Codable, Sendable, Comparable {
    case ios, android, flutter
    case reactNative = "react-native"
    case html

    public var title: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .flutter: "Flutter"
        case .reactNative: "React Native"
        case .html: "HTML"
        }
    }

    /// No source document names the platform, so every technique for it is Crosswalk's own
    /// and must be marked `(editorial)`.
    public var isEditorialOnly: Bool {
        switch self {
        case .flutter, .reactNative: true
        case .ios, .android, .html: false
        }
    }

    /// The platforms an app made with this one ships as: a Flutter or React Native app is an
    /// iOS and an Android app, so it answers to what is asked of both (the audit plan).
    public var appPlatforms: [Platform] {
        switch self {
        case .flutter, .reactNative: [.ios, .android]
        case .ios, .android, .html: [self]
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
