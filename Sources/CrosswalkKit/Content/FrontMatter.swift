import Foundation

/// A Markdown file split into its YAML front matter (between `---` lines) and its body.
struct FrontMatter {
    let yaml: String
    let body: String
    /// Lines before the YAML starts (the opening `---`).
    let yamlLineOffset: Int
    /// Lines before the body starts (everything up to the closing `---`).
    let bodyLineOffset: Int

    /// Splits `text`; logs and returns nil when the front matter is missing or unclosed.
    init?(splitting text: String, path: String, log: DiagnosticLog) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        func isDelimiter(_ line: Substring) -> Bool {
            line.trimmingCharacters(in: .whitespaces) == "---"
        }
        guard let first = lines.first, isDelimiter(first) else {
            log.error(SourceLocation(path: path, line: 1, column: 1),
                      "missing front matter: the file must start with a line '---', the YAML fields, and another '---'")
            return nil
        }
        guard let close = lines.indices.dropFirst().first(where: { isDelimiter(lines[$0]) || lines[$0] == "..." }) else {
            log.error(SourceLocation(path: path, line: 1, column: 1),
                      "front matter is not closed: add a line '---' after the YAML fields")
            return nil
        }
        yaml = lines[1..<close].joined(separator: "\n")
        body = lines[(close + 1)...].joined(separator: "\n")
        yamlLineOffset = 1
        bodyLineOffset = close + 1
    }
}
