import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk build`: checks the content and writes the SQLite store.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check the content and build the SQLite store.",
        discussion: """
            Runs every check of 'crosswalk check' first and writes nothing if there is an error. \
            The store is written to a temporary file beside --db and renamed into place when \
            complete, so a failed build leaves the previous store untouched.
            """
    )

    @OptionGroup var source: ContentOptions
    @OptionGroup var store: StoreOptions

    @Flag(name: .shortAndLong, help: "Print only problems, not the summary.")
    var quiet = false

    func run() throws {
        let started = Date()
        // Beside the repository's content, as queries look for it; not CROSSWALK_DB, which
        // names a store to read.
        let db = store.db ?? StoreLookup.current.inRepository(StoreLookup.defaultStore)
        let result = try StoreBuilder.build(paths: source.paths, destination: db)
        Terminal.printDiagnostics(result.report.diagnostics)
        guard result.written else {
            Terminal.standardError("error: \(CrosswalkError.invalidContent(errors: result.report.errorCount))")
            throw ExitCode(1)
        }
        if quiet { return }
        let summary = try Store(path: db).summary()
        let seconds = Date().timeIntervalSince(started)
        print(ContentSummary.built(summary, path: db, paths: source.paths, seconds: seconds, width: TextStyle.standardOutput.width))
    }
}
