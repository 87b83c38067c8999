import Foundation
import Yams

/// A YAML text parsed with libyaml, whose nodes report their position in the file: `lineOffset`
/// is the number of lines before the YAML starts (1 for front matter after its `---`).
package struct YAMLFile {
    let path: String
    let lineOffset: Int
    package let root: YAMLNode?

    /// Parses `text`; a syntax error is logged with its position and yields `nil`.
    package init?(text: String, path: String, lineOffset: Int = 0, log: DiagnosticLog) {
        self.path = path
        self.lineOffset = lineOffset
        // A byte order mark some editors write first is not part of the YAML (Markdown files
        // accept it too); only line 1's columns move by one.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let (line, marker) = Self.documentMarker(in: text) {
            // Yams reads the first document and ignores the rest without a word: every field
            // after the marker would be reported missing instead of this one line.
            log.error(
                SourceLocation(path: path, line: line + lineOffset, column: 1),
                marker == "..."
                    ? "'...' ends the YAML here, so the lines after it would be ignored; remove it (a value starting with '...' needs quotes)"
                    : "'---' starts a second YAML document here, which would be ignored; one document per file (a value starting with '---' needs quotes)"
            )
            return nil
        }
        // A plain file (nearly every one) is read from libyaml's events; Yams reads the rest and
        // words every error, so what a file with an error is told is Yams' as before.
        var bytes = text
        if let root = bytes.withUTF8(LibYAML.compose) {
            self.root = root
            return
        }
        do {
            // The basic resolver reads every scalar as a string: no regular expressions per
            // value (the default resolver's cost), and fields are typed by YAMLFields anyway.
            root = try Yams.compose(yaml: text, .basic, .default, .utf8).map(YAMLNode.init)
        } catch let error as YamlError {
            let (mark, described) = Self.describe(error)
            var (line, column, problem) = (mark?.line ?? 1, mark?.column ?? 1, described)
            if case .duplicatedKeysInMapping(let duplicates, _) = error, let key = duplicates.first,
                let repeated = Self.repeatedKey(key, in: text, from: line)
            {
                (line, column, problem) = (repeated.line, repeated.column, "duplicate key '\(key)': given again here")
            }
            log.error(
                SourceLocation(path: path, line: line + lineOffset, column: column),
                "malformed YAML: \(problem)")
            return nil
        } catch {
            log.error(SourceLocation(path: path, line: 1 + lineOffset, column: 1), "malformed YAML: \(error)")
            return nil
        }
    }

    /// The first document marker (`...` or `---` at the start of a line) that has YAML before
    /// and after it, with its 1-based line: a file holds one document.
    ///
    /// Lines are split and read as bytes; a line with a non-ASCII byte is read as characters
    /// (``lineKind(_:)``). Lines end at a line feed that does not follow a carriage return,
    /// where a `Character` split ends them (CR LF is one character).
    static func documentMarker(in text: String) -> (line: Int, marker: String)? {
        var text = text
        return text.withUTF8 { bytes in
            var seenContent = false
            var marker: (line: Int, marker: String)?
            var number = 0
            var start = 0
            for end in 0...bytes.count where end == bytes.count || (bytes[end] == 10 && (end == 0 || bytes[end - 1] != 13)) {
                number += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                switch lineKind(line) {
                case .blank: continue
                case .marker(let word):
                    if seenContent && marker == nil { marker = (number, word) }
                    continue
                case .content:
                    if marker != nil { return marker }
                    seenContent = true
                }
            }
            return nil
        }
    }

    enum LineKind: Equatable {
        /// Empty, blanks only, or a comment.
        case blank
        case marker(String)
        case content
    }

    /// What one line is to ``documentMarker(in:)``: blank, `...` or `---` alone or followed
    /// by a space, or content.
    static func lineKind(_ line: UnsafeBufferPointer<UInt8>) -> LineKind {
        guard line.allSatisfy({ $0 < 0x80 }) else { return lineKind(characters: Substring(String(decoding: line, as: UTF8.self))) }
        // In ASCII, only a space and a tab are `CharacterSet.whitespaces`.
        guard let first = line.first(where: { $0 != 32 && $0 != 9 }) else { return .blank }
        if first == UInt8(ascii: "#") { return .blank }
        if line.count >= 3, line[0] == line[1], line[1] == line[2], line[0] == UInt8(ascii: ".") || line[0] == UInt8(ascii: "-"),
            line.count == 3 || line[3] == 32
        {
            return .marker(line[0] == UInt8(ascii: ".") ? "..." : "---")
        }
        return .content
    }

    /// ``lineKind(_:)`` over characters, for a line that is not ASCII.
    static func lineKind(characters line: Substring) -> LineKind {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .blank }
        let word = line.prefix(3)
        if (word == "..." || word == "---") && (line.count == 3 || line.dropFirst(3).first == " ") { return .marker(String(word)) }
        return .content
    }

    /// Where `key` is written a second time at the indentation of its first writing at or
    /// after `line`: libyaml reports a repeated key at the mapping, not at the repetition.
    static func repeatedKey(_ key: String, in text: String, from line: Int) -> (line: Int, column: Int)? {
        var first: Int?
        for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= line {
            let indent = content.prefix { $0 == " " }.count
            let rest = content.dropFirst(indent)
            guard rest.hasPrefix(key + ":") || rest.hasPrefix("\"\(key)\":") || rest.hasPrefix("- " + key + ":") else { continue }
            let column = indent + (rest.hasPrefix("- ") ? 2 : 0)
            guard let seen = first else {
                first = column
                continue
            }
            if column == seen { return (index + 1, column + 1) }
        }
        return nil
    }

    func location(_ node: YAMLNode?) -> SourceLocation {
        SourceLocation(path: path, line: (node?.mark?.line ?? 1) + lineOffset, column: node?.mark?.column ?? 1)
    }

    var start: SourceLocation { SourceLocation(path: path, line: 1 + lineOffset, column: 1) }

    private static func describe(_ error: YamlError) -> (Mark?, String) {
        switch error {
        case .scanner(let context?, let problem, _, _) where context.text.contains("quoted scalar") && problem.contains("end of stream"):
            // The scan ran to the end of the text looking for the closing quote: the problem is
            // where the quote opened, not where the text ends.
            return (context.mark, "a quoted value is not closed; add the closing quote to the value that starts here")
        case .parser(let context?, let problem, _, _) where context.text.contains("flow sequence") || context.text.contains("flow mapping"):
            // libyaml notices a missing ']' or '}' on a later line; the list opened here.
            let (open, close) = context.text.contains("sequence") ? ("[", "]") : ("{", "}")
            return (context.mark, "the '\(open)' that starts here is not closed: add '\(close)' at its end (\(problem))")
        case .scanner(let context?, let problem, _, _) where context.text.contains("simple key"):
            // Noticed at the next line; the key without its ':' is on this one.
            return (context.mark, "a field needs ':' after its name (key: value); \(problem)")
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return (mark, detail)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return (context.mark, "duplicate key \(duplicates.joined(separator: ", "))")
        case .reader(let problem, _, _, _):
            return (nil, problem)
        default:
            return (nil, "\(error)")
        }
    }
}

/// Reads the fields of one YAML mapping, logging each problem at the position of the
/// offending node, and remembering which keys were read so unknown keys can be reported.
struct YAMLFields {
    let file: YAMLFile
    let node: YAMLNode
    let mapping: [(key: YAMLNode, value: YAMLNode)]
    let log: DiagnosticLog
    private(set) var known: Set<String> = []
    /// Each key's node and value, indexed once by the key's text.
    private let entries: [String: (key: YAMLNode, value: YAMLNode)]

    /// `nil` (after logging) when `node` is not a mapping.
    init?(_ node: YAMLNode?, in file: YAMLFile, log: DiagnosticLog, what: String) {
        guard let node, let mapping = node.mapping else {
            log.error(file.location(node), "\(what) must be a YAML mapping of fields")
            return nil
        }
        self.file = file
        self.node = node
        self.mapping = mapping
        self.log = log
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]
        for (key, value) in mapping {
            if let name = key.scalar?.string, entries[name] == nil { entries[name] = (key, value) }
        }
        self.entries = entries
    }

    var location: SourceLocation { file.location(node) }

    func location(of key: String) -> SourceLocation {
        entries[key].map { file.location($0.key) } ?? location
    }

    func valueNode(_ key: String) -> YAMLNode? { entries[key]?.value }

    /// Where the value of `key` is written (for a mapping, the value of its `entry`), to report
    /// a bad value there rather than at its key; the key's place when there is no such value.
    func location(ofValue key: String, entry: String? = nil) -> SourceLocation {
        guard var node = entries[key]?.value else { return location(of: key) }
        if let entry {
            guard let value = node.mapping?.first(where: { $0.key.scalar?.string == entry })?.value else { return file.location(node) }
            node = value
        }
        return file.location(node)
    }

    mutating func string(_ key: String, required: Bool = true) -> String? {
        known.insert(key)
        guard let value = entries[key]?.value else {
            if required { log.error(location, "missing required field '\(key)'") }
            return nil
        }
        guard let scalar = value.scalar else {
            log.error(file.location(value), "field '\(key)' must be a single value")
            return nil
        }
        let text = scalar.string.trimmingWhitespace()
        if text.isEmpty || (scalar.style == .plain && (text == "~" || text == "null")) {
            if required { log.error(file.location(value), "field '\(key)' is empty") }
            return nil
        }
        guard checkCharacters(text, key, at: value) else { return nil }
        return text
    }

    mutating func stringList(_ key: String, required: Bool = true) -> [String]? {
        known.insert(key)
        guard let value = entries[key]?.value else {
            if required { log.error(location, "missing required field '\(key)'") }
            return nil
        }
        guard let sequence = value.sequence else {
            log.error(file.location(value), "field '\(key)' must be a list, e.g. \(key): [a, b]")
            return nil
        }
        var result: [String] = []
        for item in sequence {
            guard let text = item.scalar?.string, !text.isEmpty else {
                log.error(file.location(item), "each entry of '\(key)' must be a single value")
                continue
            }
            guard checkCharacters(text, key, at: item) else { continue }
            result.append(text)
        }
        return result
    }

    /// A value from a closed set; the message lists the allowed values.
    mutating func value<Value: RawRepresentable & CaseIterable>(
        _ key: String, as type: Value.Type, required: Bool = true
    ) -> Value? where Value.RawValue == String {
        guard let text = string(key, required: required) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
        log.error(file.location(entries[key]?.value), "unknown \(key) '\(MessageText.quoted(text))'; expected one of: \(allowed)")
        return nil
    }

    mutating func integer(_ key: String, required: Bool = false) -> Int? {
        guard let text = string(key, required: required) else { return nil }
        guard let number = Int(text) else {
            log.error(file.location(entries[key]?.value), "field '\(key)' must be a whole number, not '\(MessageText.quoted(text))'")
            return nil
        }
        return number
    }

    mutating func bool(_ key: String) -> Bool? {
        known.insert(key)
        guard let value = entries[key]?.value else { return nil }
        guard let flag = value.bool else {
            log.error(file.location(value), "field '\(key)' must be true or false")
            return nil
        }
        return flag
    }

    /// A mapping of WCAG versions to text, such as `understanding: {"2.0": ..., "2.1": ...}`.
    mutating func versionMap(_ key: String, required: Bool = false) -> [WCAGVersion: String]? {
        known.insert(key)
        guard let value = entries[key]?.value else {
            if required { log.error(location, "missing required field '\(key)'") }
            return nil
        }
        guard let pairs = value.mapping else {
            log.error(file.location(value), "field '\(key)' must map WCAG versions to text, e.g. \(key): {\"2.1\": ...}")
            return nil
        }
        var result: [WCAGVersion: String] = [:]
        for (name, text) in pairs {
            guard let version = name.scalar.flatMap({ WCAGVersion(rawValue: $0.string) }) else {
                log.error(
                    file.location(name),
                    "unknown WCAG version '\(MessageText.quoted(name.scalar?.string ?? "?"))' in '\(key)'; expected one of: \(WCAGVersion.allCases.map(\.rawValue).joined(separator: ", "))"
                )
                continue
            }
            guard let string = text.scalar?.string.trimmingWhitespace(), !string.isEmpty else {
                log.error(file.location(text), "each entry of '\(key)' must be a single value")
                continue
            }
            guard checkCharacters(string, key, at: text) else { continue }
            result[version] = string
        }
        return result
    }

    /// A value may not hold control characters, which a YAML escape such as `"\e"` can put
    /// there although the file has none: they would reach the store, the terminal and the site.
    private func checkCharacters(_ text: String, _ key: String, at node: YAMLNode) -> Bool {
        // The file's own text has none (ContentText): only a double-quoted escape can add one.
        guard node.scalar?.style == .doubleQuoted, let scalar = MessageText.firstControlCharacter(in: text) else { return true }
        log.error(
            file.location(node),
            "field '\(key)' holds the control character \(MessageText.codePoint(scalar)) (from an escape such as \\e or \\x1b); remove it")
        return false
    }

    /// Marks a key as understood without reading it here (a nested structure read elsewhere).
    mutating func accept(_ key: String) { known.insert(key) }

    /// Reports every key that was not read: a typo such as `topic:` must not pass silently.
    func reportUnknownKeys(expected: String) {
        for (key, _) in mapping {
            let name = key.scalar?.string ?? "?"
            if !known.contains(name) {
                let suggestion = Suggestions.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                log.error(file.location(key), "unknown field '\(MessageText.quoted(name))' in \(expected)\(suggestion)")
            }
        }
    }
}
