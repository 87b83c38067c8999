import ArgumentParser
import CrosswalkKit

/// `crosswalk compare A B` and `crosswalk compare --matrix [STANDARD...]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "The crosswalk between two standards, or a matrix of several.",
        discussion: """
            Pairs are linked directly (a mapping between the two), through the WCAG hub \
            (both map to the same success criteria; relationships are composed, and 'unknown' \
            when nothing sound follows), or by topic only (a suggestion for guidelines with no \
            other counterpart). Each pair carries its basis, the path that justifies it and its \
            strength. With --matrix: one row per success criterion (or topic with --by topic), \
            one column per standard (all standards when none are named). Paths through WCAG \
            and the matrix's criteria are those of --wcag (default 2.2).
            """
    )

    @Argument(help: "Two standards to compare (any number with --matrix).")
    var standards: [String] = []

    @Flag(help: "Show a matrix of standards by criterion or topic.")
    var matrix = false

    @Option(help: ArgumentHelp("Matrix rows: criterion or topic.", valueName: "axis"))
    var by: String = "criterion"

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
        let known = try store.standardIDs()
        for standard in standards where !known.contains(standard) {
            throw CrosswalkError.notFound(
                kind: "standard", name: standard, suggestions: Suggestions.closest(to: standard, in: known, limit: 3).nonEmpty ?? known)
        }
        if matrix {
            guard let axis = Matrix.Axis(rawValue: by) else {
                throw CrosswalkError.notFound(kind: "matrix axis", name: by, suggestions: Matrix.Axis.allCases.map(\.rawValue))
            }
            return try render(store.matrix(by: axis, version: wcag.version, standards: standards), style: style)
        }
        if standards[0] == standards[1] {
            throw CrosswalkError.invalidArgument(
                argument: "compare \(standards[0]) \(standards[1])", reason: "give two different standards")
        }
        let crosswalk = try MappingGraph(store: store, version: wcag.version).crosswalk(standards[0], standards[1])
        return try render(crosswalk, style: style)
    }

    func render(_ c: Crosswalk, style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(c)
        case .csv:
            return try Serialization.csv(
                header: [
                    "a", "b", "relationship", "basis", "via", "direct", "shared_guidelines", "shared_criteria", "confidence", "b_title",
                ],
                rows: c.pairs.map { pair -> [String] in
                    [
                        pair.a, pair.b, pair.relationship.rawValue, pair.basis.rawValue, pair.via.joined(separator: " "),
                        pair.strength.direct ? "yes" : "no", String(pair.strength.sharedGuidelines), String(pair.strength.sharedCriteria),
                        pair.confidence?.rawValue ?? "", pair.bTitle,
                    ]
                }
                    + c.onlyInA.map { [$0.id, "", "", "only-in-a", "", "", "", "", "", ""] }
                    + c.onlyInB.map { ["", $0.id, "", "only-in-b", "", "", "", "", "", ""] })
        case .text:
            let counts = [PairRelation.Basis.direct, .transitive, .hub, .topic].map { basis in c.pairs.count { $0.basis == basis } }
            var lines = [
                style.bold("Crosswalk \(c.a) ↔ \(c.b)")
                    + ": \(counts[0]) direct, \(counts[1]) through another standard, \(counts[2]) through WCAG \(wcag.version.rawValue), \(counts[3]) by topic only",
                "",
            ]
            if c.pairs.isEmpty {
                lines.append("No pairs.")
            } else {
                var table = TextTable([
                    .init(header: c.a), .init(header: c.b), .init(header: "relationship"), .init(header: "basis"),
                    .init(header: "via", flexible: true, minimumWidth: 12),
                ])
                for pair in c.pairs {
                    table.add([pair.a, pair.b, pair.relationship.rawValue, pair.basis.rawValue, PairText.via(pair)])
                }
                lines.append(table.render(style: style))
            }
            for (title, unmatched) in [("Only in \(c.a)", c.onlyInA), ("Only in \(c.b)", c.onlyInB)] {
                lines += ["", style.bold("\(title) (\(unmatched.count))")]
                for item in unmatched {
                    lines.append(
                        TextTable.paragraph(
                            "\(item.id)  \(item.title)"
                                + (item.statedNoCounterpart ? "  (its mapping states there is no counterpart)" : ""),
                            width: style.width, indent: "  "))
                }
            }
            return lines.joined(separator: "\n")
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
            var table = TextTable(
                [.init(header: m.by == .criterion ? "criterion" : "topic", flexible: true, minimumWidth: 12)]
                    + m.standards.map { .init(header: $0, flexible: true, minimumWidth: 6) })
            for row in m.rows {
                let label = m.by == .criterion ? "\(row.id) \(row.title) (\(row.level?.rawValue ?? ""))" : row.title
                table.add(
                    [label]
                        + m.standards.map { standard in
                            let numbers = (row.cells[standard] ?? []).map { String($0.dropFirst(standard.count + 1)) }
                            return numbers.isEmpty ? "—" : numbers.joined(separator: ", ")
                        })
            }
            return table.render(style: style)
        }
    }
}

/// How a pair's justification reads in text output.
enum PairText {
    /// `WCAG 1.3.1, 4.1.2` for hub pairs, the intermediate guidelines or mapping location
    /// otherwise, the topics for topic pairs.
    static func via(_ pair: PairRelation) -> String {
        switch pair.basis {
        case .hub: "WCAG " + pair.via.map(SuccessCriterion.number(of:)).joined(separator: ", ")
        case .topic: "topic " + pair.via.joined(separator: ", ")
        case .direct, .transitive: pair.via.joined(separator: ", ")
        }
    }
}

extension Array {
    /// nil when empty, for `??` fallbacks.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
