import CrosswalkKit
import MCP

/// The tools of `crosswalk mcp`. Each makes the command line of the CLI command that answers
/// it and runs it against the server's store, so limits, validation and messages are the
/// CLI's; the schemas list the store's own standards and topics, so a model sees the values.
extension MCPTool {
    static func catalogue(standards: [String], topics: [String]) -> [MCPTool] {
        [
            search(standards: standards, topics: topics), show(), compare(standards: standards),
            coverage(standards: standards), listStandards(), auditPlan(standards: standards),
        ]
    }

    static let platforms = Platform.allCases.map(\.rawValue)
    static let versions = WCAGVersion.allCases.map(\.rawValue)

    /// `--name=value` for each value: the `=` keeps a value that starts with `-` a value.
    static func options(_ name: String, _ values: [String]) -> [String] { values.map { "--\(name)=\($0)" } }

    static func search(standards: [String], topics: [String]) -> MCPTool {
        MCPTool(
            name: "search", title: "Search the guidelines",
            description: """
                Ranked full-text search over every guideline of every standard (mobile accessibility guidance \
                and regulations as they apply to native apps). Words are combined with AND; "quoted words" are \
                a phrase; capt* matches a prefix; OR joins alternatives; -word excludes; title:, statement:, \
                summary:, technique:, code:, testing: and notes: restrict a term to a field. Stemming, \
                British/American spellings, accessibility synonyms and the words of code identifiers \
                (contentDescription) are applied. A word that matches nothing is corrected to the nearest word of the \
                content (corrected_query, corrections), and when no guideline holds every word those holding the \
                most are returned as partial matches (partial, matched_terms); exact turns both off. At most 1,000 \
                characters and 32 words. Returns ids for the show tool, each with the field it matched in and a snippet.
                """,
            schema: MCPSchema.object(
                [
                    "query": MCPSchema.string("The search terms, e.g. touch target or \"screen reader\" label."),
                    "standard": MCPSchema.strings("Only these standards.", values: standards),
                    "platform": MCPSchema.strings(
                        "Only guidelines with techniques for these platforms (other platforms' code is not searched).",
                        values: platforms),
                    "level": MCPSchema.string("Only this level.", values: RequirementLevel.allCases.map(\.rawValue)),
                    "topic": MCPSchema.strings("Only these topics.", values: topics),
                    "wcag": MCPSchema.string("Only guidelines mapped to this WCAG success criterion, e.g. 1.4.3 or 2.5.8."),
                    "limit": MCPSchema.integer("The number of results, 1 or more.", default: 10),
                    "exact": MCPSchema.boolean(
                        "Search the words as given: no correction of a word that matches nothing, no partial matches."),
                ], required: ["query"]),
            answer: { arguments in
                let query = try arguments.string("query", required: true) ?? ""
                var line = ["search"] + options("standard", try arguments.strings("standard"))
                line += options("platform", try arguments.strings("platform"))
                line += options("level", try arguments.string("level").map { [$0] } ?? [])
                line += options("topic", try arguments.strings("topic"))
                line += options("wcag", try arguments.string("wcag").map { [$0] } ?? [])
                line += options("limit", try arguments.integer("limit").map { [String($0)] } ?? [])
                line += try arguments.flag("exact") ? ["--exact"] : []
                try arguments.requireNoOthers()
                // The query is set, not parsed: the CLI takes every word, `-word` and `--` too,
                // as the query's (as words the shell split, which it joins with spaces), so no
                // marker could keep a query that reads like an option (`--limit=5`) from being
                // taken for one. Then validated as the parser validates it.
                var command = try parse(line, as: SearchCommand.self)
                command.query = [query]
                try command.validate()
                command.output.format = .json
                let json = try command.render(style: style)
                command.output.format = .text
                return Answer(text: try command.render(style: style), structured: try value(json: json))
            })
    }

    static func show() -> MCPTool {
        MCPTool(
            name: "show", title: "Show a guideline, criterion or standard",
            description: """
                One guideline in full (statement, level, summary, iOS/Android/Flutter/React Native/HTML techniques \
                with code, test procedure and its automated test (testing.automated_test: the checks that cover it, a \
                test per platform, what a person still checks), WCAG links, counterparts in the other standards, the automated checks that test it; a \
                regulation's clause says whether it applies to native apps); or a WCAG success criterion (of any \
                version) with every guideline mapped to it, which regulations require it of apps and the automated \
                checks that test it, with their thresholds; or a standard; or a tool of automated checks (atf, \
                xctest, android-lint, flutter-test, eslint-react-native-a11y, axe-core) or one check (atf/TouchTargetSizeCheck). With \
                platform, a guideline keeps only that platform's techniques, code and test code.
                """,
            schema: MCPSchema.object(
                [
                    "id": MCPSchema.string(
                        "A guideline id (bbc-2013/13, gigw-3/11.4.8), a success criterion (1.4.3, 2.5.8, wcag-2.2/2.5.8), a standard id, or a check tool or check (atf, atf/TouchTargetSizeCheck)."
                    ),
                    "platform": MCPSchema.string("Only this platform's techniques and code.", values: platforms),
                    "wcag": MCPSchema.string("Only this WCAG version's criteria; a criterion must be in it.", values: versions),
                ], required: ["id"]),
            answer: { arguments in
                let id = try arguments.string("id", required: true) ?? ""
                var line = ["show"] + options("platform", try arguments.string("platform").map { [$0] } ?? [])
                line += options("wcag", try arguments.string("wcag").map { [$0] } ?? [])
                try arguments.requireNoOthers()
                var command = try parse(line + ["--", id], as: ShowCommand.self)
                command.output.format = .json
                let json = try command.render(style: style)
                command.output.format = .text
                return Answer(text: try command.render(style: style), structured: try value(json: json))
            })
    }

    static func compare(standards: [String]) -> MCPTool {
        MCPTool(
            name: "compare", title: "Compare two standards",
            description: """
                Does adopting standard b satisfy standard a (and, unless one_way, the reverse)? For each \
                direction: how many guidelines b covers, partly covers or does not cover, by must/should/advisory, \
                and the guidelines not covered (at most limit of them). Paths go direct, through a third \
                standard, or through the WCAG criteria of wcag (default 2.2). A regulation's clauses not applied \
                to apps are left out and counted.
                """,
            schema: MCPSchema.object(
                [
                    "a": MCPSchema.string("The standard whose guidelines are judged.", values: standards),
                    "b": MCPSchema.string("The standard they are judged against.", values: standards),
                    "one_way": MCPSchema.boolean("Only how b covers a, not the reverse."),
                    "wcag": MCPSchema.string("The WCAG version paths through WCAG go through (default 2.2).", values: versions),
                    "limit": MCPSchema.integer("The most not-covered guidelines to list per direction.", default: 20),
                ], required: ["a", "b"]),
            answer: { arguments in
                let a = try arguments.string("a", required: true) ?? ""
                let b = try arguments.string("b", required: true) ?? ""
                var line = ["compare"] + (try arguments.flag("one_way") ? ["--one-way"] : [])
                line += options("wcag", try arguments.string("wcag").map { [$0] } ?? [])
                let limit = try arguments.integer("limit") ?? 20
                try arguments.requireNoOthers()
                if limit < 1 {
                    throw UsageError("limit \(limit): give the number of not-covered guidelines to list, 1 or more (default 20)")
                }
                let command = try parse(line + ["--", a, b], as: CompareCommand.self)
                // The summary alone: every guideline judged, none listed.
                let report = try command.report(
                    store: try command.options.openStore(), bounds: Comparison.Bounds(limit: 0, findings: 0, leads: 0, notCovered: limit)
                ).report
                var text = report.comparisons.map {
                    ComparisonText(comparison: $0, names: report.names, style: style, all: false, why: false).summary(limit: limit)
                        .joined(separator: "\n")
                }
                if report.changes != nil {
                    text.append("They are two versions of one regulation: crosswalk compare \(a) \(b) lists what changed for apps.")
                }
                return Answer(
                    text: text.joined(separator: "\n\n"), structured: try value(MCPComparisonSummary(report, limit: limit)))
            })
    }

    static func coverage(standards: [String]) -> MCPTool {
        MCPTool(
            name: "coverage", title: "WCAG coverage",
            description: """
                For each WCAG version (all three, or those given) and level: how many success criteria each \
                standard covers (some guideline maps to it) and fully covers (equal, equivalent or superset); \
                with one standard, the criteria it asks for; the guidelines no criterion of the version covers \
                and a regulation's clauses not applied to apps (at most limit of each per standard). \
                Regulations asked about alone are read against the WCAG version and levels they incorporate.
                """,
            schema: MCPSchema.object(
                [
                    "standard": MCPSchema.strings("Only these standards (default: all).", values: standards),
                    "wcag": MCPSchema.strings("Only these WCAG versions (default: all three).", values: versions),
                    "level": MCPSchema.strings("Only these levels.", values: SuccessCriterion.Level.allCases.map(\.rawValue)),
                    "limit": MCPSchema.integer("The most entries in each list of a standard.", default: 10),
                ]),
            answer: { arguments in
                var line = ["coverage"] + options("standard", try arguments.strings("standard"))
                line += options("wcag", try arguments.strings("wcag"))
                line += options("level", try arguments.strings("level"))
                let limit = try arguments.integer("limit") ?? 10
                try arguments.requireNoOthers()
                if limit < 1 { throw UsageError("limit \(limit): give the number of entries to list, 1 or more (default 10)") }
                let command = try parse(line, as: CoverageCommand.self)
                return try coverageAnswer(command.report(), limit: limit)
            })
    }

    /// The report with each standard's lists cut to `limit` entries, their full lengths
    /// added to the JSON (`unmapped_total`, `not_applied_total`) and said in the text.
    static func coverageAnswer(_ report: CoverageReport, limit: Int) throws -> Answer {
        var cut = report
        var totals: [[(unmapped: Int, notApplied: Int)]] = []
        var omitted = 0
        for v in cut.versions.indices {
            totals.append([])
            for s in cut.versions[v].standards.indices {
                let standard = cut.versions[v].standards[s]
                totals[v].append((standard.unmapped.count, standard.notApplied.count))
                omitted += max(0, standard.unmapped.count - limit) + max(0, standard.notApplied.count - limit)
                cut.versions[v].standards[s].unmapped = Array(standard.unmapped.prefix(limit))
                cut.versions[v].standards[s].notApplied = Array(standard.notApplied.prefix(limit))
            }
        }
        guard case .object(var json) = try value(cut), case .array(var versions) = json["versions"] else {
            return Answer(text: CoverageCommand.text(cut, style: style), structured: try value(cut))
        }
        for v in versions.indices {
            guard case .object(var version) = versions[v], case .array(var standards) = version["standards"] else { continue }
            for s in standards.indices where s < totals[v].count {
                guard case .object(var standard) = standards[s] else { continue }
                standard["unmapped_total"] = .int(totals[v][s].unmapped)
                standard["not_applied_total"] = .int(totals[v][s].notApplied)
                standards[s] = .object(standard)
            }
            version["standards"] = .array(standards)
            versions[v] = .object(version)
        }
        json["versions"] = .array(versions)
        var text = CoverageCommand.text(cut, style: style)
        if omitted > 0 {
            text += "\n\nEach list is cut to \(limit) entries (\(omitted) left out); a larger limit, or crosswalk coverage, lists them all."
        }
        return Answer(text: text, structured: .object(json))
    }

    static func listStandards() -> MCPTool {
        MCPTool(
            name: "list_standards", title: "List the standards",
            description: """
                Every standard in the knowledge base: guidance (BBC, Section 508 best practices, GIGW, CIS-India) \
                and regulations (EN 301 549, Section 508, the ADA Title II rule) with their counts of guidelines, \
                musts, shoulds, advisories and guidelines with techniques per platform; a regulation's \
                jurisdiction, date in force, the WCAG version it incorporates and how many clauses apply to apps. \
                The ids are those the other tools take.
                """,
            schema: MCPSchema.object([:]),
            answer: { arguments in
                try arguments.requireNoOthers()
                var command = try parse(["standards"], as: StandardsCommand.self)
                command.output.format = .json
                let json = try command.render(style: style)
                command.output.format = .text
                // structuredContent must be an object: the CLI's array under "standards".
                return Answer(text: try command.render(style: style), structured: .object(["standards": try value(json: json)]))
            })
    }

    static func auditPlan(standards: [String]) -> MCPTool {
        MCPTool(
            name: "audit_plan", title: "Plan an audit of an app",
            description: """
                The fewest test items that decide every requirement of the chosen standards for an app on one \
                platform: requirements that are equal or equivalent share an item, and an item for a stronger \
                requirement decides a weaker one on pass (or a stronger one on fail). Gives the counts and a page \
                of items (offset, limit), each with the requirements it decides and how (fully, on-pass, on-fail) \
                and its WCAG criteria; with item, that item whole: test procedures and the platform's techniques. \
                A regulation's clauses not applied to apps are not requirements. To record results and report, \
                the tester runs crosswalk audit plan with --out, then crosswalk audit report.
                """,
            schema: MCPSchema.object(
                [
                    "platform": MCPSchema.string(
                        "The platform the app is made for (a Flutter or React Native app answers to iOS's and Android's requirements).",
                        values: platforms),
                    "standard": MCPSchema.strings("The standards the app is held to (one or more).", values: standards),
                    "item": MCPSchema.string("One item's id (item-001) to return whole."),
                    "offset": MCPSchema.integer("The items to skip (for the next page).", default: 0),
                    "limit": MCPSchema.integer("The most items to return.", default: 25),
                ], required: ["platform", "standard"]),
            answer: { arguments in
                let platform = try arguments.string("platform", required: true) ?? ""
                let chosen = try arguments.strings("standard")
                let id = try arguments.string("item")
                let offset = try arguments.integer("offset") ?? 0
                let limit = try arguments.integer("limit") ?? 25
                try arguments.requireNoOthers()
                if offset < 0 { throw UsageError("offset \(offset): give the number of items to skip, 0 or more (default 0)") }
                if limit < 1 { throw UsageError("limit \(limit): give the number of items to return, 1 or more (default 25)") }
                let command = try parse(
                    ["audit", "plan", "--platform=\(platform)"] + options("standard", chosen), as: AuditPlanCommand.self)
                let store = try command.options.openStore()
                let plan = try store.auditPlan(platform: command.platform, standards: command.standards, created: try AuditCommand.today())
                var item: AuditPlan.Item?
                if let id {
                    guard let found = plan.items.first(where: { $0.id == id }) else {
                        throw UsageError(
                            "no item '\(id)' in this plan: its items are \(plan.items.first?.id ?? "none") to \(plan.items.last?.id ?? "none")"
                        )
                    }
                    item = found
                }
                let page = item.map { [$0] } ?? Array(plan.items.dropFirst(offset).prefix(limit))
                let summary = MCPAuditPlanSummary(plan, offset: offset, page: page, whole: item != nil)
                return Answer(
                    text: auditPlanText(plan, page: page, summary: summary, command: command), structured: try value(summary))
            })
    }

    /// The plan's counts, then the page of items (or the one item) as lines a model reads.
    static func auditPlanText(_ plan: AuditPlan, page: [AuditPlan.Item], summary: MCPAuditPlanSummary, command: AuditPlanCommand)
        -> String
    {
        let standards = summary.standards.map { "\($0.id) \($0.requirements)" }.joined(separator: ", ")
        var lines = [
            "\(summary.requirementsTotal) requirement\(summary.requirementsTotal == 1 ? "" : "s") (\(standards)) for "
                + "\(plan.platform.rawValue) in \(summary.itemsTotal) test item\(summary.itemsTotal == 1 ? "" : "s"), "
                + "\(summary.conditional) of them needed only if another fails."
        ]
        for item in page {
            lines.append("")
            lines.append("\(item.id)  \(item.title)" + (item.conditionText.map { " (\($0))" } ?? ""))
            for decision in AuditDecision.allCases {
                let ids = item.requirements(decision).map(\.id)
                if !ids.isEmpty { lines.append("  decides \(decision.rawValue): \(ids.joined(separator: ", "))") }
            }
            if !item.wcag.isEmpty { lines.append("  WCAG: \(item.wcag.map(\.number).joined(separator: ", "))") }
            guard summary.item != nil else { continue }
            for procedure in item.procedures {
                lines.append("  " + AuditPlanCommand.procedureText(procedure).replacingOccurrences(of: "\n", with: "\n  "))
            }
            for techniques in item.techniques {
                lines.append("  techniques: \(techniques.guideline) (\(techniques.kinds.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        let shown = summary.offset + summary.items.count
        if summary.item == nil && shown < summary.itemsTotal {
            lines.append("")
            lines.append("Items \(summary.offset + 1) to \(shown) of \(summary.itemsTotal); offset \(shown) gives the next.")
        }
        let line = (["crosswalk audit plan --platform \(plan.platform.rawValue)"] + command.standards.map { "--standard \($0)" })
            .joined(separator: " ")
        lines.append("")
        lines.append("To record results: \(line) --out audit.yaml, fill in each outcome, then crosswalk audit report audit.yaml.")
        return lines.joined(separator: "\n")
    }

}
