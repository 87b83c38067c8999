import ArgumentParser
import CrosswalkKit
import Foundation

/// Writing to the terminal: diagnostics and notes go to standard error, results to standard
/// output; errors become one line and a non-zero exit status.
enum Terminal {
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { standardError(diagnostic.description) }
    }

    /// Runs `body`, turning a ``CrosswalkError`` into "error: ..." on stderr and an exit status:
    /// 2 for a bad argument or unknown name, 1 for anything else.
    static func reportingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CrosswalkError {
            standardError("error: \(error)")
            switch error {
            case .notFound, .invalidArgument: throw ExitCode(2)
            default: throw ExitCode(1)
            }
        }
    }
}
