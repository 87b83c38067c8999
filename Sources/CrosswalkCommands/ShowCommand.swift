import ArgumentParser
import CrosswalkKit

/// `crosswalk show ID`: one guideline in full, one success criterion with every guideline
/// linked to it, or one standard.
package struct ShowCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a guideline, a WCAG success criterion, or a standard.",
        discussion: """
            ID is a guideline id (bbc-2013/13, gigw-3/11.4.8), a success criterion of any WCAG \
            version (2.5.8, wcag-2.2/2.5.8, 1.4.3, wcag-2.0/1.4.3 or wcag-2.2/1.4.3), a \
            standard id (cis-india), or a tool of automated checks or one of its checks (atf, \
            atf/TouchTargetSizeCheck). With --wcag, a guideline lists only the criteria of that \
            version; a criterion must be in it. With --platform, a guideline shows only that \
            platform's techniques, code and automated checks, and a criterion only its checks.
            """
    )

    @Argument(help: "What to show: a guideline, criterion or standard id.", completion: Completions.ids)
    var id: String

    @Option(
        name: .customLong("wcag"),
        help: ArgumentHelp("Only this WCAG version's criteria (default: all).", valueName: "version"))
    var version: WCAGVersion?

    @Option(help: ArgumentHelp("Only this platform's techniques and code (of a guideline).", valueName: "platform"))
    var platform: Platform?

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    /// A guideline's counterparts through WCAG or a shared topic listed per standard.
    package static let derivedLimit = Store.derivedCounterpartLimit

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        try options.answer(mapped: false) { store in try answer(from: store, style: style) }
    }

    func answer(from store: Store, style: TextStyle) throws -> String {
        // The graph around the id: the guideline's counterparts and its neighbours in source order.
        func guideline(_ id: String) throws -> (GuidelineDetail, GuidelineNeighbours)? {
            let graph = try MappingGraph(store: store, around: id)
            guard let detail = try store.guideline(id, graph: graph, derivedLimit: Self.derivedLimit) else { return nil }
            return (detail, GuidelineNeighbours(of: id, standard: detail.standard, in: graph))
        }
        func show(_ shown: (GuidelineDetail, GuidelineNeighbours)) throws -> String {
            var guideline = shown.0
            let neighbours = shown.1
            if let version {
                guideline.wcag = guideline.wcag.filter { $0.isIn(version) }
                guideline.noWCAG = guideline.noWCAG.filter { $0.version == version }
            }
            if let platform {
                guideline.techniques = guideline.techniques.filter { $0.platform == platform }
                guideline.checks = guideline.checks.filter { $0.platforms.contains(platform) }
                guideline.testing.automatedTest?.code.removeAll { $0.platform != platform }
            }
            return try render(guideline, neighbours: neighbours, style: style)
        }
        if let shown = try guideline(id) { return try show(shown) }
        if var criterion = try store.criterion(id) {
            if let platform { criterion.checks = criterion.checks.filter { $0.platforms.contains(platform) } }
            if let version, !criterion.versions.contains(where: { $0.version == version && $0.contains }) {
                throw CrosswalkError.invalidArgument(
                    argument: "\(id) --wcag \(version.rawValue)",
                    reason:
                        "WCAG \(version.rawValue) has no criterion \(criterion.number); it is in \(VersionText.range(criterion.introduced, criterion.removed)) "
                        + "(leave out --wcag, or give --wcag \(criterion.versions.last { $0.contains }?.version.rawValue ?? WCAGVersion.latest.rawValue))"
                )
            }
            return try render(criterion, style: style)
        }
        if let standard = try store.standards().first(where: { $0.id == id }) {
            return try StandardsCommand.render([standard], format: output.format, style: style, detailed: true)
        }
        if let page = try store.pages().first(where: { $0.id == id }) {
            return try render(page, style: style)
        }
        if let tool = try store.checkTool(id) {
            switch output.format {
            case .json: return try Serialization.json(tool)
            case .csv: return try Serialization.csv(header: CSVExport.checksHeader, rows: CSVExport.checkRows([tool]))
            case .text: return CheckText.tool(tool, style: style)
            }
        }
        // Only now, with no id matched, every guideline id is read: a bare clause number that
        // one standard alone has (`35.201-a`, `502.3.1`) is that clause.
        let guidelines = try store.guidelineIDs()
        let bare = id.contains("/") ? [] : Self.numbered(id, in: guidelines)
        if bare.count == 1, let shown = try guideline(bare[0]) { return try show(shown) }
        let suggestions = Self.suggestions(
            for: id, guidelines: guidelines + (try store.checkIDs()), criteria: try store.criterionNumbers(),
            standards: try store.standardIDs())
        if suggestions.isEmpty {
            let search = CommandLineMistake.example(["search", id]).map { ", or search: \($0)" } ?? ""
            throw UsageError(
                "unknown guideline, criterion or standard '\(MessageText.quoted(id))': give an id such as bbc-2013/13, 1.4.3 or "
                    + "cis-india (crosswalk list and crosswalk standards show them)\(search)")
        }
        throw CrosswalkError.notFound(kind: "guideline, criterion or standard", name: id, suggestions: suggestions)
    }

    /// For a bare number (`13`), the guideline with that number in every standard
    /// (`bbc-2013/13`, `cis-india/13`); for a number with a misspelt standard (`bbc/13`), that
    /// number in the closest standards; otherwise the closest ids.
    /// The guidelines whose number is `number` (any case), in every standard.
    static func numbered(_ number: String, in guidelines: [String]) -> [String] {
        let number = number.lowercased()
        return guidelines.filter { $0.split(separator: "/").last.map { $0.lowercased() == number } ?? false }
    }

    package static func suggestions(for id: String, guidelines: [String], criteria: [String], standards: [String]) -> [String] {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        let number = (parts.last ?? id).lowercased()
        let numbered = numbered(number, in: guidelines)
        if parts.count == 1, !numbered.isEmpty { return numbered }
        if parts.count == 2 {
            let close = Suggestions.closest(to: parts[0], in: standards, limit: 3).map { "\($0)/" }
            let matches = numbered.filter { guideline in close.contains { guideline.hasPrefix($0) } }
            if !matches.isEmpty { return matches }
        }
        return Suggestions.closest(to: id, in: guidelines + criteria + standards, limit: 3)
    }

    // MARK: Guideline

    /// `neighbours`: text only; the JSON is the export's guideline object, which has none.
    func render(_ g: GuidelineDetail, neighbours: GuidelineNeighbours = .init(), style: TextStyle) throws -> String {
        switch output.format {
        case .json: return try Serialization.json(g)
        case .csv:
            var rows: [[String]] = [
                ["statement", "", g.paraphrase ? "paraphrase" : "", "", g.statement], ["summary", "", "", "", g.summary],
            ]
            if let applicability = g.applicability {
                rows.append(["applicability", "", applicability.status.rawValue, "", "", applicability.note ?? ""])
            }
            rows += g.techniques.map {
                ["technique", $0.platform.rawValue, $0.kind.rawValue, $0.editorial ? "yes" : "no", $0.legacy ? "yes" : "no", $0.markdown]
            }
            rows += g.testing.steps.map { ["test step", "", "", g.testing.editorial ? "yes" : "no", "no", $0] }
            rows += g.testing.expected.map { ["expected result", "", "", g.testing.editorial ? "yes" : "no", "no", $0] }
            if let automated = g.testing.automatedTest {
                rows.append(["automated test", "", "", "yes", "no", automated.prose])
                rows += automated.code.map { ["automated test code", $0.platform.rawValue, $0.language.rawValue, "yes", "no", $0.code] }
                if !automated.personChecks.isEmpty { rows.append(["person still checks", "", "", "yes", "no", automated.personChecks]) }
            }
            rows += g.wcag.map {
                [
                    "wcag", VersionText.range($0.introduced, $0.removed), $0.relationship.rawValue, $0.method == .editorial ? "yes" : "no",
                    "no", "\($0.criterion) \($0.handle): \($0.remarks)",
                ]
            }
            rows += g.equivalents.map { ["equivalent", "", $0.relationship.rawValue, "", "\($0.b) (\($0.basis.rawValue)): \($0.bTitle)"] }
            rows += (g.equivalentsOmitted ?? [:]).sorted { $0.key < $1.key }.map {
                ["more equivalents", "", "", "", "", "\($0.key): \($0.value) more through WCAG or a shared topic"]
            }
            rows += g.checks.map {
                [
                    "automated check", $0.platforms.map(\.rawValue).joined(separator: " "), $0.relationship.rawValue, "yes", "no",
                    "\($0.id)" + ($0.via.isEmpty ? "" : " via " + $0.via.joined(separator: ", ")) + ($0.threshold.map { ": \($0)" } ?? ""),
                ]
            }
            if !g.notes.isEmpty { rows.append(["notes", "", "", "", g.notes]) }
            return try Serialization.csv(header: ["part", "platform", "kind", "editorial", "legacy", "text"], rows: rows)
        case .text:
            return GuidelineText(guideline: g, style: style, platform: platform, neighbours: neighbours).render()
        }
    }

    // MARK: A standard's page

    /// A page of a standard that is not a guideline (`bbc-2013/pages/evaluation-techniques`).
    func render(_ page: StandardPage, style: TextStyle) throws -> String {
        switch output.format {
        case .json:
            return try Serialization.json(
                [
                    "id": page.id, "standard": page.standardID, "title": page.title, "kind": page.kind.rawValue,
                    "markdown": page.body.markdown,
                ])
        case .csv:
            return try Serialization.csv(
                header: ["id", "standard", "title", "kind", "markdown"],
                rows: [[page.id, page.standardID, page.title, page.kind.rawValue, page.body.markdown]])
        case .text:
            return
                ([style.bold(page.id), style.bold(page.title), ""]
                + MarkdownLayout.lines(page.body.markdown, width: style.width, indent: "", style: style)).joined(separator: "\n")
        }
    }

    // MARK: Criterion

    package func render(_ c: CriterionDetail, style: TextStyle) throws -> String {
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
            let paragraph = { (text: String) in TextTable.paragraph(text, width: style.width, hanging: "  ") }
            var lines = [
                paragraph(style.bold("\(c.number) \(c.handle)") + "  (level \(c.level.rawValue), \(c.id))"),
                paragraph("In WCAG \(VersionText.range(c.introduced, c.removed))" + VersionText.history(c)),
                paragraph("Principle \(c.principle) · Guideline \(c.guideline)"),
                "",
                TextTable.paragraph(c.summary, width: style.width),
                "",
                TextTable.paragraph("On iOS and Android: " + c.mobile, width: style.width),
                "",
                paragraph("Understanding: \(c.understanding)"),
            ]
            if !c.regulations.isEmpty {
                lines += ["", style.bold("Required of native apps by")]
                for entry in c.regulations {
                    let clauses = entry.clauses.isEmpty ? "" : " (" + entry.clauses.joined(separator: ", ") + ")"
                    lines.append(
                        paragraph(
                            "\(entry.standardName): \(ApplicabilityText.phrase(entry.status))\(clauses)"
                                + (entry.note.map { ": \($0)" } ?? "")))
                }
            }
            lines += CheckText.references(c.checks, style: style)
            if c.standards.isEmpty {
                lines += ["", "No guideline of any standard maps to \(c.number)."]
            }
            for group in c.standards {
                lines += ["", style.bold("\(group.standardName) (\(group.standard))")]
                var table = TextTable([
                    .init(header: "guideline", fit: .spill), .init(header: "level"), .init(header: "relationship"),
                    .init(header: "basis", fit: .wrap(minimum: 9)), .init(header: "title", fit: .wrap(minimum: 20)),
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
package struct GuidelineText {
    package init(
        guideline: GuidelineDetail, style: TextStyle, platform: Platform? = nil,
        neighbours: GuidelineNeighbours = GuidelineNeighbours()
    ) {
        self.guideline = guideline
        self.style = style
        self.platform = platform
        self.neighbours = neighbours
    }

    let guideline: GuidelineDetail
    let style: TextStyle
    /// The platform `--platform` chose: said to have no technique rather than left out.
    var platform: Platform? = nil
    /// The guidelines before and after it, printed last.
    var neighbours = GuidelineNeighbours()

    package func render() -> String {
        let g = guideline
        var lines: [String] = []
        lines += TextTable.fields([style.bold(g.id), style.bold(g.title)], width: style.width, hanging: "  ")
        var facts = ["\(g.standardName)", "number \(g.number)", style.level(g.level) + (g.levelName.map { " (\($0))" } ?? "")]
        if let category = g.category { facts.append(category.title) }
        if let page = g.page { facts.append("p. \(page)") }
        lines += TextTable.fields(facts, separator: " · ", width: style.width, hanging: "  ")
        lines.append("")
        if let heading = g.heading, heading != g.statement {
            lines += paragraph("Source heading: \(heading)", hanging: "  ")
        }
        if g.paraphrase {
            lines += paragraph(g.statement, indent: "  ", hanging: "  ")
            lines += paragraph("(In Crosswalk's words; the standard's text is \(g.statementOwner)'s.)", indent: "  ", hanging: "   ")
        } else {
            lines += paragraph("“\(g.statement)”", indent: "  ", hanging: "   ")
        }
        lines.append("")
        if let applicability = g.applicability {
            lines += paragraph(
                "Native apps: " + ApplicabilityText.phrase(applicability.status) + (applicability.note.map { ": \($0)" } ?? ""),
                hanging: "  ")
        }
        if g.scoping {
            lines += paragraph(
                "Scoping clause: it says what the regulation covers, exempts or allows; compare, coverage and audits do not count it as a requirement.",
                hanging: "  ")
        }
        if !g.originatesWith.isEmpty || !g.implementedBy.isEmpty {
            lines += paragraph(
                "Roles: originates with \(g.originatesWith.joined(separator: ", ")); implemented by \(g.implementedBy.joined(separator: ", "))",
                hanging: "  ")
        }
        lines += paragraph("Topics: " + g.topics.map(\.title).joined(separator: ", "), hanging: "  ")
        let covered = g.platforms.filter(\.hasTechnique).map(\.platform.title)
        let none = g.platforms.filter { !$0.hasTechnique }.map(\.platform.title)
        lines += paragraph(
            "Platforms: " + (covered.isEmpty ? "none" : covered.joined(separator: ", "))
                + (none.isEmpty ? "" : " (the source gives no technique for \(none.joined(separator: ", ")))"), hanging: "  ")
        if !g.users.isEmpty { lines += paragraph("Serves: " + g.users.map(\.title).joined(separator: ", "), hanging: "  ") }
        section("Summary", g.summary, into: &lines)
        for platform in Platform.allCases {
            let techniques = g.techniques.filter { $0.platform == platform }
            guard !techniques.isEmpty else { continue }
            lines += ["", style.bold(platform.title)]
            if platform == .html {
                lines += paragraph(
                    "Also for web content in an app's web view (WKWebView, Android WebView, webview_flutter, "
                        + "react-native-webview): test it inside the app too.", indent: "  ")
            }
            for technique in techniques {
                let kind = technique.kind.heading
                lines.append("")
                lines += paragraph(
                    style.bold(
                        kind + (technique.editorial ? " (Crosswalk editorial)" : "")
                            + (technique.legacy ? " (legacy: superseded, see the editorial technique)" : "")), indent: "  ")
                lines += MarkdownLayout.lines(technique.markdown, width: style.width, indent: "  ", style: style)
            }
        }
        if let platform, !g.techniques.contains(where: { $0.platform == platform }) {
            lines += ["", style.bold(platform.title)]
            lines += paragraph("No \(platform.title) technique for this guideline.", indent: "  ")
        }
        testing(g, into: &lines)
        lines += ["", style.bold("WCAG")]
        if g.wcag.isEmpty {
            lines.append("  No success criterion.")
        }
        wcagLinks(g, into: &lines)
        if !g.supersedes.isEmpty { lines += paragraph("Supersedes: " + g.supersedes.joined(separator: ", "), hanging: "  ") }
        if !g.supersededBy.isEmpty { lines += paragraph("Superseded by: " + g.supersededBy.joined(separator: ", "), hanging: "  ") }
        counterparts(g, into: &lines)
        if g.applicability?.status != .notApplied && !g.scoping { lines += CheckText.references(g.checks, style: style) }
        if !g.notes.isEmpty { section("Notes", g.notes, into: &lines) }
        let neighbours = [self.neighbours.previous.map { "Previous: \($0)" }, self.neighbours.next.map { "Next: \($0)" }]
            .compactMap { $0 }
        if !neighbours.isEmpty { lines += [""] + TextTable.fields(neighbours, separator: " · ", width: style.width, hanging: "") }
        return lines.joined(separator: "\n")
    }

    /// A regulation's clause may have no procedure of its own: it tests as the criterion it
    /// applies, or, not applied to apps, has nothing to test.
    private func testing(_ g: GuidelineDetail, into lines: inout [String]) {
        if g.testing.steps.isEmpty && g.testing.expected.isEmpty {
            guard g.applicability?.status != .notApplied else { return }
            let criteria = g.wcag.filter { $0.relationship == .equalTo || $0.relationship == .equivalentTo }.map(\.criterion)
            guard !criteria.isEmpty else { return }
            lines += ["", style.bold("Testing")]
            lines += paragraph(
                "Test as for WCAG \(criteria.joined(separator: ", ")): crosswalk show \(criteria[0])", indent: "  ", hanging: "    ")
            return
        }
        lines += ["", style.bold("Testing" + (g.testing.editorial ? " (Crosswalk editorial)" : ""))]
        let stepNumberWidth = String(g.testing.steps.count).count
        for (index, step) in g.testing.steps.enumerated() {
            let number = "\(index + 1). ".padding(toLength: stepNumberWidth + 2, withPad: " ", startingAt: 0)
            lines += paragraph(number + step, indent: "  ", hanging: "  " + String(repeating: " ", count: number.count))
        }
        lines.append("  Expected result:")
        for expected in g.testing.expected {
            lines += paragraph("- \(expected)", indent: "  ", hanging: "    ")
        }
        if let automated = g.testing.automatedTest { automatedTest(automated, into: &lines) }
    }

    /// The prose, each platform's test under the platform's name (code as written, so that
    /// it copies), then what a person still checks.
    private func automatedTest(_ test: GuidelineDetail.AutomatedTestDetail, into lines: inout [String]) {
        lines += ["", "  Automated test (Crosswalk editorial):"]
        lines += MarkdownLayout.lines(test.prose, width: style.width, indent: "  ", style: style)
        for sample in test.code {
            lines += ["", "  \(sample.platform.title):"]
            let fence = sample.code.contains("```") ? "~~~~" : "```"
            let block = "\(fence)\(sample.language.rawValue)\n\(sample.code)\(sample.code.hasSuffix("\n") ? "" : "\n")\(fence)"
            lines += MarkdownLayout.lines(block, width: style.width, indent: "  ", style: style)
        }
        if let platform, test.code.isEmpty {
            lines += [""] + paragraph("No \(platform.title) test code for this guideline.", indent: "  ")
        }
        if !test.personChecks.isEmpty {
            lines.append("")
            lines += MarkdownLayout.lines(test.personChecks, width: style.width, indent: "  ", style: style)
        }
    }

    private func wcagLinks(_ g: GuidelineDetail, into lines: inout [String]) {
        // One criterion to a paragraph: a table with the remarks would not fit 80 columns.
        for link in g.wcag {
            lines += paragraph(style.bold("\(link.criterion) \(link.handle)"), indent: "  ", hanging: "    ")
            lines += paragraph(
                "\(link.level.rawValue) · WCAG \(VersionText.range(link.introduced, link.removed)) · \(link.relationship.rawValue) · "
                    + "\(link.method.rawValue), \(link.confidence.rawValue) confidence" + (link.remarks.isEmpty ? "" : ": \(link.remarks)"),
                indent: "      ")
        }
        for statement in g.noWCAG {
            lines += paragraph("No criterion of WCAG \(statement.version.rawValue): \(statement.remarks)", indent: "  ", hanging: "    ")
        }
    }

    private func counterparts(_ g: GuidelineDetail, into lines: inout [String]) {
        lines += ["", style.bold("In other standards")]
        if g.equivalents.isEmpty {
            lines.append("  No counterpart found.")
        } else {
            for (index, pair) in g.equivalents.enumerated() {
                lines += TextTable.fields([style.bold(pair.b), pair.bTitle], width: style.width, indent: "  ", hanging: "      ")
                let via = PairText.via(pair)
                lines += paragraph(
                    "\(pair.relationship.rawValue) · \(pair.basis.rawValue)" + (via.isEmpty ? "" : ": \(via)"), indent: "      ")
                // After a standard's last pair, how many more a bound left out.
                let standard = Self.standard(of: pair.b)
                let next = g.equivalents.indices.contains(index + 1) ? Self.standard(of: g.equivalents[index + 1].b) : nil
                if standard != next, let more = g.equivalentsOmitted?[standard] {
                    lines += paragraph("and \(more) more in \(standard) through WCAG or a shared topic", indent: "  ")
                }
            }
        }
    }

    private func paragraph(_ text: String, indent: String = "", hanging: String? = nil) -> [String] {
        TextTable.paragraphLines(text, width: style.width, indent: indent, hanging: hanging)
    }

    /// The standard of a guideline id: `bbc-2013` of `bbc-2013/13`.
    private static func standard(of id: String) -> String { String(id.prefix { $0 != "/" }) }

    private func section(_ title: String, _ markdown: String, into lines: inout [String]) {
        lines += ["", style.bold(title)]
        lines += MarkdownLayout.lines(markdown, width: style.width, indent: "  ", style: style)
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

/// How applicability reads in text output.
enum ApplicabilityText {
    static func phrase(_ status: Guideline.Applicability.Status) -> String {
        switch status {
        case .applies: "applies"
        case .appliesAsEdited: "applies as edited"
        case .notApplied: "not applied"
        }
    }

    static func phrase(_ status: CriterionDetail.RegulationEntry.Status) -> String {
        switch status {
        case .applies: "applies"
        case .appliesAsEdited: "applies as edited"
        case .notApplied: "not applied"
        case .notIncorporated: "not required"
        }
    }
}
