import CrosswalkKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bold, colour and width for text output. Styling is on only when standard output is a
/// terminal and `NO_COLOR` is unset (https://no-color.org); pipes get plain text.
struct TextStyle: Sendable {
    var colour: Bool
    var width: Int

    static let plain = TextStyle(colour: false, width: 100)

    /// The style for standard output of this process.
    static var standardOutput: TextStyle {
        let terminal = isatty(STDOUT_FILENO) == 1
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TextStyle(colour: terminal && !noColour, width: terminalWidth(terminal: terminal))
    }

    /// `COLUMNS` if set, else the terminal's width, else 100.
    static func terminalWidth(terminal: Bool) -> Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= 40 { return columns }
        var size = winsize()
        if terminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 { return Int(size.ws_col) }
        return 100
    }

    func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    /// Matched words in a snippet: bold yellow on a terminal, `**word**` otherwise.
    func highlight(_ text: String) -> String { colour ? "\u{1B}[1;33m\(text)\u{1B}[0m" : "**\(text)**" }
    func level(_ level: RequirementLevel) -> String {
        guard colour else { return level.rawValue }
        switch level {
        case .must: return "\u{1B}[31m\(level.rawValue)\u{1B}[0m"
        case .should: return "\u{1B}[34m\(level.rawValue)\u{1B}[0m"
        case .advisory: return level.rawValue
        }
    }

    /// Visible width of `text`, ignoring ANSI escapes.
    static func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            width += 1
        }
        return width
    }
}
