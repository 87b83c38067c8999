/// Authored Markdown laid out for a terminal: paragraphs, list items and headings are
/// rewrapped to the width (list items with a hanging indent); code blocks and tables stay as
/// written, so code copies exactly. A code block with a line wider than the terminal is
/// followed by a note saying so, since the terminal, not Crosswalk, will wrap that line.
package enum MarkdownLayout {
    package static func lines(_ markdown: String, width: Int, indent: String, style: TextStyle) -> [String] {
        var output: [String] = []
        var paragraph: (first: String, hanging: String, words: [String])?
        var fence: String?
        var wideLines = 0

        func flush() {
            guard let open = paragraph else { return }
            output += TextTable.paragraphLines(
                open.words.joined(separator: " "), width: width, indent: indent + open.first, hanging: indent + open.hanging)
            paragraph = nil
        }

        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let text = line.drop { $0 == " " }
            if let marker = fence {
                output.append((indent + line).trimmingTrailingSpaces())
                if text.hasPrefix(marker) && text.allSatisfy({ $0 == marker.first }) {
                    fence = nil
                    if wideLines > 0 {
                        let lines = wideLines == 1 ? "One line" : "\(wideLines) lines"
                        output += TextTable.paragraphLines(
                            "(\(lines) of this code \(wideLines == 1 ? "is" : "are") wider than \(width) columns, left whole so that the code copies as written.)",
                            width: width, indent: indent
                        ).map(style.dim)
                    }
                } else if TextStyle.visibleWidth(indent + line) > width {
                    wideLines += 1
                }
                continue
            }
            if text.hasPrefix("```") || text.hasPrefix("~~~") {
                flush()
                fence = String(text.prefix { $0 == text.first })
                wideLines = 0
                output.append(indent + line)
            } else if text.isEmpty {
                flush()
                output.append("")
            } else if text.hasPrefix("|") {
                flush()
                output.append(indent + line)
            } else if let marker = listMarker(text) ?? headingMarker(text) {
                flush()
                let leading = String(repeating: " ", count: line.count - text.count)
                paragraph = (
                    leading + marker, leading + String(repeating: " ", count: marker.count),
                    [String(text.dropFirst(marker.count).drop { $0 == " " }).trimmingTrailingSpaces()]
                )
            } else if paragraph != nil {
                paragraph!.words.append(String(text).trimmingTrailingSpaces())
            } else {
                let leading = String(repeating: " ", count: line.count - text.count)
                paragraph = (leading, leading, [String(text).trimmingTrailingSpaces()])
            }
        }
        flush()
        return output
    }

    /// `- `, `* `, `+ `, `1. ` or `1) ` with the spaces after it.
    private static func listMarker(_ text: Substring) -> String? {
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " {
            return String(first) + " "
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = text.dropFirst(digits.count)
        guard let delimiter = rest.first, delimiter == "." || delimiter == ")", rest.dropFirst().first == " " else { return nil }
        return String(digits) + String(delimiter) + " "
    }

    private static func headingMarker(_ text: Substring) -> String? {
        let hashes = text.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), text.dropFirst(hashes.count).first == " " else { return nil }
        return String(hashes) + " "
    }
}
