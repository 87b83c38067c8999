import Foundation

/// How `audit plan --out` writes: beside the file, then renamed into place, and only over a
/// file Crosswalk wrote (a plan, which holds its format line) that holds no results yet.
public enum AuditPlanFile {
    public static func write(_ text: String, to path: String) throws {
        let owner = "crosswalk audit plan"
        let target = try FileSystem.writeTarget(of: path, option: "--out")
        try FileSystem.requireReplaceableFile(target, owner: owner, signature: AuditPlan.format)
        try requireNoResults(target)
        try FileSystem.writeAtomically(text, to: target)
    }

    /// Throws ``CrosswalkError/refused(path:reason:)`` when `path` holds a plan with an outcome
    /// other than `untested`: writing a fresh plan over it would lose the results.
    static func requireNoResults(_ path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return }
        let recorded = text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("outcome:") else { return false }
            let value = trimmed.dropFirst("outcome:".count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return !value.isEmpty && value != AuditOutcome.untested.rawValue && value != "\"untested\""
        }
        guard recorded.isEmpty else {
            throw CrosswalkError.refused(
                path: path,
                reason: "the plan holds \(recorded.count) recorded outcome\(recorded.count == 1 ? "" : "s"), which a new plan would lose; "
                    + "choose another name, or check it against the new content with 'crosswalk audit check'")
        }
    }
}
