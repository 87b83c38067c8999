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
            query commands read. Run it in the repository (or a folder below it), or pass --content, \
            --mappings and --db; elsewhere, queries read $CROSSWALK_DB or the store 'make install' \
            installed.
            """,
        version: version,
        subcommands: [
            CheckCommand.self,
            BuildCommand.self,
            SearchCommand.self,
            ShowCommand.self,
            ListCommand.self,
            StandardsCommand.self,
            ChecksCommand.self,
            CompareCommand.self,
            CoverageCommand.self,
            ExportCommand.self,
            SiteCommand.self,
            AuditCommand.self,
            MCPCommand.self,
        ]
    )

    public init() {}

    /// This program's version, also the MCP server's.
    static let release = "0.1.0"
    static let version = "crosswalk \(release) (cmark \(CMark.version), store schema \(StoreSchema.version))"

    /// Runs the command line and exits: the one place that turns a failure into a message
    /// and an exit status. 0 for `--help` and `--version`; 2, with one line on standard error,
    /// for a command line that does not parse or names a value that does not exist; 1 for
    /// anything else (content with errors, a store or site that cannot be written).
    public static func main(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseCommandLine(arguments ?? Array(CommandLine.arguments.dropFirst()))
            try command.run()
            Foundation.exit(0)
        } catch {
            var (status, message) = outcome(of: error)
            // `--version` also says which store a query run here would read.
            if status == 0, message == configuration.version { message = version + "\n" + StoreText.lookedUp() }
            if let message {
                if status == 0 { print(message) } else { Terminal.standardError(message) }
            }
            Foundation.exit(status)
        }
    }

    /// Parses as `parseAsRoot` does; a command line that fails to parse because of one of the
    /// common mistakes in ``CommandLineMistake`` fails with a message saying what to do instead.
    public static func parseCommandLine(_ arguments: [String]) throws -> ParsableCommand {
        do {
            return try parseAsRoot(arguments)
        } catch  where exitCode(for: error) != .success {
            throw CommandLineMistake.diagnose(arguments, commands: commandNames) ?? error
        }
    }

    /// The subcommands' names, as typed.
    static var commandNames: [String] { configuration.subcommands.map { $0.configuration.commandName ?? "" } }

    /// The exit status of a failure and the message to print, if any.
    package static func outcome(of error: Error) -> (status: Int32, message: String?) {
        switch error {
        case let code as ExitCode:
            // Already reported (content errors, a check that failed).
            return (code.rawValue, nil)
        case let error as CrosswalkError:
            switch error {
            case .notFound, .invalidArgument: return (2, "error: \(error)")
            // Already in the form editors read: path:line:column: error: message.
            case .siteFile: return (1, "\(error)")
            case .missingFolder(let path, let purpose):
                // The usual cause is running from another folder: say which option names it.
                return (
                    1,
                    "error: \(purpose) folder '\(MessageText.quoted(path))' not found; run crosswalk in the Crosswalk repository "
                        + "(or a folder below it), or give the folder with --\(purpose) DIR"
                )
            default: return (1, "error: \(error)")
            }
        case let error as UsageError:
            return (2, "error: \(error)")
        default:
            let code = exitCode(for: error)
            if code == .success { return (0, fullMessage(for: error)) }
            if code == .validationFailure { return (2, "error: " + message(for: error) + " (see '\(helpCommand(for: error))')") }
            return (code.rawValue, "error: " + message(for: error))
        }
    }

    /// `crosswalk search --help` for an error in the command line of `search`.
    static func helpCommand(for error: Error) -> String {
        let full = fullMessage(for: error, columns: 10_000)
        guard let start = full.range(of: "See '"), let end = full[start.upperBound...].firstIndex(of: "'") else {
            return "crosswalk --help"
        }
        return String(full[start.upperBound..<end])
    }
}

/// A command line that cannot work, with what to do instead: exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
