import CrosswalkKit

/// Command lines a newcomer is likely to get wrong, recognised once the parser has refused
/// them, each turned into one line that says what to do (docs/cli.md lists the ten mistakes
/// this and the commands' own messages answer).
enum CommandLineMistake {
    /// Commands that write files or diagnostics rather than query results.
    static let withoutFormat = [
        "check": "it prints each problem as 'path:line:column: error: message', the form editors and CI read",
        "build": "it writes the store and prints a summary",
        "site": "it writes HTML files",
    ]

    static func diagnose(_ arguments: [String], commands: [String]) -> UsageError? {
        guard let first = arguments.first else { return nil }
        let list = commands.joined(separator: ", ")
        if first.hasPrefix("-") && first.count > 1 {
            guard let index = arguments.firstIndex(where: commands.contains) else {
                return UsageError("\(first) needs a command before it: crosswalk COMMAND [OPTIONS], where COMMAND is one of \(list)")
            }
            let reordered = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
            return UsageError("options go after the command: \(Self.example(reordered) ?? "crosswalk COMMAND [OPTIONS]")")
        }
        if !commands.contains(first) && first != "help" {
            let unknown = MessageText.quoted(first)
            if let close = Suggestions.closest(to: first, in: commands) {
                let example = Self.example([close] + arguments.dropFirst()).map { " (\($0))" } ?? ""
                return UsageError("unknown command '\(unknown)'; did you mean '\(close)'?\(example)")
            }
            let search = Self.example(["search"] + arguments).map { "; to search for words, \($0)" } ?? ""
            return UsageError("unknown command '\(unknown)': the commands are \(list)\(search)")
        }
        if let reason = withoutFormat[first], arguments.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
            return UsageError(
                "crosswalk \(first) has no --format: \(reason). --format is for search, show, list, standards, compare and "
                    + "coverage (text, json or csv) and export (json, csv or oscal)")
        }
        return nil
    }

    /// `crosswalk` and `words` as a command line to copy, or nil when it would be too long to
    /// quote in a one-line message.
    static func example(_ words: [String]) -> String? {
        let line = "crosswalk " + shellWords(words)
        return line.count <= 500 ? line : nil
    }

    static func shellWords(_ words: some Sequence<String>) -> String {
        words.map(shellWord).joined(separator: " ")
    }

    /// `text` as one shell word, quoted unless it is only letters, digits and `-./_=:`.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-./_=:".contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
