import ArgumentParser
import CrosswalkKit

/// `crosswalk search`: ranked full-text search over every standard.
package struct SearchCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the guidelines of every standard.",
        discussion: """
            Words are combined with AND; "quoted words" form a phrase; a trailing * matches a \
            prefix (capt*); OR joins alternatives; -word or NOT word excludes; title:, \
            statement:, summary:, technique:, code:, testing: and notes: restrict a term to a \
            field. Stemming, British/American spellings, accessibility synonyms (screen reader, \
            VoiceOver, TalkBack) and the words of code identifiers (content description finds \
            contentDescription) are applied automatically. A word that matches nothing is \
            corrected to the nearest word of the content, and when no guideline holds every \
            word, those holding the most are shown as partial matches; --exact does neither.
            """
    )

    // Every word, `-word` exclusions too, is the query's: an unknown dash word is never an option.
    @Argument(parsing: .allUnrecognized, help: "The search terms.")
    package var query: [String] = []

    @Option(
        name: .customLong("standard"), help: ArgumentHelp("Only this standard (repeatable).", valueName: "id"),
        completion: Completions.standards)
    var standards: [String] = []

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp("Only guidelines with techniques for this platform (repeatable).", valueName: "platform"))
    var platforms: [Platform] = []

    @Option(help: ArgumentHelp("Only this level.", valueName: "level"))
    var level: RequirementLevel?

    @Option(
        name: .customLong("topic"), help: ArgumentHelp("Only this topic (repeatable).", valueName: "topic"), completion: Completions.topics)
    var topics: [String] = []

    @Option(
        help: ArgumentHelp("Only guidelines mapped to this WCAG success criterion (any version), e.g. 1.4.3 or 2.5.8.", valueName: "sc"))
    var wcag: String?

    // Unconditional, so that `--limit -1` reaches the check below instead of reading as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("The number of results to show, 1 or more.", valueName: "n"))
    var limit: Int = 10

    @Flag(help: "Search the words as typed: no corrections of words that match nothing, and no partial matches.")
    var exact = false

    @Flag(help: "Also print the full-text expression the query was expanded to.")
    var explain = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    package func validate() throws {
        // `-word` excludes a word; a `--name` the command does not know is a mistyped option.
        if let unknown = query.first(where: { $0.hasPrefix("--") && $0.count > 2 }) {
            throw ValidationError(
                "unknown option '\(MessageText.quoted(unknown))'; to exclude a word, write -word")
        }
        if limit < 1 { throw ValidationError("--limit \(limit): give the number of results to show, 1 or more (default 10)") }
    }

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        let filters = SearchFilters(
            standards: standards, platforms: platforms, level: level, topics: topics, criterion: wcag, limit: limit)
        let (response, checks) = try options.answer { store in
            // The automated checks the query names, shown beside the guidelines they test.
            (
                try SearchEngine(store: store).search(query.joined(separator: " "), filters: filters, exact: exact),
                try store.checks(named: query.joined(separator: " "))
            )
        }
        if explain { Terminal.standardError("expanded: \(response.expression)") }
        switch output.format {
        case .json: return try Serialization.json(Answer(response: response, checks: checks))
        case .csv:
            return try Serialization.csv(
                header: ["id", "standard", "number", "title", "level", "score", "matched_in", "snippet"],
                rows: response.results.map {
                    [$0.id, $0.standard, $0.number, $0.title, $0.level.rawValue, String($0.score), $0.matchedIn, $0.snippet]
                })
        case .text: return Self.text(response, checks: checks, style: style)
        }
    }

    /// The JSON answer: the search response's fields, then `checks`.
    struct Answer: Encodable {
        var response: SearchResponse
        var checks: [CheckReference]

        enum CodingKeys: String, CodingKey { case checks }

        func encode(to encoder: Encoder) throws {
            try response.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(checks, forKey: .checks)
        }
    }

    static func text(_ response: SearchResponse, checks: [CheckReference] = [], style: TextStyle) -> String {
        var lines: [String] = []
        for check in checks {
            lines += TextTable.paragraphLines(
                "Automated check \(style.bold(check.id)) (\(check.toolName)): \(check.title); crosswalk show \(check.id)",
                width: style.width, hanging: "  ")
        }
        if !checks.isEmpty { lines.append("") }
        if let corrected = response.correctedQuery {
            let words = response.corrections.map { "\"\($0.word)\"" }.joined(separator: ", ")
            lines += TextTable.paragraphLines(
                "Showing results for \"\(corrected)\" (\(words) matched nothing); search exactly as typed with --exact.",
                width: style.width, hanging: "  ")
        }
        guard !response.results.isEmpty else {
            lines += TextTable.paragraphLines(
                "No guideline matches \"\(response.correctedQuery ?? response.query)\".", width: style.width, hanging: "  ")
            return lines.joined(separator: "\n")
        }
        let shown = response.results.count < response.total ? " (showing \(response.results.count); use --limit for more)" : ""
        let searched = response.correctedQuery ?? response.query
        if let partial = response.partial {
            lines += TextTable.paragraphLines(
                "No guideline has every word of \"\(searched)\"; showing those with the most (\(partial.most) of "
                    + "\(partial.terms.count)): \(response.total) partial match\(response.total == 1 ? "" : "es")\(shown)",
                width: style.width, hanging: "  ")
        } else {
            lines += TextTable.paragraphLines(
                "\(response.total) result\(response.total == 1 ? "" : "s") for \"\(searched)\"\(shown)", width: style.width, hanging: "  ")
        }
        lines.append("")
        let numberWidth = String(response.results.count).count
        let indent = String(repeating: " ", count: numberWidth + 2)
        for (index, result) in response.results.enumerated() {
            let number = String(index + 1)
            lines += TextTable.fields(
                [style.bold(result.id), style.level(result.level), result.title], width: style.width,
                indent: String(repeating: " ", count: numberWidth - number.count) + number + ". ", hanging: indent)
            let snippet = highlighted(result.snippet, style: style)
            let label = style.dim(matchedLabel(result.matchedIn) + ":")
            lines += TextTable.paragraphLines(label + " " + snippet, width: style.width, indent: indent)
            if let terms = result.matchedTerms {
                lines += TextTable.paragraphLines(
                    style.dim("has:") + " " + terms.joined(separator: ", "), width: style.width, indent: indent)
            }
        }
        return lines.joined(separator: "\n")
    }

    static func matchedLabel(_ matchedIn: String) -> String {
        if matchedIn == SearchField.heading.rawValue { return "source heading" }
        let parts = matchedIn.split(separator: ":").map(String.init)
        guard parts.count == 2, let platform = Platform(rawValue: parts[1]) else { return matchedIn }
        return parts[0] == "code" ? "\(platform.title) code" : "\(platform.title) technique"
    }

    /// Turns the `**word**` marks of a snippet into the style's highlight.
    static func highlighted(_ snippet: String, style: TextStyle) -> String {
        guard style.colour else { return snippet }
        let parts = snippet.components(separatedBy: "**")
        return parts.enumerated().map { $0.offset % 2 == 1 ? style.highlight($0.element) : $0.element }.joined()
    }
}
