import CCMark

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place Crosswalk talks to libcmark. Every allocation is released by a `defer`
/// placed right after it, results are copied into Swift values, and no C pointer leaves
/// this file.
public enum CMark {
    /// cmark's defaults: safe mode (raw HTML and dangerous URLs are not passed through),
    /// plus validation of UTF-8 so bad bytes become U+FFFD instead of reaching the output.
    static let options: Int32 = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8

    /// The version of the linked libcmark, e.g. "0.30.2".
    public static var version: String {
        guard let cString = cmark_version_string() else { return "unknown" }
        return String(cString: cString)
    }

    /// Parses CommonMark into top-level blocks with positions, HTML and text.
    public static func parse(_ markdown: String) -> MarkdownDocument {
        var markdown = markdown
        let lines = lines(of: &markdown)
        let hasCarriageReturns = markdown.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, 13, bytes.count) != nil } ?? false }
        guard
            let document = markdown.withUTF8({ buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        cmark_parse_document($0, buffer.count, options)
                    }
                } ?? cmark_parse_document("", 0, options)
            })
        else {
            return MarkdownDocument(blocks: [], lines: lines, hasCarriageReturns: hasCarriageReturns)
        }
        defer { cmark_node_free(document) }

        var blocks: [MarkdownBlock] = []
        var node = cmark_node_first_child(document)
        while let current = node {
            blocks.append(block(current))
            node = cmark_node_next(current)
        }
        return MarkdownDocument(blocks: blocks, lines: lines, hasCarriageReturns: hasCarriageReturns)
    }

    /// The lines of `text` without their terminators (LF or CRLF). Found by scanning the
    /// UTF-8 bytes for the newline byte: splitting by `Character` costs grapheme breaking, and
    /// the generic `split` over the UTF-8 view cost about fifty instructions a byte.
    static func lines(of text: inout String) -> [Substring] {
        let ranges: [Range<Int>] = text.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            var start = 0
            func addLine(endingAt end: Int) {
                ranges.append(start..<(end > start && bytes[end - 1] == 13 ? end - 1 : end))
                start = end + 1
            }
            // memchr finds each line feed many bytes at a time.
            if let base = bytes.baseAddress {
                while let found = memchr(base + start, 10, bytes.count - start) {
                    addLine(endingAt: base.distance(to: found.assumingMemoryBound(to: UInt8.self)))
                }
            }
            addLine(endingAt: bytes.count)
            return ranges
        }
        let utf8 = text.utf8
        return ranges.map { range in
            Substring(
                utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
        }
    }

    /// Renders a whole CommonMark string to HTML in safe mode.
    public static func renderHTML(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        let rendered: UnsafeMutablePointer<CChar>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_markdown_to_html($0, buffer.count, options)
                }
            } ?? cmark_markdown_to_html("", 0, options)
        }
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    // MARK: - Walking the tree

    private static func block(_ node: OpaquePointer) -> MarkdownBlock {
        let type = cmark_node_get_type(node)
        let kind: MarkdownBlock.Kind
        var items: [MarkdownListItem] = []
        switch type {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(node))
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            kind = .code(language: language, literal: string(cmark_node_get_literal(node)))
        case CMARK_NODE_LIST:
            kind = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
            var item = cmark_node_first_child(node)
            while let current = item {
                items.append(
                    MarkdownListItem(
                        line: Int(cmark_node_get_start_line(current)),
                        endLine: Int(cmark_node_get_end_line(current)),
                        html: html(current),
                        text: plainText(current)))
                item = cmark_node_next(current)
            }
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .blockQuote
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .thematicBreak
        case CMARK_NODE_HTML_BLOCK:
            kind = .html
        default:
            kind = .other
        }
        return MarkdownBlock(
            kind: kind,
            line: Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            html: html(node),
            text: plainText(node),
            items: items)
    }

    private static func html(_ node: OpaquePointer) -> String {
        guard let rendered = cmark_render_html(node, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Text and code literals in document order; soft breaks become spaces and block
    /// boundaries newlines, so words from adjacent blocks never run together.
    private static func plainText(_ node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        // Gathered as bytes and decoded once: a `String` per literal appended cost more than
        // cmark's parsing of the block.
        var bytes: [UInt8] = []
        // A line feed ends the text unless it follows a carriage return, with which it is one
        // character (as `String.hasSuffix("\n")` reads it).
        func endsWithLineFeed() -> Bool { bytes.last == 10 && (bytes.count < 2 || bytes[bytes.count - 2] != 13) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if event == CMARK_EVENT_ENTER {
                switch type {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                    if let literal = cmark_node_get_literal(current) {
                        bytes.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                    }
                case CMARK_NODE_SOFTBREAK:
                    bytes.append(32)
                case CMARK_NODE_LINEBREAK:
                    bytes.append(10)
                default:
                    break
                }
            } else if event == CMARK_EVENT_EXIT, isBlock(type), !bytes.isEmpty, !endsWithLineFeed() {
                bytes.append(10)
            }
        }
        while endsWithLineFeed() { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isBlock(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM, CMARK_NODE_LIST,
            CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_CODE_BLOCK:
            return true
        default:
            return false
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
