import ArgumentParser
import CrosswalkKit

/// `crosswalk coverage`: each standard's share of WCAG 2.0, and what WCAG 2.0 lacks.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Which WCAG 2.0 success criteria each standard covers, and the guidelines WCAG 2.0 has no criterion for.",
        discussion: """
            A criterion is covered when some guideline of the standard maps to it with any \
            relationship; fully covered when one maps to it as equal, equivalent or superset.
            """
    )

    @Option(name: .customLong("level"), help: ArgumentHelp("Only this WCAG level: A, AA or AAA (repeatable).", valueName: "level"))
    var levels: [String] = []

    @Option(name: .customLong("standard"), help: ArgumentHelp("Only this standard (repeatable).", valueName: "id"))
    var standards: [String] = []

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    func run() throws {
        print(try Terminal.reportingErrors { try render(style: .standardOutput) })
    }

    func render(style: TextStyle) throws -> String {
        let levels = try self.levels.map { name in
            guard let level = SuccessCriterion.Level(rawValue: name.uppercased()) else {
                throw CrosswalkError.notFound(kind: "WCAG level", name: name, suggestions: SuccessCriterion.Level.allCases.map(\.rawValue))
            }
            return level
        }
        let coverage = try options.openStore().coverage(levels: levels, standards: standards)
        switch output.format {
        case .json: return try Serialization.json(coverage)
        case .csv:
            return try Serialization.csv(
                header: ["standard", "level", "total", "covered", "full", "percent"],
                rows: coverage.standards.flatMap { s in
                    s.levels.map { [s.standard, $0.level.rawValue, String($0.total), String($0.covered), String($0.full), String($0.percent)] }
                })
        case .text:
            var table = TextTable([.init(header: "standard"), .init(header: "name", flexible: true, minimumWidth: 10)]
                                  + coverage.levels.map { .init(header: "\($0.rawValue) covered (full)") })
            for s in coverage.standards {
                table.add([s.standard, s.standardName] + s.levels.map { "\($0.covered)/\($0.total) \(Self.percent($0.percent)) (\($0.full))" })
            }
            var lines = [style.bold("WCAG 2.0 coverage") + " at level \(coverage.levels.map(\.rawValue).joined(separator: ", "))", "", table.render(style: style), "",
                         style.dim("covered: some guideline maps to the criterion; full: one maps as equal, equivalent or superset")]
            lines += ["", style.bold("What the standards ask that WCAG 2.0 has no criterion for")]
            for s in coverage.standards where !s.unmapped.isEmpty {
                lines += ["", "  \(s.standardName) (\(s.unmapped.count))"]
                for g in s.unmapped {
                    lines.append(TextTable.paragraph("\(g.id)  \(g.title)" + (g.remarks.map { " — \($0)" } ?? ""), width: style.width, indent: "    "))
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
    }
}
