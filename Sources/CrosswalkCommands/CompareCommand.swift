import ArgumentParser
import CrosswalkKit

/// `crosswalk compare A B` and `crosswalk compare --matrix [STANDARD...]`.
package struct CompareCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Does one standard cover another? A verdict for every guideline, both ways; or a matrix.",
        discussion: """
            For each guideline of A: covered (B asks at least as much: a path soundly gives A's \
            guideline subset-of or equal to one of B's), partly covered (they provably overlap), \
            related (only a shared WCAG criterion or topic: a lead to check, not a finding) or not \
            covered; then the same for B by A. Each pair shows its path (direct, through another \
            standard, through WCAG), the weakest confidence on it, who asserted it (source, \
            editorial, derived) and a 1-10 strength (docs/cli.md). Paths through WCAG and the \
            matrix's criteria are those of --wcag (default 2.2). Every guideline is judged and \
            counted; the first 100 of each standard are listed, each with its 25 strongest \
            counterparts (--limit and --offset page through them; --full lists everything). With \
            --matrix: one row per success criterion (or topic with --by topic), a column per \
            standard (all when none are named), naming at most 20 guidelines in each cell.
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

    // Unconditional, so that `--limit -1` reaches the check below instead of reading as an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most guidelines of each standard to list with their counterparts (default 100; 0: the summary alone).", valueName: "n"))
    var limit: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The guidelines of each standard to skip before those listed (the next page).", valueName: "n"))
    var offset: Int?

    @Flag(
        help: "List every guideline with every counterpart, and every guideline in a matrix's cells: the output grows with the standards.")
    var full = false

    @OptionGroup var wcag: WCAGOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    /// Guidelines listed (and not covered named) per direction, counterparts and leads per
    /// guideline, guidelines per cell of a matrix, unless --full: the shipped content's
    /// comparisons and matrices fit (at most 95 guidelines, 75 not covered, 16 findings,
    /// 24 leads, 16 in a cell), so they are listed whole.
    package static let pageSize = 100
    package static let counterpartLimit = Comparison.Bounds.counterpartLimit
    package static let cellLimit = 20

    package func validate() throws {
        if !matrix && standards.count != 2 {
            throw ValidationError("compare takes two standards, e.g. crosswalk compare gigw-3 cis-india (or --matrix for more)")
        }
        if let limit, limit < 0 {
            throw ValidationError("--limit \(limit): give the number of guidelines to list, 0 or more (default \(Self.pageSize))")
        }
        if let offset, offset < 0 {
            throw ValidationError("--offset \(offset): give the number of guidelines to skip, 0 or more (default 0)")
        }
        if matrix && (limit != nil || offset != nil) {
            throw ValidationError("--limit and --offset page a comparison of two standards, not --matrix (--full lists whole cells)")
        }
        if full && (limit != nil || offset != nil) {
            throw ValidationError("--full lists every guideline: leave out --limit and --offset, or --full to page")
        }
    }

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        // Read through SQLite's cache: a comparison reads two standards' guidelines and mappings
        // once, which a memory map would count whole in resident memory (as `list`).
        try options.answer(mapped: false) { store in try answer(from: store, style: style) }
    }

    func answer(from store: Store, style: TextStyle) throws -> String {
        try requireKnown(store)
        if matrix {
            return try render(
                store.matrix(by: by, version: wcag.version, standards: standards, cellLimit: full ? nil : Self.cellLimit), store: store,
                style: style)
        }
        guard output.format == .text else { return try render(report(store: store, bounds: bounds).report, style: style) }
        // The listing is written while the guidelines it does not list are judged: the summary,
        // which needs them, goes above it afterwards.
        let (report, listings) = try report(store: store, bounds: bounds) { listings in
            listings.map { ComparisonText.listing($0.entries, of: $0.b, style: style, all: all, why: why) }
        }
        return text(report, style: style, listings: listings)
    }

    /// What a comparison lists: a page of guidelines, each with its strongest counterparts, and
    /// leads (related counterparts) too in JSON, CSV and with --all.
    package var bounds: Comparison.Bounds {
        let leads = all || output.format != .text
        if full { return Comparison.Bounds(leads: leads ? nil : 0) }
        return Comparison.Bounds(
            offset: offset ?? 0, limit: limit ?? Self.pageSize, findings: Self.counterpartLimit,
            leads: leads ? Self.counterpartLimit : 0, notCovered: Self.pageSize)
    }

    /// Both directions (one with --one-way) of the comparison of two standards, and what
    /// changed between them when they are two versions of one regulation. With `writing`,
    /// each direction's listed guidelines are handed to it while the others are judged, and
    /// what it wrote is returned too.
    func report(
        store: Store, bounds: Comparison.Bounds, writing: (([(b: String, entries: [Comparison.Entry])]) -> [[String]])? = nil
    ) throws -> (report: ComparisonReport, written: [[String]]?) {
        try requireKnown(store)
        if standards[0] == standards[1] {
            throw CrosswalkError.invalidArgument(
                argument: "compare \(standards[0]) \(standards[1])", reason: "give two different standards")
        }
        // The two standards' guidelines and mappings, and the guidelines linked to theirs.
        let graph = try MappingGraph(store: store, comparing: [standards[0], standards[1]], version: wcag.version)
        let directions = oneWay ? [(standards[0], standards[1])] : [(standards[0], standards[1]), (standards[1], standards[0])]
        let names = try store.standardNames()
        let comparisons: [Comparison]
        var written: [[String]]?
        if let writing {
            (comparisons, written) = graph.comparisons(directions, bounds: bounds) { listings in
                writing(zip(directions, listings).map { (b: $0.0.1, entries: $0.1) })
            }
        } else {
            comparisons = graph.comparisons(directions, bounds: bounds)
        }
        releaseInBackground(consume graph)
        let report = ComparisonReport(
            wcag: wcag.version, names: names, comparisons: comparisons,
            changes: try store.versionChanges(between: standards[0], and: standards[1]))
        return (report, written)
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
                                p.provenance.map(\.description).joined(separator: " "), p.remarks ?? "",
                            ])
                    }
                }
            }
            return try Serialization.csv(
                header: [
                    "a", "b", "guideline", "level", "verdict", "strength", "counterpart", "counterpart_verdict", "relationship", "path",
                    "via", "confidence", "asserted_by", "counterpart_strength", "provenance", "remarks",
                ], rows: rows)
        case .text: return text(report, style: style, listings: nil)
        }
    }

    /// The text: what changed (between two versions of a regulation), then each direction;
    /// `listings`, when given, are each direction's listed guidelines already written.
    func text(_ report: ComparisonReport, style: TextStyle, listings: [[String]]?) -> String {
        let changes = report.changes.map { [ComparisonText.changes($0, names: report.names, style: style)] } ?? []
        return
            (changes
            + report.comparisons.indices.map {
                ComparisonText(comparison: report.comparisons[$0], names: report.names, style: style, all: all, why: why)
                    .render(paged: !full, listing: listings?[$0])
            }).joined(separator: "\n\n")
    }

    func render(_ m: Matrix, store: Store, style: TextStyle) throws -> String {
        // A cell cut to its first guidelines says how many more there are.
        func more(_ row: Matrix.Row, _ standard: String) -> Int { (row.counts[standard] ?? 0) - (row.cells[standard]?.count ?? 0) }
        switch output.format {
        case .json: return try Serialization.json(m)
        case .csv:
            return try Serialization.csv(
                header: [m.by.rawValue, "title"] + (m.by == .criterion ? ["level"] : []) + m.standards,
                rows: m.rows.map { row in
                    [row.id, row.title] + (m.by == .criterion ? [row.level?.rawValue ?? ""] : [])
                        + m.standards.map { standard in
                            ((row.cells[standard] ?? []) + (more(row, standard) > 0 ? ["(and \(more(row, standard)) more)"] : []))
                                .joined(separator: " ")
                        }
                })
        case .text:
            // One block per row: a column per standard does not fit a terminal
            // (--format csv gives that layout).
            let names = try store.standards().reduce(into: [String: String]()) { $0[$1.id] = $1.shortName }
            var lines = [
                style.bold(
                    m.by == .criterion ? "Guidelines by WCAG \(m.version?.rawValue ?? "") success criterion" : "Guidelines by topic"),
                style.dim("--format csv gives one column per standard"),
            ]
            for row in m.rows {
                let label = m.by == .criterion ? "\(row.id) \(row.title) (\(row.level?.rawValue ?? ""))" : row.title
                let cells = m.standards.map { standard in
                    let numbers = (row.cells[standard] ?? []).map { String($0.dropFirst(standard.count + 1)) }
                    let rest = more(row, standard) > 0 ? " and \(more(row, standard)) more" : ""
                    return "\(names[standard] ?? standard): " + (numbers.isEmpty ? "—" : numbers.joined(separator: ", ") + rest)
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
