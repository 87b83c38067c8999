import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk audit plan --platform P --standard ID...`: the test items that decide every
/// requirement, as YAML to fill in, CSV or JSON.
struct AuditPlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Write the test items that decide every requirement of the chosen standards for a platform.",
        discussion: """
            The requirements are the guidelines of the standards that apply to the platform (a \
            regulation's clause not applied to apps is none); a Flutter or React Native app ships \
            as an iOS and an Android app, so its plan holds what either is asked, with the \
            framework's techniques and automated checks. Requirements that are equal or \
            equivalent share an item; an item records every requirement it decides and how \
            (fully, on-pass, on-fail), its WCAG criteria, test procedures and the platform's \
            techniques. YAML (the default) is the file a tester edits; CSV is for spreadsheets; \
            JSON for tools. --out is written beside and renamed into place, and replaces only a \
            plan without results.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, csv, json }

    @Option(
        help: ArgumentHelp("The platform the app is made for: ios, android, flutter, react-native or html.", valueName: "platform"))
    var platform: Platform

    @Option(
        name: .customLong("standard"),
        help: ArgumentHelp("A standard the app is held to (repeat for more).", valueName: "id"),
        completion: Completions.standards)
    var standards: [String] = []

    @Option(help: ArgumentHelp("yaml, csv or json.", valueName: "format"))
    var format: Format = .yaml

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var out: String?

    @OptionGroup var options: QueryOptions

    func validate() throws {
        if standards.isEmpty {
            throw ValidationError("give the standards to audit for, e.g. --standard en-301-549-v4 --standard gigw-3")
        }
    }

    func run() throws {
        let store = try options.openStore()
        let plan = try store.auditPlan(platform: platform, standards: standards, created: try AuditCommand.today())
        let text = try render(plan, names: try store.standards().reduce(into: [:]) { $0[$1.id] = $1.shortName })
        guard let out else {
            print(text, terminator: "")
            return
        }
        try AuditPlanFile.write(text, to: out)
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        Terminal.standardError(
            "wrote \(out): \(counted(plan.requirements.count, "requirement")) of \(counted(plan.standards.count, "standard")) "
                + "in \(counted(plan.items.count, "test item")), \(plan.conditionalCount) of them needed only if another fails")
    }

    func render(_ plan: AuditPlan, names: [String: String]) throws -> String {
        switch format {
        case .yaml: return AuditPlanYAML.render(plan, names: names)
        case .json: return try Serialization.json(plan) + "\n"
        case .csv:
            return try Serialization.csv(
                header: [
                    "item", "title", "outcome", "partial", "note", "evidence", "tester", "date", "only_if_fails", "decides_fully",
                    "decides_on_pass", "decides_on_fail", "wcag", "procedures", "techniques", "automated_checks", "plan",
                ],
                rows: plan.items.map { item in
                    func ids(_ decision: AuditDecision) -> String { item.requirements(decision).map(\.id).joined(separator: " ") }
                    return [
                        item.id, item.title, item.outcome.rawValue, item.partial ? "true" : "false", item.note,
                        item.evidence.joined(separator: " "), item.tester, item.date, item.onlyIfFails.joined(separator: " "),
                        ids(.fully), ids(.onPass), ids(.onFail), item.wcag.map(\.number).joined(separator: " "),
                        item.procedures.map(Self.procedureText).joined(separator: "\n\n"),
                        item.techniques.map { "\($0.guideline): \($0.kinds.map(\.rawValue).joined(separator: ", "))" }
                            .joined(separator: "; "),
                        item.automatedChecks.map(\.id).joined(separator: " "),
                        "\(AuditPlan.format) \(plan.contentFingerprint)",
                    ]
                })
        }
    }

    /// A procedure as one cell: its source, numbered steps and expected results.
    static func procedureText(_ procedure: AuditPlan.Procedure) -> String {
        guard let source = procedure.source else { return procedure.instruction ?? "" }
        let steps = procedure.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        let expected = procedure.expected.map { "- \($0)" }
        return ([source + ":"] + steps + (expected.isEmpty ? [] : ["Expected:"] + expected)).joined(separator: "\n")
    }
}
