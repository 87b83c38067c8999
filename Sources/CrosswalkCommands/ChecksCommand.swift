import ArgumentParser
import CrosswalkKit

/// `crosswalk checks`: the catalogue of automated checks, by tool.
package struct ChecksCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "checks",
        abstract: "List the automated accessibility checks and the WCAG criteria and guidelines each tests.",
        discussion: """
            Each tool (Accessibility Test Framework for Android, XCTest's accessibility audit, \
            Android Lint, Flutter's guidelines, eslint-plugin-react-native-a11y, axe-core) with its \
            checks, named as the tool names them, their thresholds, what each tests and what a \
            person must still check. \
            With no option, one line per tool; --tool shows a tool's checks in full (as \
            `crosswalk show atf` does); --platform keeps the checks that run there.
            """)

    @Option(
        help: ArgumentHelp(
            "Only this tool (atf, xctest, android-lint, flutter-test, eslint-react-native-a11y, axe-core).", valueName: "tool"))
    var tool: String?

    @Option(help: ArgumentHelp("Only the checks that run on this platform.", valueName: "platform"))
    var platform: Platform?

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        var tools = try options.answer { try $0.checkTools() }
        if let tool {
            guard let found = tools.first(where: { $0.id == tool.lowercased() }) else {
                throw CrosswalkError.notFound(kind: "tool", name: tool, suggestions: tools.map(\.id))
            }
            tools = [found]
        }
        if let platform {
            tools = tools.compactMap { tool in
                var tool = tool
                tool.checks = tool.checks.filter { $0.platforms.contains(platform) }
                return tool.checks.isEmpty ? nil : tool
            }
        }
        switch output.format {
        case .json: return try Serialization.json(tools)
        case .csv: return try Serialization.csv(header: CSVExport.checksHeader, rows: CSVExport.checkRows(tools))
        case .text:
            if tool != nil, let only = tools.first { return CheckText.tool(only, style: style) }
            if tools.isEmpty, let platform {
                let owner = tool.map { "\($0.lowercased()) has" } ?? "The catalogue has"
                return TextTable.paragraph("\(owner) no check that runs on \(platform.title).", width: style.width)
            }
            var table = TextTable([
                .init(header: "tool", fit: .spill), .init(header: "checks"), .init(header: "platforms"),
                .init(header: "name", fit: .wrap(minimum: 20)),
            ])
            for tool in tools {
                table.add([tool.id, String(tool.checks.count), tool.platforms.map(\.rawValue).joined(separator: ", "), tool.name])
            }
            return table.render(style: style) + "\n\n"
                + TextTable.paragraph("crosswalk show <tool> (such as crosswalk show atf) lists a tool's checks.", width: style.width)
        }
    }
}
