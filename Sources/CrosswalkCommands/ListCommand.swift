import ArgumentParser
import CrosswalkKit

/// `crosswalk list`: guidelines, filtered.
package struct ListCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List guidelines, optionally by standard, platform, topic or level.")

    @Option(
        name: .customLong("standard"), help: ArgumentHelp("Only this standard (repeatable).", valueName: "id"),
        completion: Completions.standards)
    var standards: [String] = []

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp("Only guidelines with techniques for this platform (repeatable).", valueName: "platform"))
    package var platforms: [Platform] = []

    @Option(
        name: .customLong("topic"), help: ArgumentHelp("Only this topic (repeatable).", valueName: "topic"), completion: Completions.topics)
    var topics: [String] = []

    @Option(help: ArgumentHelp("Only this level.", valueName: "level"))
    package var level: RequirementLevel?

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        let filter = GuidelineFilter(
            standards: standards, platforms: platforms, topics: topics, level: level)
        let guidelines = try options.answer(mapped: false) { try $0.guidelines(filter) }
        switch output.format {
        case .json: return try Serialization.json(guidelines)
        case .csv:
            return try Serialization.csv(
                header: ["id", "standard", "number", "title", "level", "category", "platforms", "topics"],
                rows: guidelines.map {
                    [
                        $0.id, $0.standard, $0.number, $0.title, $0.level.rawValue, $0.category ?? "",
                        $0.platforms.map(\.rawValue).joined(separator: " "), $0.topics.joined(separator: " "),
                    ]
                })
        case .text:
            guard !guidelines.isEmpty else { return "No guideline matches." }
            var table = TextTable([
                .init(header: "id", fit: .spill), .init(header: "level"), .init(header: "platforms", fit: .wrap(minimum: 7)),
                .init(header: "title", fit: .wrap(minimum: 20)),
            ])
            for g in guidelines { table.add([g.id, style.level(g.level), g.platforms.map(\.rawValue).joined(separator: " "), g.title]) }
            return table.render(style: style) + "\n\n\(guidelines.count) guideline\(guidelines.count == 1 ? "" : "s")"
        }
    }
}
