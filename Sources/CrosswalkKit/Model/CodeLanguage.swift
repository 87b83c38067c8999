/// The languages a fenced code block may be tagged with, and the platform each one's code is
/// written for (the one mapping from a fence's tag to a platform).
public enum CodeLanguage: String, CaseIterable, Codable, Sendable {
    case swift, objc, kotlin, java, xml, dart, jsx, tsx, html, css, javascript, text

    /// The platform whose code the language is; nil for plain text, which is no platform's.
    public var platform: Platform? {
        switch self {
        case .swift, .objc: .ios
        case .kotlin, .java, .xml: .android
        case .dart: .flutter
        case .jsx, .tsx: .reactNative
        case .html, .css, .javascript: .html
        case .text: nil
        }
    }
}
