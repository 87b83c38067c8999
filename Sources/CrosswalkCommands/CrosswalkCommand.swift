import ArgumentParser
import CrosswalkKit
import Foundation

/// The `crosswalk` command: subcommands parse and validate arguments; the work happens in
/// CrosswalkKit.
public struct CrosswalkCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "crosswalk",
        abstract: "A knowledge base and cross-standard mapping engine for mobile accessibility guidelines.",
        discussion: """
            Content/ holds the guidelines of each standard as Markdown, Mappings/ the typed links \
            between them and WCAG 2.0. 'crosswalk build' loads both into a SQLite store that the \
            query commands read. Run from the repository root, or pass --content, --mappings and --db.
            """,
        version: "crosswalk 0.1.0 (cmark \(CMark.version), store schema \(StoreSchema.version))",
        subcommands: [
            CheckCommand.self,
            BuildCommand.self,
            SearchCommand.self,
            ShowCommand.self,
            ListCommand.self,
            StandardsCommand.self,
            CompareCommand.self,
            CoverageCommand.self,
            ExportCommand.self,
            SiteCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and exits: the one place that turns a failure into a message
    /// and an exit status. 0 for `--help` and `--version`; 2, with one line on standard error,
    /// for a command line that does not parse or names a value that does not exist; 1 for
    /// anything else (content with errors, a store or site that cannot be written).
    public static func main(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let (status, message) = outcome(of: error)
            if let message {
                if status == 0 { print(message) } else { Terminal.standardError(message) }
            }
            Foundation.exit(status)
        }
    }

    /// The exit status of a failure and the message to print, if any.
    static func outcome(of error: Error) -> (status: Int32, message: String?) {
        switch error {
        case let code as ExitCode:
            // Already reported (content errors, a check that failed).
            return (code.rawValue, nil)
        case let error as CrosswalkError:
            switch error {
            case .notFound, .invalidArgument: return (2, "error: \(error)")
            default: return (1, "error: \(error)")
            }
        default:
            let code = exitCode(for: error)
            if code == .success { return (0, fullMessage(for: error)) }
            if code == .validationFailure { return (2, "error: " + message(for: error) + " (see 'crosswalk --help')") }
            return (code.rawValue, "error: " + message(for: error))
        }
    }
}
