import Foundation

/// A fenced code block that swallowed what follows it: CommonMark closes a fence only with a
/// fence of its own kind and length without an info string, so a missing closing fence makes
/// the next block's ```` ```kotlin ```` line, and the headings around it, part of the code;
/// an unclosed last block runs to the end of the file. Both parse, and both would put prose
/// into code on every page, so they are reported.
public struct FenceProblem: Sendable, Equatable {
    /// 1-based, in the file (the parsed text's line plus the offset given).
    public var line: Int
    public var column: Int
    public var message: String
}

extension MarkdownDocument {
    /// The fenced code blocks that hold a heading or the opening fence of another block, or
    /// that are never closed; at most one problem per block. Lines are numbered as in the
    /// file, whose body starts after `lineOffset` lines (the front matter).
    public func fenceProblems(lineOffset: Int = 0) -> [FenceProblem] {
        var problems: [FenceProblem] = []
        for block in blocks {
            guard case .code = block.kind, block.line >= 1, block.line <= lines.count,
                let fence = Self.fence(lines[block.line - 1])
            else { continue }
            let opened = "the code block opened at line \(block.line + lineOffset)"
            var found = false
            for number in (block.line + 1)..<max(block.line + 1, block.endLine + 1) where number <= lines.count {
                let line = lines[number - 1]
                guard Self.mayBeFenceOrHeading(line) else { continue }
                // Shorter fences inside a longer one are shown on purpose.
                if let inner = Self.fence(line), !inner.info.isEmpty, inner.marker.count >= fence.marker.count {
                    problems.append(
                        FenceProblem(
                            line: number + lineOffset, column: 1,
                            message:
                                "'\(inner.marker)\(inner.info)' opens a code block inside \(opened): close that one first with a line of \(fence.marker)"
                        ))
                    found = true
                } else if let heading = Self.heading(line) {
                    problems.append(
                        FenceProblem(
                            line: number + lineOffset, column: 1,
                            message:
                                "the heading '\(heading)' is inside \(opened): close the block with a line of \(fence.marker) before it"))
                    found = true
                }
                if found { break }
            }
            // A closed block ends on its closing fence; an unclosed one on the file's last line.
            if !found, block.endLine == block.line || block.endLine > lines.count || !Self.closes(lines[block.endLine - 1], fence) {
                problems.append(
                    FenceProblem(
                        line: block.line + lineOffset, column: block.column,
                        message: "this code block is never closed: end it with a line of \(fence.marker)"))
            }
        }
        return problems
    }

    /// A fence line (up to three spaces, then three or more backticks or tildes): its marker
    /// and info string.
    static func fence(_ line: Substring) -> (marker: String, info: String)? {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFence(line) }
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3, let character = line.dropFirst(indent.count).first, character == "`" || character == "~" else {
            return nil
        }
        let rest = line.dropFirst(indent.count)
        let marker = rest.prefix { $0 == character }
        guard marker.count >= 3 else { return nil }
        return (String(marker), rest.dropFirst(marker.count).trimmingCharacters(in: .whitespaces))
    }

    /// ``fence(_:)`` read from the bytes of an ASCII line, where a byte is a character and a
    /// space or a tab the only `.whitespaces`: this runs for every code block's lines.
    private static func asciiFence(_ line: Substring) -> (marker: String, info: String)? {
        let bytes = line.utf8
        var index = bytes.startIndex
        var indent = 0
        while index < bytes.endIndex, bytes[index] == 32 {
            indent += 1
            index = bytes.index(after: index)
        }
        guard indent <= 3, index < bytes.endIndex, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else {
            return nil
        }
        let character = bytes[index]
        let markerStart = index
        while index < bytes.endIndex, bytes[index] == character { index = bytes.index(after: index) }
        let markerEnd = index
        guard bytes.distance(from: markerStart, to: markerEnd) >= 3 else { return nil }
        var infoEnd = bytes.endIndex
        while index < infoEnd, bytes[index] == 32 || bytes[index] == 9 { index = bytes.index(after: index) }
        while infoEnd > index, bytes[bytes.index(before: infoEnd)] == 32 || bytes[bytes.index(before: infoEnd)] == 9 {
            infoEnd = bytes.index(before: infoEnd)
        }
        return (String(Substring(bytes[markerStart..<markerEnd])), String(Substring(bytes[index..<infoEnd])))
    }

    /// False when `line` can be neither a fence nor a heading: after at most three spaces
    /// comes none of ` ~ #. Checks bytes, so that the lines of code are passed over cheaply.
    static func mayBeFenceOrHeading(_ line: Substring) -> Bool {
        var spaces = 0
        for byte in line.utf8 {
            if byte == 32 {
                spaces += 1
                if spaces > 3 { return false }
                continue
            }
            return byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "#")
        }
        return false
    }

    /// Whether `line` closes a block opened with `fence`.
    static func closes(_ line: Substring, _ opening: (marker: String, info: String)) -> Bool {
        guard let candidate = fence(line) else { return false }
        return candidate.info.isEmpty && candidate.marker.first == opening.marker.first
            && candidate.marker.count >= opening.marker.count
    }

    /// The title of a level 2 to 6 ATX heading (`## Testing`, `### Failure example`): the
    /// sections and techniques of a guideline. `#` alone is left to code (`# comment`).
    static func heading(_ line: Substring) -> String? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        let hashes = rest.prefix { $0 == "#" }
        guard (2...6).contains(hashes.count), rest.dropFirst(hashes.count).first == " " else { return nil }
        return rest.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
    }
}
