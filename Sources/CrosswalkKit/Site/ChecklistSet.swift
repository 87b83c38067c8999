import Foundation

/// A set of standards an app is commonly held to together, from `Site/checklists.yaml`: the
/// site prints a checklist for it on each platform, besides one per standard. A publishing
/// choice, not knowledge about the standards, so it lives with the site (docs/audit.md).
package struct ChecklistSet: Sendable, Equatable {
    package init(standards: [String], why: String) {
        self.standards = standards
        self.why = why
    }

    /// Standard ids, two or more, in the order the plan's items follow.
    package var standards: [String]
    var why: String

    /// Reads the sets from `path`; the first problem stops the site, as
    /// ``CrosswalkError/siteFile(path:line:column:reason:)`` at the value it is about.
    package static func read(path: String, standards known: [String]) throws -> [ChecklistSet] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CrosswalkError.unreadable(path: path, step: "read the checklist sets", reason: error.localizedDescription)
        }
        let log = DiagnosticLog()
        let sets = parse(text, path: path, known: known, log: log)
        if let first = log.sorted.first(where: { $0.severity == .error }) {
            throw CrosswalkError.siteFile(path: first.path, line: first.line, column: first.column, reason: first.message)
        }
        return sets
    }

    private static func parse(_ text: String, path: String, known: [String], log: DiagnosticLog) -> [ChecklistSet] {
        guard let yaml = YAMLFile(text: text, path: path, log: log) else { return [] }
        guard let sequence = yaml.root?.sequence else {
            log.error(yaml.start, "expected a YAML list of sets, each with standards and why")
            return []
        }
        var sets: [ChecklistSet] = []
        for item in sequence {
            guard var fields = YAMLFields(item, in: yaml, log: log, what: "each set") else { continue }
            let standards = fields.stringList("standards"), why = fields.string("why")
            fields.reportUnknownKeys(expected: "a set (expected standards, why)")
            guard let standards, let why else { continue }
            let at = yaml.location(fields.valueNode("standards"))
            if let unknown = standards.first(where: { !known.contains($0) }) {
                let hint = Suggestions.closest(to: unknown, in: known, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
                log.error(at, "unknown standard '\(MessageText.quoted(unknown))'\(hint) (the store has \(known.joined(separator: ", ")))")
            } else if Set(standards).count != standards.count || standards.count < 2 {
                log.error(at, "a set names two or more different standards; a checklist for one standard is printed anyway")
            } else if sets.contains(where: { $0.standards == standards }) {
                log.error(at, "this set is already listed")
            } else {
                sets.append(ChecklistSet(standards: standards, why: why))
            }
        }
        return sets
    }
}
