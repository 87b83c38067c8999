import ArgumentParser
import CrosswalkKit
import Foundation

/// Writing to the terminal: diagnostics and notes go to standard error, results to standard
/// output; errors become one line and a non-zero exit status.
enum Terminal {
    /// Lines for standard error, kept instead when set: the tests run commands in-process
    /// and keep what they expect to be printed out of the terminal (and can check it).
    @TaskLocal static var capture: ErrorCapture?

    static func standardError(_ line: String) {
        if let capture {
            capture.append(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { standardError(diagnostic.description) }
    }
}

/// The lines a command wrote to standard error while `Terminal.capture` was set.
final class ErrorCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    init() {}

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(line)
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
