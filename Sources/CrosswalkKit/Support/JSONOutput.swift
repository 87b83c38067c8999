import Foundation

/// How Crosswalk writes JSON for people and tools to read: pretty-printed with sorted keys, so
/// output is stable and diffs well, and `/` left as it is.
public enum JSONOutput {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
