import ArgumentParser
import CrosswalkKit

/// `crosswalk show ID`: one guideline in full, one success criterion with every guideline
/// linked to it, or one standard.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a guideline, a WCAG success criterion, or a standard.",
        discussion: """
            ID is a guideline id (bbc-2013/13, gigw-3/11.4.8), a success criterion of any WCAG \
            version (2.5.8, wcag-2.2/2.5.8, 1.4.3, wcag-2.0/1.4.3 or wcag-2.2/1.4.3), or a \
            standard id (cis-india). With --wcag, a guideline lists only the criteria of that \
            version; a criterion must be in it.
            """
    )

    @Argument(help: "What to show.")
    var id: String

    @Option(
        name: .customLong("wcag"),
        help: ArgumentHelp("Only this WCAG version's criteria: 2.0, 2.1 or 2.2 (default: all).", valueName: "version"))
    var version: WCAGVersion?

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    func render(style: TextStyle) throws -> String {
        let store = try options.openStore()
        if var guideline = try store.guideline(id) {
            if let version {
                guideline.wcag = guideline.wcag.filter { $0.isIn(version) }
                guideline.noWCAG = guideline.noWCAG.filter { $0.version == version }
            }
            return try render(guideline, style: style)
        }
        if let criterion = try store.criterion(id) {
            if let version, !criterion.versions.contains(where: { $0.version == version && $0.contains }) {
                throw CrosswalkError.invalidArgument(
                    argument: "\(id) --wcag \(version.rawValue)",
                    reason:
                        "WCAG \(version.rawValue) has no criterion \(criterion.number); it is in \(VersionText.range(criterion.introduced, criterion.removed))"
                )
            }
            return try render(criterion, style: style)
        }
        if let standard = try store.standards().first(where: { $0.id == id }) {
            return try StandardsCommand.render([standard], format: output.format, style: style, detailed: true)
        }
        let known = try store.guidelineIDs() + store.criterionNumbers() + store.standardIDs()
        throw CrosswalkError.notFound(
            kind: "guideline, criterion or standard", name: id,
            suggestions: Suggestions.closest(to: id, in: known, limit: 3))
    }

    // MARK: Guideline

    func render(_ g: GuidelineDetail, style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(g)
        case .csv:
            var rows: [[String]] = [
                ["statement", "", "", "", g.statement], ["summary", "", "", "", g.summary],
            ]
            rows += g.techniques.map {
                ["technique", $0.platform.rawValue, $0.kind.rawValue, $0.editorial ? "yes" : "no", $0.legacy ? "yes" : "no", $0.markdown]
            }
            rows += g.testing.steps.map { ["test step", "", "", g.testing.editorial ? "yes" : "no", "no", $0] }
            rows += g.testing.expected.map { ["expected result", "", "", g.testing.editorial ? "yes" : "no", "no", $0] }
            rows += g.wcag.map {
                [
                    "wcag", VersionText.range($0.introduced, $0.removed), $0.relationship.rawValue, $0.method == .editorial ? "yes" : "no",
                    "no", "\($0.criterion) \($0.handle): \($0.remarks)",
                ]
            }
            rows += g.equivalents.map { ["equivalent", "", $0.relationship.rawValue, "", "\($0.b) (\($0.basis.rawValue)): \($0.bTitle)"] }
            if !g.notes.isEmpty { rows.append(["notes", "", "", "", g.notes]) }
            return try Serialization.csv(header: ["part", "platform", "kind", "editorial", "legacy", "text"], rows: rows)
        case .text:
            return GuidelineText(guideline: g, style: style).render()
        }
    }

    // MARK: Criterion

    func render(_ c: CriterionDetail, style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(c)
        case .csv:
            let rows = c.standards.flatMap { group in
                group.guidelines.map {
                    [
                        group.standard, $0.guideline, $0.title, $0.level.rawValue, $0.relationship.rawValue, $0.method.rawValue,
                        $0.confidence.rawValue, $0.remarks,
                    ]
                }
            }
            return try Serialization.csv(
                header: ["standard", "guideline", "title", "level", "relationship", "method", "confidence", "remarks"], rows: rows)
        case .text:
            var lines = [
                style.bold("\(c.number) \(c.handle)") + "  (level \(c.level.rawValue), \(c.id))",
                "In WCAG \(VersionText.range(c.introduced, c.removed))" + VersionText.history(c),
                "Principle \(c.principle) · Guideline \(c.guideline)",
                "",
                TextTable.paragraph(c.summary, width: style.width),
                "",
                TextTable.paragraph("On iOS and Android: " + c.mobile, width: style.width),
                "",
                "Understanding: \(c.understanding)",
            ]
            if c.standards.isEmpty {
                lines += ["", "No guideline of any standard maps to \(c.number)."]
            }
            for group in c.standards {
                lines += ["", style.bold("\(group.standardName) (\(group.standard))")]
                var table = TextTable([
                    .init(header: "guideline"), .init(header: "level"), .init(header: "relationship"),
                    .init(header: "basis"), .init(header: "title", flexible: true, minimumWidth: 20),
                ])
                for link in group.guidelines {
                    table.add([
                        link.guideline, style.level(link.level), link.relationship.rawValue,
                        "\(link.method.rawValue), \(link.confidence.rawValue)", link.title,
                    ])
                }
                lines.append(table.render(style: style))
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// The text layout of one guideline: headed sections, Markdown as authored.
struct GuidelineText {
    let guideline: GuidelineDetail
    let style: TextStyle

    func render() -> String {
        let g = guideline
        var lines: [String] = []
        lines.append(style.bold("\(g.id)  \(g.title)"))
        var facts = ["\(g.standardName)", "number \(g.number)", style.level(g.level) + (g.levelName.map { " (\($0))" } ?? "")]
        if let category = g.category { facts.append(category.title) }
        if let page = g.page { facts.append("p. \(page)") }
        lines.append(facts.joined(separator: " · "))
        lines.append("")
        if let heading = g.heading, heading != g.statement {
            lines.append(TextTable.paragraph("Source heading: \(heading)", width: style.width))
        }
        lines.append(TextTable.paragraph("“\(g.statement)”", width: style.width, indent: "  "))
        lines.append("")
        if !g.originatesWith.isEmpty || !g.implementedBy.isEmpty {
            lines.append(
                "Roles: originates with \(g.originatesWith.joined(separator: ", ")); implemented by \(g.implementedBy.joined(separator: ", "))"
            )
        }
        lines.append("Topics: " + g.topics.map(\.title).joined(separator: ", "))
        let covered = g.platforms.filter(\.hasTechnique).map(\.platform.title)
        let none = g.platforms.filter { !$0.hasTechnique }.map(\.platform.title)
        lines.append(
            "Platforms: " + (covered.isEmpty ? "none" : covered.joined(separator: ", "))
                + (none.isEmpty ? "" : " (the source gives no technique for \(none.joined(separator: ", ")))"))
        if !g.users.isEmpty { lines.append("Serves: " + g.users.map(\.title).joined(separator: ", ")) }
        section("Summary", g.summary, into: &lines)
        for platform in Platform.allCases {
            let techniques = g.techniques.filter { $0.platform == platform }
            guard !techniques.isEmpty else { continue }
            lines += ["", style.bold(platform.title)]
            for technique in techniques {
                let kind = technique.kind.heading
                lines += [
                    "",
                    "  "
                        + style.bold(
                            kind + (technique.editorial ? " (Crosswalk editorial)" : "")
                                + (technique.legacy ? " (legacy: superseded, see the editorial technique)" : "")),
                ]
                lines += technique.markdown.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        lines += ["", style.bold("Testing" + (g.testing.editorial ? " (Crosswalk editorial)" : ""))]
        for (index, step) in g.testing.steps.enumerated() {
            lines.append(TextTable.paragraph("\(index + 1). \(step)", width: style.width, indent: "  "))
        }
        lines.append("  Expected result:")
        for expected in g.testing.expected {
            lines.append(TextTable.paragraph("- \(expected)", width: style.width, indent: "  "))
        }
        lines += ["", style.bold("WCAG")]
        if g.wcag.isEmpty {
            lines.append("  No success criterion.")
        } else {
            var table = TextTable([
                .init(header: "criterion"), .init(header: "level"), .init(header: "in"), .init(header: "relationship"),
                .init(header: "basis"), .init(header: "why", flexible: true, minimumWidth: 20),
            ])
            for link in g.wcag {
                table.add([
                    "\(link.criterion) \(link.handle)", link.level.rawValue, VersionText.range(link.introduced, link.removed),
                    link.relationship.rawValue, "\(link.method.rawValue), \(link.confidence.rawValue)", link.remarks,
                ])
            }
            lines.append(table.render(style: style))
        }
        for statement in g.noWCAG {
            lines.append(
                TextTable.paragraph(
                    "No criterion of WCAG \(statement.version.rawValue): \(statement.remarks)", width: style.width, indent: "  "))
        }
        if !g.supersedes.isEmpty { lines.append("Supersedes: " + g.supersedes.joined(separator: ", ")) }
        if !g.supersededBy.isEmpty { lines.append("Superseded by: " + g.supersededBy.joined(separator: ", ")) }
        lines += ["", style.bold("In other standards")]
        if g.equivalents.isEmpty {
            lines.append("  No counterpart found.")
        } else {
            for pair in g.equivalents {
                lines.append("  " + style.bold(pair.b) + "  " + pair.bTitle)
                let via = PairText.via(pair)
                lines.append(
                    TextTable.paragraph(
                        "\(pair.relationship.rawValue) · \(pair.basis.rawValue)" + (via.isEmpty ? "" : ": \(via)"),
                        width: style.width, indent: "      "))
            }
        }
        if !g.notes.isEmpty { section("Notes", g.notes, into: &lines) }
        let neighbours = [g.previous.map { "Previous: \($0)" }, g.next.map { "Next: \($0)" }].compactMap { $0 }
        if !neighbours.isEmpty { lines += ["", neighbours.joined(separator: " · ")] }
        return lines.joined(separator: "\n")
    }

    private func section(_ title: String, _ markdown: String, into lines: inout [String]) {
        lines += ["", style.bold(title)]
        for paragraph in markdown.components(separatedBy: "\n\n") {
            lines.append(TextTable.paragraph(paragraph.replacingOccurrences(of: "\n", with: " "), width: style.width, indent: "  "))
        }
    }
}

/// How the WCAG versions of a criterion read in text output.
enum VersionText {
    static func range(_ introduced: WCAGVersion, _ removed: WCAGVersion?) -> String {
        VersionRange.text(introduced, removed)
    }

    /// ` (added in 2.1)`, ` (obsolete and removed in 2.2)`, or nothing for a 2.0 criterion still current.
    static func history(_ c: CriterionDetail) -> String {
        var notes: [String] = []
        if c.introduced != .wcag20 { notes.append("added in \(c.introduced.rawValue)") }
        if let removed = c.removed { notes.append("obsolete and removed in \(removed.rawValue)") }
        let renamed = c.versions.filter { $0.contains && $0.handle != c.handle }
        notes += renamed.map { "\"\($0.handle)\" in \($0.version.rawValue)" }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }
}
