#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Build-time syntax highlighting for the code blocks of the site: wraps comments, strings,
/// numbers, keywords, type names, annotations and markup tags in `<span class="hl-…">`, which
/// `Site/assets/site.css` colours for light, dark and forced colours. Written by hand: no Swift
/// package on this machine highlights code, and a browser library would need JavaScript to
/// show colours. It is a lexer, not a parser: enough to tell the parts of the short examples
/// in `Content/` apart (the fence languages they use), byte by byte and deterministic.
package enum CodeHighlighter {
    /// The classes the spans carry.
    enum Token: String {
        case keyword = "hl-k"
        case string = "hl-s"
        case comment = "hl-c"
        case number = "hl-n"
        case type = "hl-t"
        case annotation = "hl-a"
        case tag = "hl-tag"
        case attribute = "hl-at"

        /// `<span class="…">` for the token, made once.
        var opening: [UInt8] {
            switch self {
            case .keyword: Openings.keyword
            case .string: Openings.string
            case .comment: Openings.comment
            case .number: Openings.number
            case .type: Openings.type
            case .annotation: Openings.annotation
            case .tag: Openings.tag
            case .attribute: Openings.attribute
            }
        }

        private enum Openings {
            static let keyword = make(.keyword), string = make(.string), comment = make(.comment), number = make(.number)
            static let type = make(.type), annotation = make(.annotation), tag = make(.tag), attribute = make(.attribute)
            static func make(_ token: Token) -> [UInt8] { Array(#"<span class="\#(token.rawValue)">"#.utf8) }
        }
    }

    enum Family {
        /// Swift, Objective-C, Kotlin, Java, Dart, JavaScript (with JSX and TSX), CSS: `//` and
        /// `/* */` comments, quoted strings. JSX tags read as type names and their attributes'
        /// values as strings, which is enough for the short React Native examples.
        case cLike(keywords: Keywords)
        /// XML and HTML: tags, attributes, `<!-- -->` comments.
        case markup
        /// Shown as it is.
        case plain
    }

    /// The fence languages highlighted (each named by its `code-language-<id>.mustache`), with `text`.
    static let languages: Set<String> = [
        "swift", "objc", "kotlin", "java", "dart", "javascript", "jsx", "tsx", "css", "xml", "html", "text",
    ]

    static func family(of language: String) -> Family {
        switch language {
        case "swift": .cLike(keywords: Keywords.swift)
        case "objc": .cLike(keywords: Keywords.objc)
        case "kotlin": .cLike(keywords: Keywords.kotlin)
        case "java": .cLike(keywords: Keywords.java)
        case "dart": .cLike(keywords: Keywords.dart)
        case "javascript", "jsx": .cLike(keywords: Keywords.javascript)
        case "tsx": .cLike(keywords: Keywords.typescript)
        case "css": .cLike(keywords: Keywords([]))
        case "xml", "html": .markup
        default: .plain
        }
    }

    /// `code` (plain text, not escaped) as escaped HTML with highlighting spans.
    package static func highlight(_ code: String, language: String) -> String {
        highlight(bytes: Array(code.utf8), language: language)
    }

    /// `bytes` (plain text in UTF-8, not escaped) as escaped HTML with highlighting spans.
    static func highlight(bytes: [UInt8], language: String) -> String {
        var output = OutputBytes(capacity: bytes.count * 2)
        switch family(of: language) {
        case .cLike(let keywords): cLike(bytes, keywords: keywords, css: language == "css", into: &output)
        case .markup: markup(bytes, into: &output)
        case .plain: escape(bytes[...], into: &output)
        }
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: - C-like languages

    private static func cLike(_ s: [UInt8], keywords: Keywords, css: Bool, into output: inout OutputBytes) {
        var i = 0
        let n = s.count
        func at(_ k: Int) -> UInt8 { k < n ? s[k] : 0 }
        while i < n {
            let c = s[i]
            if c == slash && at(i + 1) == slash && !css {
                let end = s[i...].firstIndex(of: newline) ?? n
                span(.comment, s[i..<end], into: &output)
                i = end
            } else if c == slash && at(i + 1) == star {
                var end = i + 2
                while end < n && !(s[end] == star && at(end + 1) == slash) { end += 1 }
                end = min(n, end + 2)
                span(.comment, s[i..<end], into: &output)
                i = end
            } else if c == quote || c == apostrophe || (c == atSign && at(i + 1) == quote && !css) {
                let start = i
                if c == atSign { i += 1 }
                let close = s[i]
                // Swift's and Kotlin's """ multi-line strings, and Dart's ''' ones.
                if at(i + 1) == close && at(i + 2) == close {
                    var end = i + 3
                    while end < n && !(s[end] == close && at(end + 1) == close && at(end + 2) == close) { end += 1 }
                    end = min(n, end + 3)
                    span(.string, s[start..<end], into: &output)
                    i = end
                    continue
                }
                var end = i + 1
                while end < n && s[end] != close && s[end] != newline {
                    end += s[end] == backslash ? 2 : 1
                }
                end = min(n, end + 1)
                span(.string, s[start..<end], into: &output)
                i = end
            } else if isDigit(c) && (i == 0 || !isWord(s[i - 1])) {
                var end = i + 1
                while end < n && (isWord(s[end]) || (s[end] == dot && isDigit(at(end + 1)))) { end += 1 }
                span(.number, s[i..<end], escaping: false, into: &output)
                i = end
            } else if (c == atSign || c == hash) && isLetter(at(i + 1)) {
                var end = i + 1
                while end < n && isWord(s[end]) { end += 1 }
                // Objective-C's @interface and #import are keywords; Swift's @State and #selector annotations.
                span(keywords.contains(s[i..<end]) ? .keyword : .annotation, s[i..<end], escaping: false, into: &output)
                i = end
            } else if isLetter(c) {
                var end = i + 1
                while end < n && isWord(s[end]) { end += 1 }
                if keywords.contains(s[i..<end]) {
                    span(.keyword, s[i..<end], escaping: false, into: &output)
                } else if isUpper(c) && !css {
                    span(.type, s[i..<end], escaping: false, into: &output)
                } else if css && at(end) == colon && !(i > 0 && s[i - 1] == colon) {
                    span(.attribute, s[i..<end], escaping: false, into: &output)
                } else {
                    output.append(s[i..<end])
                }
                i = end
            } else {
                // This byte, and those after it that none of the branches above starts on
                // (spaces, operators, brackets), escaped as one run.
                var end = i + 1
                while end < n && !startsToken(s[end]) { end += 1 }
                escape(s[i..<end], into: &output)
                i = end
            }
        }
    }

    // MARK: - Markup

    private static func markup(_ s: [UInt8], into output: inout OutputBytes) {
        var i = 0
        let n = s.count
        while i < n {
            if s[i] == less, s[i...].starts(with: commentOpen) {
                var end = i + 4
                while end < n && !s[end...].starts(with: commentClose) { end += 1 }
                end = min(n, end + 3)
                span(.comment, s[i..<end], into: &output)
                i = end
            } else if s[i] == less, i + 1 < n, isLetter(s[i + 1]) || s[i + 1] == slash || s[i + 1] == bang || s[i + 1] == question {
                // The tag's name, then its attributes, up to the closing >.
                var end = i + 1
                while end < n && (s[end] == slash || s[end] == bang || s[end] == question) { end += 1 }
                escape(s[i..<end], into: &output)
                var nameEnd = end
                while nameEnd < n && (isWord(s[nameEnd]) || s[nameEnd] == colon || s[nameEnd] == dash || s[nameEnd] == dot) {
                    nameEnd += 1
                }
                span(.tag, s[end..<nameEnd], escaping: false, into: &output)
                i = nameEnd
                while i < n && s[i] != greater && s[i] != less {
                    if s[i] == quote || s[i] == apostrophe {
                        let close = s[i]
                        var stop = i + 1
                        while stop < n && s[stop] != close { stop += 1 }
                        stop = min(n, stop + 1)
                        span(.string, s[i..<stop], into: &output)
                        i = stop
                    } else if isLetter(s[i]) {
                        var stop = i + 1
                        while stop < n && (isWord(s[stop]) || s[stop] == colon || s[stop] == dash || s[stop] == dot) { stop += 1 }
                        span(.attribute, s[i..<stop], escaping: false, into: &output)
                        i = stop
                    } else {
                        escape(s[i], into: &output)
                        i += 1
                    }
                }
                if i < n && s[i] == greater {
                    escape(s[i], into: &output)
                    i += 1
                }
            } else {
                var end = i + 1
                while end < n && s[end] != less { end += 1 }
                escape(s[i..<end], into: &output)
                i = end
            }
        }
    }

    // MARK: - Output

    /// `escaping: false` for text made only of word characters, dots, colons and dashes
    /// (numbers, keywords, names), which has nothing to escape.
    private static func span(_ token: Token, _ text: ArraySlice<UInt8>, escaping: Bool = true, into output: inout OutputBytes) {
        guard !text.isEmpty else { return }
        output.append(token.opening)
        if escaping { escape(text, into: &output) } else { output.append(text) }
        output.append(spanClosing)
    }

    /// The same five characters `{{ }}` escapes (``SiteHTMLEscaping``).
    private static func escape(_ text: ArraySlice<UInt8>, into output: inout OutputBytes) {
        text.withUnsafeBufferPointer { SiteHTMLEscaping.append(bytes: $0, to: &output) }
    }

    private static func escape(_ byte: UInt8, into output: inout OutputBytes) {
        if let replacement = SiteHTMLEscaping.replacement(for: byte) {
            output.append(replacement)
        } else {
            output.append(byte)
        }
    }

    private static let spanClosing = Array("</span>".utf8)

    /// Whether a C-like branch other than the plain byte's can start on `c`.
    @inline(__always) private static func startsToken(_ c: UInt8) -> Bool {
        isWord(c) || c == slash || c == quote || c == apostrophe || c == atSign || c == hash
    }

    private static let (commentOpen, commentClose) = (Array("<!--".utf8), Array("-->".utf8))

    // Constants rather than stored `static let`s, which are read through a lazy initialiser
    // at each use.
    private static var slash: UInt8 { UInt8(ascii: "/") }
    private static var star: UInt8 { UInt8(ascii: "*") }
    private static var newline: UInt8 { UInt8(ascii: "\n") }
    private static var quote: UInt8 { UInt8(ascii: "\"") }
    private static var apostrophe: UInt8 { UInt8(ascii: "'") }
    private static var backslash: UInt8 { UInt8(ascii: "\\") }
    private static var atSign: UInt8 { UInt8(ascii: "@") }
    private static var hash: UInt8 { UInt8(ascii: "#") }
    private static var dot: UInt8 { UInt8(ascii: ".") }
    private static var colon: UInt8 { UInt8(ascii: ":") }
    private static var dash: UInt8 { UInt8(ascii: "-") }
    private static var less: UInt8 { UInt8(ascii: "<") }
    private static var greater: UInt8 { UInt8(ascii: ">") }
    private static var bang: UInt8 { UInt8(ascii: "!") }
    private static var question: UInt8 { UInt8(ascii: "?") }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private static func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
    private static func isLetter(_ c: UInt8) -> Bool {
        isUpper(c) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }
    private static func isWord(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }

    // MARK: - Keywords

    /// A language's keywords by length, compared as bytes, so that a word is neither made a
    /// `String` nor hashed.
    struct Keywords {
        private var byLength: [[[UInt8]]] = []

        init(_ words: Set<String>) {
            for word in words.map({ Array($0.utf8) }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                if byLength.count <= word.count { byLength += Array(repeating: [], count: word.count + 1 - byLength.count) }
                byLength[word.count].append(word)
            }
        }

        /// Compared by first byte, then by `memcmp` (a generic `elementsEqual` was about 130
        /// instructions a word).
        func contains(_ word: ArraySlice<UInt8>) -> Bool {
            guard word.count < byLength.count, let first = word.first else { return false }
            return word.withUnsafeBufferPointer { word in
                byLength[word.count].contains { keyword in
                    keyword[0] == first && keyword.withUnsafeBufferPointer { memcmp($0.baseAddress!, word.baseAddress!, word.count) == 0 }
                }
            }
        }

        static let swift = Keywords(CodeHighlighter.swift)
        static let objc = Keywords(CodeHighlighter.objc)
        static let kotlin = Keywords(CodeHighlighter.kotlin)
        static let java = Keywords(CodeHighlighter.java)
        static let dart = Keywords(CodeHighlighter.dart)
        static let javascript = Keywords(CodeHighlighter.javascript)
        static let typescript = Keywords(CodeHighlighter.typescript)
    }

    static let swift: Set<String> = [
        "actor", "as", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "lazy", "mutating", "nil", "open", "override", "private", "protocol", "public", "repeat", "return",
        "self", "Self", "some", "static", "struct", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "weak",
        "where", "while", "any",
    ]
    static let objc: Set<String> = [
        "@interface", "@implementation", "@end", "@property", "@protocol", "@selector", "@synthesize", "@class", "@optional",
        "@required", "@import", "#import", "#include", "#define", "if", "else", "for", "while", "do", "return", "switch", "case",
        "break", "continue", "default", "static", "const", "void", "int", "float", "double", "char", "BOOL", "YES", "NO", "nil",
        "NULL", "self", "super", "id", "nonatomic", "strong", "weak", "assign", "copy", "readonly", "readwrite", "instancetype",
        "typedef", "struct", "enum", "unsigned", "long", "return",
    ]
    static let kotlin: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null", "object",
        "package", "return", "super", "this", "throw", "true", "try", "typealias", "val", "var", "when", "while", "by", "catch",
        "constructor", "companion", "data", "enum", "import", "init", "internal", "lateinit", "open", "override", "private",
        "protected", "public", "sealed", "suspend", "vararg", "abstract", "const", "inline", "lazy",
    ]
    static let java: Set<String> = [
        "abstract", "boolean", "break", "byte", "case", "catch", "char", "class", "continue", "default", "do", "double", "else",
        "enum", "extends", "final", "finally", "float", "for", "if", "implements", "import", "instanceof", "int", "interface",
        "long", "new", "null", "package", "private", "protected", "public", "return", "short", "static", "super", "switch",
        "this", "throw", "throws", "true", "false", "try", "void", "while", "var",
    ]
    static let javascript: Set<String> = [
        "async", "await", "break", "case", "catch", "class", "const", "continue", "default", "delete", "do", "else", "export",
        "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new", "null", "of", "return",
        "super", "switch", "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while", "from",
    ]
    static let typescript: Set<String> = javascript.union([
        "as", "declare", "enum", "implements", "interface", "keyof", "namespace", "private", "protected", "public", "readonly",
        "type",
    ])
    static let dart: Set<String> = [
        "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const", "continue", "covariant",
        "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends", "extension", "external", "factory", "false",
        "final", "finally", "for", "get", "if", "implements", "import", "in", "interface", "is", "late", "library", "mixin", "new",
        "null", "on", "operator", "part", "required", "rethrow", "return", "sealed", "set", "static", "super", "switch", "sync",
        "this", "throw", "true", "try", "typedef", "var", "void", "when", "while", "with", "yield",
    ]
}
