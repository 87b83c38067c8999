import CrosswalkKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bold, colour and width for text output. Styling is on only when standard output is a
/// terminal and `NO_COLOR` is unset (https://no-color.org); pipes get plain text.
package struct TextStyle: Sendable {
    package init(colour: Bool, width: Int) {
        self.colour = colour
        self.width = width
    }

    var colour: Bool
    package var width: Int

    /// Plain text at the width of a terminal that says nothing about its own.
    package static let plain = TextStyle(colour: false, width: defaultWidth)

    /// When neither `COLUMNS` nor a terminal gives a width: the classic terminal's 80, which
    /// also suits pagers, mail and code review.
    package static let defaultWidth = 80

    /// The style for standard output of this process.
    static var standardOutput: TextStyle {
        let terminal = isatty(STDOUT_FILENO) == 1
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TextStyle(colour: terminal && !noColour, width: terminalWidth(terminal: terminal))
    }

    /// The width for lines written to standard error (summaries and notes), never styled.
    static var standardError: TextStyle {
        TextStyle(colour: false, width: terminalWidth(terminal: isatty(STDERR_FILENO) == 1, descriptor: STDERR_FILENO))
    }

    /// `COLUMNS` if set (40 or more), else the terminal's width, else 80.
    static func terminalWidth(terminal: Bool, descriptor: Int32 = STDOUT_FILENO) -> Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= 40 { return columns }
        var size = winsize()
        if terminal, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 { return Int(size.ws_col) }
        return defaultWidth
    }

    package func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
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
    package static func visibleWidth(_ text: some StringProtocol) -> Int {
        // Text whose every scalar stands alone is one character a scalar: counted without
        // breaking it into characters (a large comparison wraps half a megabyte of text).
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar) else { return characterWidth(text) }
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += 1
            }
        }
        return width
    }

    /// Whether `scalar` is a character of its own wherever it stands, in text of such scalars:
    /// Latin, its punctuation and symbols, and the general punctuation (dashes, quotes, the
    /// ellipsis). Not a carriage return (one character with a line feed after it), nor any
    /// scalar that joins or extends another (combining marks, joiners, variation selectors).
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E: true
        default: false
        }
    }

    private static func characterWidth(_ text: some StringProtocol) -> Int {
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
