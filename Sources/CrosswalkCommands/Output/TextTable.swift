/// Aligned columns for people, fitted to the terminal width without ever breaking a word or
/// an id: wrapping columns give way first (at spaces), then an id column narrows to the ids
/// that fit and a longer id takes a line of its own, with the rest of its row on the next line.
/// A table that cannot fit even so is printed whole, followed by a note naming its width.
package struct TextTable {
    package struct Column {
        /// How a column gives way when the table is wider than the terminal.
        package enum Fit: Equatable {
            /// Keeps its natural width: short values such as levels and counts.
            case fixed
            /// Wraps at spaces, never narrower than its longest word; narrower than `minimum`
            /// only when the table cannot fit otherwise.
            case wrap(minimum: Int)
            /// Keeps every value whole on one line (ids): the column takes the width that gives
            /// the fewest lines, and a value wider than it starts its row on a line of its own.
            case spill
        }

        package enum Alignment { case left, right }

        var header: String
        var fit: Fit = .fixed
        var alignment: Alignment = .left

        package init(header: String, fit: Fit = .fixed, alignment: Alignment = .left) {
            self.header = header
            self.fit = fit
            self.alignment = alignment
        }

        /// A column that wraps (`flexible`) or keeps its width.
        init(header: String, flexible: Bool, minimumWidth: Int = 8) {
            self.init(header: header, fit: flexible ? .wrap(minimum: minimumWidth) : .fixed)
        }
    }

    var columns: [Column]
    var rows: [[String]] = []

    package init(_ columns: [Column]) {
        self.columns = columns
    }

    package mutating func add(_ row: [String]) { rows.append(row) }

    /// The table at `style.width`, then a note if it is wider (only when its unbreakable
    /// values leave no other way); `wider` says what reads better then.
    package func render(style: TextStyle, gap: Int = 2, wider: String = "--format csv") -> String {
        guard !columns.isEmpty else { return "" }
        let widths = Layout(table: self, width: style.width, gap: gap).widths
        let header = cellLines(columns.map(\.header), widths: widths)
        var lines = self.lines(for: header, widths: widths, gap: gap).map(style.bold)
        for row in rows {
            lines += spilled(row, widths: widths, gap: gap, width: style.width)
            lines += self.lines(for: cellLines(row, widths: widths), widths: widths, gap: gap)
        }
        let needed = lines.map(TextStyle.visibleWidth).max() ?? 0
        if needed > style.width {
            lines.append(
                contentsOf: Self.wrap(
                    "(This table needs \(needed) columns and the terminal has \(style.width): widen it, or use \(wider).)",
                    width: style.width
                ).map(style.dim))
        }
        return lines.joined(separator: "\n")
    }

    /// Each cell split into the lines it takes at its column's width; a spill column's value
    /// wider than the column is left out here (it has a line of its own).
    private func cellLines(_ row: [String], widths: [Int]) -> [[String]] {
        row.indices.map { index in
            let text = row[index]
            switch columns[index].fit {
            case .spill: return TextStyle.visibleWidth(text) > widths[index] ? [] : [text]
            case .fixed: return [text]
            case .wrap: return Self.wrap(text, width: widths[index])
            }
        }
    }

    /// The lines holding a row's spill values that are wider than their column: each at its
    /// column's position, or at the start of the line when it would overrun from there.
    private func spilled(_ row: [String], widths: [Int], gap: Int, width: Int) -> [String] {
        var lines: [String] = []
        var offset = 0
        for index in row.indices {
            let text = row[index]
            if columns[index].fit == .spill, TextStyle.visibleWidth(text) > widths[index] {
                let start = offset + TextStyle.visibleWidth(text) <= width ? offset : 0
                lines.append(String(repeating: " ", count: start) + text)
            }
            offset += widths[index] + gap
        }
        return lines
    }

    private func lines(for cells: [[String]], widths: [Int], gap: Int) -> [String] {
        let height = max(1, cells.map(\.count).max() ?? 1)
        return (0..<height).map { line in
            cells.indices.map { column -> String in
                let text = line < cells[column].count ? cells[column][line] : ""
                let padding = String(repeating: " ", count: max(0, widths[column] - TextStyle.visibleWidth(text)))
                let aligned = columns[column].alignment == .right ? padding + text : text + padding
                return aligned + (column == cells.count - 1 ? "" : String(repeating: " ", count: gap))
            }.joined().trimmingTrailingSpaces()
        }
    }

    /// Column widths for a terminal width.
    private struct Layout {
        let table: TextTable
        let width: Int
        let gap: Int
        var widths: [Int] = []

        init(table: TextTable, width: Int, gap: Int) {
            self.table = table
            self.width = width
            self.gap = gap
            widths = fit()
        }

        private var columns: [Column] { table.columns }

        private func values(_ index: Int) -> [String] { [columns[index].header] + table.rows.map { $0[index] } }

        private func fit() -> [Int] {
            let natural = columns.indices.map { values($0).map(TextStyle.visibleWidth).max() ?? 0 }
            guard total(natural) > width else { return natural }
            let floors = columns.indices.map { index -> Int in
                switch columns[index].fit {
                case .fixed, .spill: return natural[index]
                case .wrap(let minimum):
                    let longestWord =
                        values(index).flatMap { $0.split(separator: " ") }.map { TextStyle.visibleWidth(String($0)) }.max() ?? 0
                    return max(longestWord, min(minimum, natural[index]))
                }
            }
            var widths = shrinkingWrapColumns(natural, floors: floors)
            guard total(widths) > width else { return widths }
            // Spill columns narrow, one at a time, to the width of one of their values: the one
            // that fits the terminal in the fewest lines (the narrowest if none fits; the widest
            // of equals).
            for index in columns.indices where columns[index].fit == .spill {
                let header = TextStyle.visibleWidth(columns[index].header)
                let candidates = Set(values(index).map(TextStyle.visibleWidth)).filter { $0 >= header }.sorted(by: >)
                var best: (widths: [Int], score: (Int, Int))?
                for candidate in candidates {
                    var trial = widths.indices.map { isWrap($0) ? natural[$0] : widths[$0] }
                    trial[index] = candidate
                    trial = shrinkingWrapColumns(trial, floors: floors)
                    let score = total(trial) <= width ? (0, lineCount(trial)) : (1, total(trial))
                    if best == nil || score < best!.score { best = (trial, score) }
                }
                if let best { widths = best.widths }
            }
            // Last, wrapping columns go below their preferred minimum, down to their longest word.
            let words = columns.indices.map { index -> Int in
                guard isWrap(index) else { return widths[index] }
                return values(index).flatMap { $0.split(separator: " ") }.map { TextStyle.visibleWidth(String($0)) }.max() ?? 0
            }
            return total(widths) > width ? shrinkingWrapColumns(widths, floors: words) : widths
        }

        private func isWrap(_ index: Int) -> Bool {
            if case .wrap = columns[index].fit { return true }
            return false
        }

        private func total(_ widths: [Int]) -> Int { widths.reduce(0, +) + gap * (widths.count - 1) }

        /// The widest wrapping column gives way first, down to its floor.
        private func shrinkingWrapColumns(_ start: [Int], floors: [Int]) -> [Int] {
            var widths = start
            var excess = total(widths) - width
            while excess > 0 {
                let candidates = columns.indices.filter { isWrap($0) && widths[$0] > floors[$0] }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                let others = candidates.filter { $0 != widest }.map { widths[$0] }.max() ?? floors[widest]
                // Down to the next widest column (so wide columns shrink together), or as needed.
                let step = min(excess, widths[widest] - max(floors[widest], min(others, widths[widest] - 1)))
                widths[widest] -= max(1, step)
                excess = total(widths) - width
            }
            return widths
        }

        /// The lines the rows take at these widths.
        private func lineCount(_ widths: [Int]) -> Int {
            table.rows.reduce(0) { sum, row in
                var spills = 0
                var height = 1
                for index in row.indices {
                    let cell = row[index]
                    switch columns[index].fit {
                    // A spilled value costs its line and breaks the column: it counts twice.
                    case .spill: if TextStyle.visibleWidth(cell) > widths[index] { spills += 2 }
                    case .fixed: break
                    case .wrap: height = max(height, TextTable.wrap(cell, width: widths[index]).count)
                    }
                }
                return sum + spills + height
            }
        }
    }

    /// Splits `text` into lines of at most `width` visible characters at spaces (the first
    /// line `firstWidth` when given). A word is never cut: one longer than the width has a line
    /// of its own.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        let firstWidth = firstWidth ?? width
        guard TextStyle.visibleWidth(text) > firstWidth, width > 0 else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        var started = false  // the first line keeps the text's leading spaces
        // Where every scalar stands alone, so does a space: the words are split from the bytes;
        // otherwise by Character (a String separator is searched for as a substring, far slower).
        let words =
            text.unicodeScalars.allSatisfy(TextStyle.standsAlone)
            ? text.utf8.split(separator: 0x20, omittingEmptySubsequences: false).map { Substring($0) }
            : text.split(separator: " " as Character, omittingEmptySubsequences: false)
        for word in words {
            let wordWidth = TextStyle.visibleWidth(word)
            let limit = lines.isEmpty ? firstWidth : width
            if currentWidth > 0 && currentWidth + 1 + wordWidth > limit {
                lines.append(current.trimmingTrailingSpaces())
                current = ""
                currentWidth = 0
                started = false
            }
            if !started {
                if word.isEmpty && !lines.isEmpty { continue }  // the spaces at a break
                current = String(word)
                currentWidth = wordWidth
                started = true
            } else {
                current += " " + word
                currentWidth += 1 + wordWidth
            }
        }
        if started { lines.append(current.trimmingTrailingSpaces()) }
        return lines
    }

    /// Wraps a paragraph to `width`: the first line indented by `indent`, the others by
    /// `hanging` (the same as `indent` unless given).
    static func paragraph(_ text: String, width: Int, indent: String = "", hanging: String? = nil) -> String {
        paragraphLines(text, width: width, indent: indent, hanging: hanging).joined(separator: "\n")
    }

    static func paragraphLines(_ text: String, width: Int, indent: String = "", hanging: String? = nil) -> [String] {
        let hanging = hanging ?? indent
        // Text of scalars that stand alone, none of them a line break, flows as it is.
        let flowing =
            text.unicodeScalars.allSatisfy { TextStyle.standsAlone($0) && !(0x0A...0x0D).contains($0.value) && $0.value != 0x85 }
            ? text
            : text.split(whereSeparator: \.isNewline).enumerated().map {
                $0.offset == 0 ? $0.element : $0.element.drop { $0 == " " }
            }
            .joined(separator: " ")
        let lines = wrap(
            flowing, width: max(20, width - TextStyle.visibleWidth(hanging)), firstWidth: max(20, width - TextStyle.visibleWidth(indent)))
        return lines.enumerated().map { ($0.offset == 0 ? indent : hanging) + $0.element }
    }

    /// Fields such as `id  level  title` on as few lines as fit, breaking between fields
    /// rather than inside one where it can: the first line indented by `indent`, the others by
    /// `hanging`.
    static func fields(_ fields: [String], separator: String = "  ", width: Int, indent: String = "", hanging: String) -> [String] {
        var lines: [String] = []
        var current = indent
        var empty = true
        let fields = fields.filter { !$0.isEmpty }
        // A line broken after a field keeps the separator's mark (` ·`), so it must fit too.
        let mark = separator.trimmingTrailingSpaces()
        for (index, field) in fields.enumerated() {
            let candidate = empty ? current + field : current + separator + field
            let reserve = index == fields.count - 1 ? 0 : TextStyle.visibleWidth(mark)
            if TextStyle.visibleWidth(candidate) + reserve <= width {
                current = candidate
            } else if empty {
                // Too long for a line of its own: wrapped, and the next field goes after it.
                let wrapped = paragraphLines(field, width: width, indent: current, hanging: hanging)
                lines += wrapped.dropLast()
                current = wrapped.last ?? current
            } else {
                lines.append(current.trimmingTrailingSpaces() + mark)
                let wrapped = paragraphLines(field, width: width, indent: hanging)
                lines += wrapped.dropLast()
                current = wrapped.last ?? hanging
            }
            empty = false
        }
        if !empty { lines.append(current) }
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
