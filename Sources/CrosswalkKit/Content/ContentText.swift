/// The text of a content file, checked before anything parses it: bytes that are not UTF-8
/// and control characters are reported at their own line and column (the YAML and Markdown
/// parsers would report the first at 1:1 and a NUL wherever their scan stopped), then
/// replaced by U+FFFD so the rest of the file is still checked in the same run.
enum ContentText {
    static func decode(_ bytes: some Collection<UInt8>, path: String, log: DiagnosticLog) -> String {
        var text: String
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else {
            let (line, column) = position(ofByte: invalidUTF8Offset(bytes) ?? 0, in: bytes)
            log.error(
                SourceLocation(path: path, line: line, column: column),
                "the file is not valid UTF-8 here; save it as UTF-8 (a byte that is not UTF-8 shows as � in an editor)")
            log.quiet(path, line: line)
            text = String(decoding: bytes, as: UTF8.self)
        }
        guard MessageText.firstControlCharacter(in: text) != nil else { return text }
        var line = 1
        var column = 1
        var cleaned = String.UnicodeScalarView()
        var reported = 0
        var lines: Set<Int> = []
        defer { for line in lines { log.quiet(path, line: line) } }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                cleaned.append(scalar)
                continue
            }
            if MessageText.firstControlCharacter(in: String(scalar)) != nil {
                // One message per character up to a few: a binary file would give thousands.
                if reported < 3 {
                    log.error(
                        SourceLocation(path: path, line: line, column: column),
                        "control character \(MessageText.codePoint(scalar)) in the text; remove it (only tabs and line breaks may appear)")
                }
                reported += 1
                lines.insert(line)
                cleaned.append("\u{FFFD}")
            } else {
                cleaned.append(scalar)
            }
            column += 1
        }
        if reported > 3 {
            log.error(SourceLocation(path: path, line: 1, column: 1), "\(reported) control characters in all; is this a text file?")
        }
        return String(cleaned)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func invalidUTF8Offset(_ bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// Line and column (in characters, from 1) of the byte at `offset`.
    static func position(ofByte offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        let before = Array(bytes.prefix(offset))
        let line = before.count { $0 == 10 } + 1
        let lineStart = before.lastIndex(of: 10).map { $0 + 1 } ?? 0
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
