import ArgumentParser
import CrosswalkKit
import Foundation

/// Writing to the terminal: diagnostics and notes go to standard error, results to standard
/// output; errors become one line and a non-zero exit status.
package enum Terminal {
    /// Lines for standard error, kept instead when set: the tests run commands in-process
    /// and keep what they expect to be printed out of the terminal (and can check it).
    @TaskLocal package static var capture: ErrorCapture?

    /// Writes a note or message; a control character in it (from a file name, a value, a
    /// query) is escaped, so it cannot print a line of its own or drive the terminal.
    static func standardError(_ line: String) {
        let escaped = MessageText.escaped(line, keepingLineBreaks: true)
        if let capture {
            capture.append(escaped)
        } else {
            FileHandle.standardError.write(Data((escaped + "\n").utf8))
        }
    }

    /// Writes a command's output. Text for people has its control characters escaped but
    /// for line breaks, tabs and the colour sequences ``TextStyle`` itself writes
    /// (`ESC [ digits m`); JSON and CSV are written as they are (JSON escapes them itself).
    static func output(_ text: String, format: OutputFormat) {
        print(format == .text ? escapingControls(text) : text)
    }

    package static func escapingControls(_ text: String) -> String {
        // Most text holds no byte that can begin a character to escape (a C0 control but tab
        // and line feed, DEL, 0xC2 for C1, 0xE2 for the bidirectional and separator marks):
        // then it is returned after one pass over its bytes.
        let plain = text.utf8.allSatisfy { byte in
            (byte >= 0x20 || byte == 0x0A || byte == 0x09) && byte != 0x7F && byte != 0xC2 && byte != 0xE2
        }
        if plain { return text }
        // Most of the rest (a dash, a middle dot) hold none either: walked, not copied.
        guard text.unicodeScalars.contains(where: { MessageText.needsEscape($0, keepingLineBreaks: true) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    result.append(contentsOf: scalars[index...end])
                    index = end + 1
                    continue
                }
            }
            if MessageText.needsEscape(scalar, keepingLineBreaks: true) {
                result.append(contentsOf: MessageText.escaped(String(scalar)).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { standardError(diagnostic.description) }
    }
}

/// The lines a command wrote to standard error while `Terminal.capture` was set.
package final class ErrorCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    package init() {}

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(line)
    }

    package var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
