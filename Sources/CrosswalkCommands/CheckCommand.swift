import ArgumentParser
import CrosswalkKit
import Foundation

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
        // One line for a script or a log to read; wrapped only for a person at a terminal.
        let width = isatty(STDERR_FILENO) == 1 ? TextStyle.standardError.width : .max
        Terminal.standardError(ContentSummary.checkLine(report, width: width))
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
