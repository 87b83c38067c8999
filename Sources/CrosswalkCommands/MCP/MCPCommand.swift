import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk mcp`: the knowledge base for assistants and editors, as a Model Context
/// Protocol server over standard input and output.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the knowledge base to assistants and editors: a Model Context Protocol server on stdin/stdout.",
        discussion: """
            An MCP client (an editor or an assistant) starts 'crosswalk mcp' and talks to it over standard \
            input and output; it ends when the client closes standard input. Tools: search, show, compare, \
            coverage, list_standards and audit_plan, each answering as the CLI command of that name with \
            --format json (as structured content) and as text. It reads the store a query would (--db, $CROSSWALK_DB, the \
            repository's crosswalk.sqlite, the installed store) and never builds or rebuilds one: a store \
            older than its content is served as it is, with a note on standard error. See docs/cli.md for \
            a client configuration.
            """
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        guard let location = StoreLookup.current.locate(db: store.db, content: nil, mappings: nil) else {
            throw CrosswalkError.noStore(installed: StoreLookup.installedPath)
        }
        let opened = try StoreProvider.open(location, build: false, note: Terminal.standardError)
        let server = try MCPServer(store: opened)
        Terminal.standardError(
            "crosswalk mcp: serving \(StoreText.absolute(opened.path)) on standard input and output until it is closed")
        // The commands are synchronous (ParsableCommand); the SDK is async. The server runs on
        // the concurrency pool while this thread waits for it.
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task {
            do { try await server.run() } catch { outcome.failure = error }
            finished.signal()
        }
        finished.wait()
        if let failure = outcome.failure { throw failure }
    }

    /// The server task's error, handed to the waiting thread (the semaphore orders the two).
    private final class Outcome: @unchecked Sendable {
        var failure: Error?
    }
}
