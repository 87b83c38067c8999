import ArgumentParser
import CrosswalkKit

/// `crosswalk audit check FILE`: a plan file with results, validated as content is.
struct AuditCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a plan file and its results: 'path:line:column: error: message' for each problem.",
        discussion: """
            Reads the file as 'audit plan' wrote it and the tester filled it in, and checks it \
            against the plan the current content gives for its platform and standards: unknown \
            items and guidelines, outcomes other than the EARL ones (passed, failed, cantTell, \
            inapplicable, untested), evidence that is neither a relative path nor an http(s) URL, \
            dates that are not YYYY-MM-DD, outcomes that contradict each other (a passed item \
            whose requirement a failed weaker item decides), and a plan made from older content \
            (which requirements were added or removed since). Exits 1 on an error (with --strict, \
            also on a warning).
            """
    )

    @Argument(help: ArgumentHelp("The plan file (YAML).", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var options: QueryOptions

    func run() throws {
        let store = try options.openStore()
        let checked = try Self.load(file, store: store)
        checked.log.append(checked.contradictions.diagnostics)
        Terminal.printDiagnostics(checked.log.sorted)
        let counts = checked.results.map { results in
            AuditOutcome.allCases.compactMap { outcome -> String? in
                let n = results.items.count { $0.outcome == outcome }
                return n == 0 ? nil : "\(n) \(outcome.rawValue)"
            }.joined(separator: ", ")
        }
        let errors = checked.log.errorCount, warnings = checked.log.warningCount
        Terminal.standardError(
            "checked \(file): \(checked.results.map { "\($0.items.count) items (\(counts ?? ""))" } ?? "not a plan"); "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    /// A plan file read and checked against the store: what `check` prints and `report` derives from.
    struct Checked {
        var log: DiagnosticLog
        /// Outcomes that contradict each other: errors for `check`, resolved by `report`.
        var contradictions = DiagnosticLog()
        var results: AuditResults?
        var plan: AuditPlan?
        var derivation: AuditDerivation?
    }

    static func load(_ file: String, store: Store) throws -> Checked {
        let log = DiagnosticLog()
        guard let results = try AuditResults.load(path: file, log: log) else { return Checked(log: log) }
        let known = try store.standardIDs()
        let unknown = results.standards.filter { !known.contains($0) }
        for standard in unknown {
            let suggestions = Suggestions.closest(to: standard, in: known, limit: 3)
            log.error(
                results.standardsLocation,
                "unknown standard '\(MessageText.quoted(standard))'"
                    + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"))
        }
        guard unknown.isEmpty, !results.standards.isEmpty else { return Checked(log: log, results: results) }
        let plan = try store.auditPlan(platform: results.platform, standards: results.standards, created: results.created)
        let contradictions = DiagnosticLog()
        let derivation = AuditCheck.check(
            results, against: plan, guidelines: Set(try store.guidelineIDs()), log: log, contradictions: contradictions)
        return Checked(log: log, contradictions: contradictions, results: results, plan: plan, derivation: derivation)
    }
}
