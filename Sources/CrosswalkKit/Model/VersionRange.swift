/// The WCAG versions a criterion is in, as people write them: `2.0–2.2`, `2.1–2.2`, `2.2`,
/// `2.0–2.1` (removed in 2.2).
public enum VersionRange {
    public static func text(_ introduced: WCAGVersion, _ removed: WCAGVersion?) -> String {
        let versions = WCAGVersion.allCases.filter { version in version >= introduced && removed.map { version < $0 } != false }
        guard let first = versions.first, let last = versions.last else { return "" }
        return first == last ? first.rawValue : "\(first.rawValue)–\(last.rawValue)"
    }
}
