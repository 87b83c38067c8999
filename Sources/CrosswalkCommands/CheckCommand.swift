import ArgumentParser
import CrosswalkKit

/// `crosswalk check`: validates Content/ and Mappings/ without writing anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the content and mappings without writing anything.",
        discussion: """
            Prints every problem as 'path:line:column: error: message' (warnings likewise) and \
            exits with status 1 when there is any error.
            """
    )

    @OptionGroup var source: ContentOptions

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        let report = try ContentPipeline(paths: source.paths).run(into: DiscardingConsumer())
        Terminal.printDiagnostics(report.diagnostics)
        Terminal.standardError(ContentSummary.checkLine(report, width: TextStyle.standardError.width))
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
