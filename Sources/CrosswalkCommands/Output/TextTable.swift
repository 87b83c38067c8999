/// Aligned columns for people, wrapped to the terminal width: the widest flexible column
/// gives way first, and its cells wrap at word boundaries.
struct TextTable {
    struct Column {
        var header: String
        /// Columns that may wrap; the others keep their natural width.
        var flexible = false
        var minimumWidth = 8
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(style: TextStyle, gap: Int = 2) -> String {
        guard !columns.isEmpty else { return "" }
        var widths = columns.indices.map { index in
            ([columns[index].header] + rows.map { $0[index] }).map(TextStyle.visibleWidth).max() ?? 0
        }
        var total = widths.reduce(0, +) + gap * (columns.count - 1)
        while total > style.width {
            let candidates = columns.indices.filter { columns[$0].flexible && widths[$0] > columns[$0].minimumWidth }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            let shrink = min(total - style.width, widths[widest] - columns[widest].minimumWidth)
            widths[widest] -= shrink
            total -= shrink
        }
        var lines: [String] = []
        let headers = columns.map(\.header)
        lines.append(layout([headers], widths: widths, gap: gap).map(style.bold).joined(separator: "\n"))
        for row in rows {
            let wrapped = row.indices.map { Self.wrap(row[$0], width: widths[$0]) }
            lines += layout(wrapped, widths: widths, gap: gap, isWrapped: true)
        }
        return lines.joined(separator: "\n")
    }

    private func layout(_ cells: [[String]], widths: [Int], gap: Int, isWrapped: Bool = false) -> [String] {
        let columnsOfLines: [[String]] = isWrapped ? cells : cells[0].map { [$0] }
        let height = columnsOfLines.map(\.count).max() ?? 1
        return (0..<height).map { line in
            columnsOfLines.indices.map { column -> String in
                let text = line < columnsOfLines[column].count ? columnsOfLines[column][line] : ""
                let padding = column == columnsOfLines.count - 1 ? 0 : max(0, widths[column] - TextStyle.visibleWidth(text))
                return text + String(repeating: " ", count: padding + (column == columnsOfLines.count - 1 ? 0 : gap))
            }.joined().trimmingTrailingSpaces()
        }
    }

    /// Splits `text` into lines of at most `width` visible characters at spaces; a word
    /// longer than the width is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard TextStyle.visibleWidth(text) > width, width > 0 else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            while TextStyle.visibleWidth(word) > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            let candidate = current.isEmpty ? word : current + " " + word
            if TextStyle.visibleWidth(candidate) > width {
                lines.append(current)
                current = word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Wraps a paragraph to `width`, indenting every line by `indent`.
    static func paragraph(_ text: String, width: Int, indent: String = "") -> String {
        let flowing = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return wrap(flowing, width: max(20, width - indent.count)).map { indent + $0 }.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
