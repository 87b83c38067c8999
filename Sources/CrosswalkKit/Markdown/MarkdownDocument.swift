/// A CommonMark document as plain Swift values: its top-level blocks, each with the source
/// position, the rendered HTML and the plain text. Produced by ``CMark/parse(_:)``; nothing in
/// it refers to cmark's memory.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [MarkdownBlock]
    /// The source, split into lines (without terminators), so a caller can slice out the
    /// Markdown of a range of blocks.
    public var lines: [Substring]
    /// Whether the source holds a carriage return, which its lines leave out before a line feed.
    public var hasCarriageReturns = true

    /// The Markdown source of lines `first...last` (1-based, inclusive).
    public func source(lines first: Int, through last: Int) -> String {
        guard first <= last, first >= 1, last <= lines.count else { return "" }
        // The lines are slices of one text: without a carriage return, joining them by line
        // feeds gives that text's span back, copied at once.
        let (start, end) = (lines[first - 1], lines[last - 1])
        if !hasCarriageReturns, start.base == end.base { return String(start.base[start.startIndex..<end.endIndex]) }
        return lines[(first - 1)...(last - 1)].joined(separator: "\n")
    }
}

public struct MarkdownBlock: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        /// A fenced or indented code block; `language` is the first word of the info string.
        case code(language: String, literal: String)
        case list(ordered: Bool)
        case blockQuote
        case thematicBreak
        case html
        case other
    }

    public var kind: Kind
    /// 1-based position of the block's first character in the parsed text.
    public var line: Int
    public var column: Int
    public var endLine: Int
    /// HTML rendered by cmark in its safe mode (raw HTML is omitted).
    public var html: String
    /// The text content with markup removed; code literals included.
    public var text: String
    /// For lists: each item's rendered HTML and text.
    public var items: [MarkdownListItem]

    public var isCode: Bool {
        if case .code = kind { return true }
        return false
    }
}

public struct MarkdownListItem: Sendable, Equatable {
    public var line: Int
    public var endLine: Int
    public var html: String
    public var text: String
}
