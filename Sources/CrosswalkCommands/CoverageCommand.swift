import ArgumentParser
import CrosswalkKit

/// `crosswalk coverage`: each standard's share of each WCAG version, and what each version lacks.
package struct CoverageCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Which WCAG success criteria each standard covers, and the guidelines WCAG has no criterion for.",
        discussion: """
            For each WCAG version (2.0, 2.1 and 2.2, or those given with --wcag): a criterion is \
            covered when some guideline of the standard maps to it with any relationship; fully \
            covered when one maps to it as equal, equivalent or superset.
            """
    )

    @Option(name: .customLong("level"), help: ArgumentHelp("Only this WCAG level (repeatable).", valueName: "level"))
    package var levels: [SuccessCriterion.Level] = []

    @Option(
        name: .customLong("standard"), help: ArgumentHelp("Only this standard (repeatable).", valueName: "id"),
        completion: Completions.standards)
    var standards: [String] = []

    @Option(
        name: .customLong("wcag"),
        help: ArgumentHelp("Only this WCAG version (repeatable; default: all three).", valueName: "version"))
    var versions: [WCAGVersion] = []

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        let report = try report()
        switch output.format {
        case .json: return try Serialization.json(report)
        case .csv:
            return try Serialization.csv(
                header: ["wcag", "standard", "level", "total", "covered", "full", "percent"],
                rows: report.versions.flatMap { coverage in
                    coverage.standards.flatMap { s in
                        s.levels.map {
                            [
                                coverage.version.rawValue, s.standard, $0.level.rawValue, String($0.total), String($0.covered),
                                String($0.full), String($0.percent),
                            ]
                        }
                    }
                })
        case .text: return Self.text(report, style: style)
        }
    }

    /// The coverage of each version asked for (`crosswalk mcp` trims its lists).
    func report() throws -> CoverageReport {
        try options.answer(mapped: false) { store in try report(from: store) }
    }

    func report(from store: Store) throws -> CoverageReport {
        // Regulations asked about alone are read against the WCAG version and levels they
        // incorporate, unless --wcag or --level says otherwise.
        let chosen = standards.isEmpty ? [] : try store.standards().filter { standards.contains($0.id) }
        let incorporated = Set(chosen.compactMap(\.regulation?.wcag))
        let ownTerms = self.versions.isEmpty && !chosen.isEmpty && chosen.allSatisfy { $0.kind == .regulation } && incorporated.count == 1
        let versions = ownTerms ? Array(incorporated) : self.versions.isEmpty ? WCAGVersion.allCases.reversed() : self.versions
        let levels = ownTerms && self.levels.isEmpty ? [SuccessCriterion.Level.a, .aa] : self.levels
        return CoverageReport(versions: try store.coverages(versions: versions, levels: levels, standards: standards))
    }

    static func text(_ report: CoverageReport, style: TextStyle) -> String {
        var lines: [String] = []
        for coverage in report.versions {
            let name = "WCAG \(coverage.version.rawValue)"
            // The standards' names are in the list below; the table keeps to what fits 80 columns.
            let cells = coverage.standards.map { s in
                s.levels.map { "\($0.covered)/\($0.total) \(Self.percent($0.percent)) (\($0.full))" }
            }
            let cellWidth = cells.joined().map(TextStyle.visibleWidth).max() ?? 0
            var table = TextTable(
                [.init(header: "standard", fit: .spill)]
                    + coverage.levels.map { .init(header: "\($0.rawValue) covered (full)", fit: .wrap(minimum: cellWidth)) })
            for (s, row) in zip(coverage.standards, cells) { table.add([s.standard] + row) }
            if !lines.isEmpty { lines += ["", ""] }
            lines += [
                style.bold("\(name) coverage") + " at level \(coverage.levels.map(\.rawValue).joined(separator: ", "))", "",
                table.render(style: style),
            ]
            if coverage.standards.count == 1, let s = coverage.standards.first {
                lines += ["", style.bold("Criteria \(s.standardName) asks for (\(s.criteria.count))")]
                lines.append(TextTable.paragraph(s.criteria.joined(separator: ", "), width: style.width, indent: "  "))
            }
            for s in coverage.standards where !s.notApplied.isEmpty {
                lines += ["", style.bold("Not applied to native apps by \(s.standardName)")]
                for clause in s.notApplied {
                    let criteria = clause.criteria.isEmpty ? "" : " (\(clause.criteria.joined(separator: ", ")))"
                    lines.append(
                        TextTable.paragraph(
                            "\(clause.id)  \(clause.title)\(criteria) — \(clause.reason)", width: style.width, indent: "  ",
                            hanging: "    "))
                }
            }
            lines += ["", style.bold("What the standards ask that \(name) has no criterion for")]
            for s in coverage.standards where !s.unmapped.isEmpty {
                lines += ["", "  \(s.standardName) (\(s.standard), \(s.unmapped.count))"]
                for g in s.unmapped {
                    lines.append(
                        TextTable.paragraph(
                            "\(g.id)  \(g.title)" + (g.remarks.map { " — \($0)" } ?? ""), width: style.width, indent: "    ",
                            hanging: "      "))
                }
            }
        }
        lines.append("")
        lines += TextTable.paragraphLines(
            "covered: some guideline maps to the criterion; full: one maps as equal, equivalent or superset", width: style.width,
            hanging: "  "
        ).map(style.dim)
        return lines.joined(separator: "\n")
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
    }
}
