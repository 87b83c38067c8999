import ArgumentParser
import CrosswalkKit

/// `crosswalk compare A B` and `crosswalk compare --matrix [STANDARD...]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Does one standard cover another? A verdict for every guideline, both ways; or a matrix.",
        discussion: """
            For each guideline of A: covered (B asks at least as much: a path soundly gives A's \
            guideline subset-of or equal to one of B's), partly covered (they provably overlap), \
            related (only a shared WCAG criterion or topic: a lead to check, not a finding) or not \
            covered; then the same for B by A. Each pair shows its path (direct, through another \
            standard, through WCAG), the weakest confidence on it, who asserted it (source, \
            editorial, derived) and a 1-10 strength (docs/cli.md). Paths through WCAG and the \
            matrix's criteria are those of --wcag (default 2.2). With --matrix: one row per \
            success criterion (or topic with --by topic), a column per standard (all when none \
            are named).
            """
    )

    @Argument(help: "Two standards to compare (any number with --matrix).")
    var standards: [String] = []

    @Flag(help: "Show a matrix of standards by criterion or topic.")
    var matrix = false

    @Option(help: ArgumentHelp("Matrix rows: criterion or topic.", valueName: "axis"))
    var by: Matrix.Axis = .criterion

    @Flag(help: "Also list guidelines that are only related (a shared WCAG criterion or topic: leads, not findings).")
    var all = false

    @Flag(help: "Show the mapping files and lines behind each pair.")
    var why = false

    @Flag(name: .customLong("one-way"), help: "Only how the second standard covers the first, not the reverse.")
    var oneWay = false

    @OptionGroup var wcag: WCAGOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    func validate() throws {
        if !matrix && standards.count != 2 {
            throw ValidationError("compare takes two standards, e.g. crosswalk compare gigw-3 cis-india (or --matrix for more)")
        }
    }

    func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    func render(style: TextStyle) throws -> String {
        let store = try options.openStore()
        try requireKnown(store)
        if matrix {
            return try render(store.matrix(by: by, version: wcag.version, standards: standards), style: style)
        }
        return try render(report(store: store), style: style)
    }

    /// Both directions (one with --one-way) of the comparison of two standards, and what
    /// changed between them when they are two versions of one regulation.
    func report(store: Store) throws -> ComparisonReport {
        try requireKnown(store)
        if standards[0] == standards[1] {
            throw CrosswalkError.invalidArgument(
                argument: "compare \(standards[0]) \(standards[1])", reason: "give two different standards")
        }
        let graph = try MappingGraph(store: store, version: wcag.version)
        let directions = oneWay ? [(standards[0], standards[1])] : [(standards[0], standards[1]), (standards[1], standards[0])]
        let names = Dictionary(uniqueKeysWithValues: try store.standards().map { ($0.id, $0.shortName) })
        return ComparisonReport(
            wcag: wcag.version, names: names,
            comparisons: directions.map {
                // Text without --all shows only the number of leads: no need to build them.
                graph.comparison(of: $0.0, by: $0.1, includeLeads: all || output.format != .text)
            },
            changes: try store.versionChanges(between: standards[0], and: standards[1]))
    }

    /// An unknown standard is one line with the closest ids.
    func requireKnown(_ store: Store) throws {
        let known = try store.standardIDs()
        for standard in standards where !known.contains(standard) {
            throw CrosswalkError.notFound(
                kind: "standard", name: standard, suggestions: Suggestions.closest(to: standard, in: known, limit: 3).nonEmpty ?? known)
        }
    }

    func render(_ report: ComparisonReport, style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(report)
        case .csv:
            var rows: [[String]] = []
            for c in report.comparisons {
                for entry in c.entries {
                    let base = [
                        c.a, c.b, entry.guideline, entry.level.rawValue, entry.verdict.rawValue, entry.strength.map(String.init) ?? "",
                    ]
                    if entry.counterparts.isEmpty {
                        rows.append(base + ["", "", "", "", "", "", "", "", "", entry.noCounterpart ?? ""])
                    }
                    for p in entry.counterparts {
                        rows.append(
                            base + [
                                p.guideline, p.verdict.rawValue, p.relationship.rawValue, p.path.rawValue, p.via.joined(separator: " "),
                                p.confidence?.rawValue ?? "", p.assertedBy.rawValue, String(p.strength),
                                p.provenance.joined(separator: " "), p.remarks ?? "",
                            ])
                    }
                }
            }
            return try Serialization.csv(
                header: [
                    "a", "b", "guideline", "level", "verdict", "strength", "counterpart", "counterpart_verdict", "relationship", "path",
                    "via", "confidence", "asserted_by", "counterpart_strength", "provenance", "remarks",
                ], rows: rows)
        case .text:
            let changes = report.changes.map { [ComparisonText.changes($0, names: report.names, style: style)] } ?? []
            return
                (changes
                + report.comparisons.map {
                    ComparisonText(comparison: $0, names: report.names, style: style, all: all, why: why).render()
                }).joined(separator: "\n\n")
        }
    }

    func render(_ m: Matrix, style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(m)
        case .csv:
            return try Serialization.csv(
                header: [m.by.rawValue, "title"] + (m.by == .criterion ? ["level"] : []) + m.standards,
                rows: m.rows.map { row in
                    [row.id, row.title] + (m.by == .criterion ? [row.level?.rawValue ?? ""] : [])
                        + m.standards.map { (row.cells[$0] ?? []).joined(separator: " ") }
                })
        case .text:
            // One block per row: a column per standard does not fit a terminal
            // (--format csv gives that layout).
            let names = try options.openStore().standards().reduce(into: [String: String]()) { $0[$1.id] = $1.shortName }
            var lines = [
                style.bold(
                    m.by == .criterion ? "Guidelines by WCAG \(m.version?.rawValue ?? "") success criterion" : "Guidelines by topic"),
                style.dim("--format csv gives one column per standard"),
            ]
            for row in m.rows {
                let label = m.by == .criterion ? "\(row.id) \(row.title) (\(row.level?.rawValue ?? ""))" : row.title
                let cells = m.standards.map { standard in
                    let numbers = (row.cells[standard] ?? []).map { String($0.dropFirst(standard.count + 1)) }
                    return "\(names[standard] ?? standard): " + (numbers.isEmpty ? "—" : numbers.joined(separator: ", "))
                }
                lines += [
                    "", TextTable.paragraph(style.bold(label), width: style.width),
                    TextTable.paragraph(cells.joined(separator: " · "), width: style.width, indent: "  "),
                ]
            }
            return lines.joined(separator: "\n")
        }
    }
}

extension Array {
    /// nil when empty, for `??` fallbacks.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
