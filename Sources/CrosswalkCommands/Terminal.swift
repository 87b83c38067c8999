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
}
