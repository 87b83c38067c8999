import Foundation

extension KnowledgeBaseExport {
    /// How much of a file's end ``isExport(atPath:)`` reads: the keys after `schema` (the
    /// standards, topics, user groups and WCAG versions) are small whatever the guidelines.
    package static let recognisedTail = 4 << 20

    /// Whether the file at `path` is an export `crosswalk export` wrote, which `--out` may
    /// replace: a JSON object whose last members, from `schema` on (keys are sorted), parse as
    /// JSON and hold the export's own schema (by title) beside a whole-number `schema_version`.
    /// Text that merely mentions the title (notes about Crosswalk) is not one. Only the file's
    /// first byte and its last ``recognisedTail`` bytes are read: parsing a whole earlier
    /// export to recognise it took 1.4 GB of memory for 2,000 guidelines.
    public static func isExport(atPath path: String) -> Bool {
        guard let file = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? file.close() }
        guard let first = try? file.read(upToCount: 1), first == Data("{".utf8),
            let size = try? file.seekToEnd()
        else { return false }
        let start = size > UInt64(recognisedTail) ? size - UInt64(recognisedTail) : 0
        guard (try? file.seek(toOffset: start)) != nil, let tail = try? file.readToEnd(),
            let key = tail.range(of: Data("\n  \"schema\" : {".utf8), options: .backwards),
            let object = try? JSONSerialization.jsonObject(with: Data("{".utf8) + tail[(key.lowerBound + 1)...]) as? [String: Any],
            let schema = object["schema"] as? [String: Any], object["schema_version"] is NSNumber
        else { return false }
        return schema["title"] as? String == ExportSchema.title
    }
}
