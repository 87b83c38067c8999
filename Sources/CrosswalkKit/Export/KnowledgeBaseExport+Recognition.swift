import Foundation

extension KnowledgeBaseExport {
    /// Whether the file at `path` is an export `crosswalk export` wrote, which `--out` may
    /// replace: a JSON object whose `schema` is the export's own schema (by title) beside a
    /// whole-number `schema_version`. Text that merely mentions the title (notes about
    /// Crosswalk) is not one. Files over 1 GiB are not read and not taken for one.
    public static func isExport(atPath path: String) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size < 1 << 30,
            let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let schema = object["schema"] as? [String: Any], object["schema_version"] is NSNumber
        else { return false }
        return schema["title"] as? String == ExportSchema.title
    }
}
