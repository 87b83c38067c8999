import Foundation

/// What `audit plan --out` may replace: nothing Crosswalk did not write (the plan's format
/// line says it did), and no plan whose results a tester has started to record.
public enum AuditPlanFile {
    /// Throws ``CrosswalkError/refused(path:reason:)`` when `path` holds a plan with an outcome
    /// other than `untested`: writing a fresh plan over it would lose the results.
    public static func requireReplaceable(_ path: String) throws {
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
