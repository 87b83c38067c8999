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
    /// Scans the UTF-8 bytes for the delimiter lines rather than splitting the whole file.
    init?(splitting text: String, path: String, log: DiagnosticLog) {
        let bytes = Array(text.utf8)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte order mark
        func lineEnd(from start: Int) -> Int { bytes[start...].firstIndex(of: 10) ?? bytes.count }
        func isDelimiter(_ start: Int, _ end: Int) -> Bool {
            var line = bytes[start..<end]
            while let last = line.last, last == 32 || last == 9 || last == 13 { line = line.dropLast() }
            while let first = line.first, first == 32 || first == 9 { line = line.dropFirst() }
            return line.elementsEqual([45, 45, 45]) || bytes[start..<end].elementsEqual([46, 46, 46])
        }
        let firstEnd = lineEnd(from: index)
        guard isDelimiter(index, firstEnd), !bytes[index..<firstEnd].elementsEqual([46, 46, 46]) else {
            log.error(
                SourceLocation(path: path, line: 1, column: 1),
                "missing front matter: the file must start with a line '---', the YAML fields, and another '---'")
            return nil
        }
        let yamlStart = min(firstEnd + 1, bytes.count)
        index = yamlStart
        var line = 2
        while index < bytes.count {
            let end = lineEnd(from: index)
            if isDelimiter(index, end) {
                if bytes[index..<end].elementsEqual([46, 46, 46]), let field = Self.fieldAfter(bytes, from: end + 1) {
                    // YAML's end-of-document marker closes the front matter, but fields follow it:
                    // it was meant as a value or left in by mistake, and they would be lost.
                    log.error(
                        SourceLocation(path: path, line: line, column: 1),
                        "'...' ends the front matter here, but the next line is the field '\(MessageText.quoted(field))'; remove the '...' (a value starting with '...' needs quotes)"
                    )
                    return nil
                }
                yaml = String(decoding: bytes[yamlStart..<max(yamlStart, index - 1)], as: UTF8.self)
                body = String(decoding: bytes[min(end + 1, bytes.count)...], as: UTF8.self)
                yamlLineOffset = 1
                bodyLineOffset = line
                return
            }
            index = end + 1
            line += 1
        }
        log.error(SourceLocation(path: path, line: 1, column: 1), "front matter is not closed: add a line '---' after the YAML fields")
        return nil
    }

    /// The key of the first non-blank line from `start` when it reads as a YAML field
    /// (`statement: ...`), else nil.
    static func fieldAfter(_ bytes: [UInt8], from start: Int) -> String? {
        var index = start
        while index < bytes.count {
            let end = bytes[index...].firstIndex(of: 10) ?? bytes.count
            let line = String(decoding: bytes[index..<end], as: UTF8.self)
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                index = end + 1
                continue
            }
            guard let match = line.range(of: #"^[A-Za-z_][A-Za-z0-9_-]*:( |$)"#, options: .regularExpression) else { return nil }
            return String(line[match].dropLast(line[match].hasSuffix(" ") ? 2 : 1))
        }
        return nil
    }
}
