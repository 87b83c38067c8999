/// The searchable fields of a guideline, in `guideline_search` column order.
public enum SearchField: String, CaseIterable, Sendable, Codable {
    case title
    /// The source's own heading, where it differs from our title (Section 508's).
    case heading
    case statement, summary
    case ios, android, flutter
    case reactNative = "react_native"
    case html
    case iosCode = "ios_code"
    case androidCode = "android_code"
    case flutterCode = "flutter_code"
    case reactNativeCode = "react_native_code"
    case htmlCode = "html_code"
    case testing, notes
    /// Words of camel-case identifiers in code (`content description`); never shown.
    case identifiers
    /// The titles of the guideline's topics: curated words for what it is about.
    case topics
    /// The names of the automated checks that test the guideline, directly or through its
    /// criteria, each also split into words (`touch target size check`); filled in once the
    /// checks are loaded (``SearchIndexWriter/indexChecks()``). Not counted in a row's
    /// length: a guideline tested by thirty axe-core rules is not a longer text.
    case checks

    /// The FTS5 column of the checks (column 0 is the guideline id), left out of lengths.
    static let checksColumn = allCases.firstIndex(of: .checks)! + 1

    static func technique(_ platform: Platform) -> SearchField {
        switch platform {
        case .ios: .ios
        case .android: .android
        case .flutter: .flutter
        case .reactNative: .reactNative
        case .html: .html
        }
    }

    static func code(_ platform: Platform) -> SearchField {
        switch platform {
        case .ios: .iosCode
        case .android: .androidCode
        case .flutter: .flutterCode
        case .reactNative: .reactNativeCode
        case .html: .htmlCode
        }
    }

    /// The platform whose techniques or code the field holds.
    public var platform: Platform? {
        switch self {
        case .ios, .iosCode: .ios
        case .android, .androidCode: .android
        case .flutter, .flutterCode: .flutter
        case .reactNative, .reactNativeCode: .reactNative
        case .html, .htmlCode: .html
        default: nil
        }
    }

    public var isCode: Bool { Platform.allCases.contains { Self.code($0) == self } }
}
