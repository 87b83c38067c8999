import Foundation

/// The sections of a guideline body, read from the CommonMark tree: `## Summary`, a section
/// per platform (`## iOS`, `## React Native`, ...), `## Testing`, `## Notes`.
struct GuidelineBody {
    enum SectionKind: Equatable, Hashable {
        case summary
        case platform(Platform)
        case testing, notes

        init?(heading: String) {
            switch heading {
            case "Summary": self = .summary
            case "Testing": self = .testing
            case "Notes": self = .notes
            default:
                guard let platform = Platform(heading: heading) else { return nil }
                self = .platform(platform)
            }
        }

        var allowsEditorialMarker: Bool {
            switch self {
            case .platform, .testing: true
            case .summary, .notes: false
            }
        }

        static let headings = ["Summary"] + Platform.allCases.map(\.title) + ["Testing", "Notes"]
    }

    struct Subsection {
        var title: String
        var isEditorial: Bool
        var isLegacy: Bool
        var line: Int
        var column: Int
        var blocks: [MarkdownBlock] = []
    }

    struct Section {
        var kind: SectionKind
        var isEditorial: Bool
        var line: Int
        var column: Int
        /// Blocks before the first `###`.
        var intro: [MarkdownBlock] = []
        var subsections: [Subsection] = []
    }

    static let editorialSuffix = " (editorial)"
    /// The `###` that closes `## Testing` with how tools test the guideline (``AutomatedTest``).
    static let automatedTestTitle = "Automated test"
    static let legacySuffix = " (legacy)"

    let document: MarkdownDocument
    let lineOffset: Int
    let path: String
    private(set) var sections: [Section] = []

    func section(_ kind: SectionKind) -> Section? { sections.first { $0.kind == kind } }

    /// Groups the blocks of `markdown` into sections, logging unknown, duplicate and
    /// misplaced headings at their position in the file.
    init(markdown: String, lineOffset: Int, path: String, log: DiagnosticLog) {
        self.document = CMark.parse(markdown)
        self.lineOffset = lineOffset
        self.path = path
        for problem in document.fenceProblems(lineOffset: lineOffset) {
            log.error(SourceLocation(path: path, line: problem.line, column: problem.column), problem.message)
        }
        var current: Section?
        var seen: [SectionKind: Int] = [:]
        var reportedStrayText = false
        // Only a numeric character reference can put a control character into the text.
        let mayHaveReferences =
            markdown.utf8.withContiguousStorageIfAvailable { bytes in
                var index = 0
                while index + 1 < bytes.count {
                    if bytes[index] == 0x26 && bytes[index + 1] == 0x23 { return true }
                    index += 1
                }
                return false
            } ?? true

        func finish() {
            if let section = current { sections.append(section) }
            current = nil
        }

        for block in document.blocks {
            let location = SourceLocation(path: path, line: block.line + lineOffset, column: block.column)
            if mayHaveReferences { Self.checkCharacters(block, at: location, log: log) }
            guard case .heading(let level) = block.kind, level <= 3 else {
                if current == nil {
                    if !reportedStrayText {
                        log.error(location, "text before the first section; start the body with '## Summary'")
                        reportedStrayText = true
                    }
                } else if current!.subsections.isEmpty {
                    current!.intro.append(block)
                } else {
                    current!.subsections[current!.subsections.count - 1].blocks.append(block)
                }
                continue
            }
            let (title, marker) = Self.splitMarker(block.text)
            let editorial = marker == Self.editorialSuffix
            if marker == Self.legacySuffix && !(level == 3 && current.map { Self.allowsLegacyMarker($0.kind) } == true) {
                log.error(
                    location,
                    "only a technique ('### Recommendation', '### Pass example', '### Failure example' in a platform section) can be marked '(legacy)'"
                )
            }
            switch level {
            case 1:
                log.error(location, "level-1 heading '\(MessageText.quoted(block.text))'; sections are level 2 ('## \(title)')")
            case 2:
                finish()
                guard let kind = SectionKind(heading: title) else {
                    let hint = Suggestions.closest(to: title, in: SectionKind.headings).map { " (did you mean '## \($0)'?)" } ?? ""
                    log.error(
                        location,
                        "unknown section '## \(block.text)'; expected one of: \(SectionKind.headings.joined(separator: ", "))\(hint)")
                    continue
                }
                if let first = seen[kind] {
                    log.error(location, "section '## \(title)' appears twice (first on line \(first))")
                    continue
                }
                if editorial && !kind.allowsEditorialMarker {
                    log.error(location, "'## \(title)' is always Crosswalk's own text; remove '(editorial)'")
                }
                seen[kind] = location.line
                current = Section(kind: kind, isEditorial: editorial, line: location.line, column: location.column)
            default:
                guard current != nil else {
                    if !reportedStrayText {
                        log.error(location, "heading before the first section; start the body with '## Summary'")
                        reportedStrayText = true
                    }
                    continue
                }
                let allowed = Self.subsectionTitles(in: current!.kind)
                guard allowed.contains(title) else {
                    let sectionName = Self.heading(of: current!.kind)
                    if title == Self.automatedTestTitle {
                        log.error(
                            location,
                            "'### \(block.text)' belongs in '## Testing', after '### Expected result', not in '## \(sectionName)'")
                    } else if allowed.isEmpty {
                        log.error(
                            location,
                            "unknown heading '### \(block.text)' in '## \(sectionName)'; this section takes no level-3 headings (use '####')"
                        )
                    } else {
                        let hint = Suggestions.closest(to: title, in: allowed).map { " (did you mean '### \($0)'?)" } ?? ""
                        log.error(
                            location,
                            "unknown heading '### \(block.text)' in '## \(sectionName)'; expected one of: \(allowed.joined(separator: ", "))\(hint)"
                        )
                    }
                    continue
                }
                current!.subsections.append(
                    Subsection(
                        title: title, isEditorial: editorial, isLegacy: marker == Self.legacySuffix,
                        line: location.line, column: location.column))
            }
        }
        finish()
    }

    /// A heading's title and its marker (`editorialSuffix` or `legacySuffix`), if any.
    static func splitMarker(_ heading: String) -> (String, String?) {
        let trimmed = heading.trimmingWhitespace()
        for suffix in [editorialSuffix, legacySuffix] where trimmed.hasSuffix(suffix) {
            return (String(trimmed.dropLast(suffix.count)).trimmingWhitespace(), suffix)
        }
        return (trimmed, nil)
    }

    static func allowsLegacyMarker(_ kind: SectionKind) -> Bool {
        if case .platform = kind { return true }
        return false
    }

    static func subsectionTitles(in kind: SectionKind) -> [String] {
        switch kind {
        case .platform: Technique.Kind.allCases.map(\.heading)
        case .testing: ["Procedure", "Expected result", automatedTestTitle]
        case .summary, .notes: []
        }
    }

    static func heading(of kind: SectionKind) -> String {
        switch kind {
        case .summary: "Summary"
        case .testing: "Testing"
        case .notes: "Notes"
        case .platform(let platform): platform.title
        }
    }

    // MARK: - Turning blocks into text

    /// The Markdown, HTML and text of a run of blocks.
    func text(of blocks: [MarkdownBlock]) -> MarkdownText {
        guard let first = blocks.first, let last = blocks.last else { return .empty }
        return MarkdownText(
            markdown: document.source(lines: first.line, through: last.endLine),
            html: blocks.map(\.html).joined(),
            text: blocks.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }

    /// The Markdown, HTML and text of blocks that need not be adjacent (the prose between
    /// code blocks), each block's Markdown separated by a blank line.
    func text(ofEach blocks: [MarkdownBlock]) -> MarkdownText {
        MarkdownText(
            markdown: blocks.map { document.source(lines: $0.line, through: $0.endLine) }.joined(separator: "\n\n"),
            html: blocks.map(\.html).joined(),
            text: blocks.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }

    /// The Markdown of a whole section below its `##` heading, `###` headings included.
    func markdown(of section: Section) -> String {
        let last =
            (section.subsections.last?.blocks.last ?? section.intro.last)?.endLine
            ?? section.subsections.last.map { $0.line - lineOffset }
        guard let last else { return "" }
        return document.source(lines: section.line - lineOffset + 1, through: last).trimmingWhitespace()
    }

    /// A list item's Markdown without its `1.` or `-` marker.
    static func removingListMarker(_ markdown: String) -> String {
        let trimmed = markdown.trimmingWhitespace()
        var rest = Substring(trimmed)
        if let first = rest.first, "-*+".contains(first) {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let marker = rest.dropFirst(digits.count).first, marker == "." || marker == ")" else { return trimmed }
            rest = rest.dropFirst(digits.count + 1)
        }
        guard let space = rest.first, space == " " || space == "\t" || space == "\n" else { return trimmed }
        return String(rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
    }

    /// The file's own bytes are checked before parsing (``ContentText``); a character
    /// reference such as `&#27;` still puts a control character into the text.
    static func checkCharacters(_ block: MarkdownBlock, at location: SourceLocation, log: DiagnosticLog) {
        if let scalar = MessageText.firstControlCharacter(in: block.text) {
            log.error(
                location,
                "the text holds the control character \(MessageText.codePoint(scalar)) (a character reference such as &#27;); remove it")
        }
    }

    func location(of block: MarkdownBlock) -> SourceLocation {
        SourceLocation(path: path, line: block.line + lineOffset, column: block.column)
    }
}
