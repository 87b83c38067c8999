import Foundation

/// The tags of a Mustache template as a tree, each with its line and column: what
/// ``TemplateCheck`` walks. swift-mustache keeps its parsed tokens to itself and without
/// positions, so this reads the tags again; it runs only on templates swift-mustache has parsed,
/// so it trusts their syntax (a section closes with its own name).
enum TemplateTags {
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// A name as a tag writes it: `g.title`, `.`, `first()` (a transform of the list's item).
    struct Name {
        var text: String
        var transforms: [String]
        var at: Position
    }

    indirect enum Node {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`.
        case variable(Name)
        /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
        case section(Name, inverted: Bool, body: [Node])
        /// `{{>name}}`.
        case partial(String, at: Position)
        /// `{{>*name}}`: the partial the value `name` names.
        case dynamicPartial(Name)
        /// `{{<name}}{{$block}}…{{/block}}{{/name}}`: the template `name` with these blocks.
        case parent(String, at: Position, blocks: [String: [Node]])
        /// `{{$name}}default{{/name}}`.
        case block(String, body: [Node])
    }

    /// The tree of `text`.
    static func parse(_ text: String) -> [Node] {
        var scanner = Scanner(characters: Array(text))
        return scanner.nodes(until: nil)
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]

        init(characters: [Character]) { self.characters = characters }

        var position: Position { Position(line: line, column: column) }

        func starts(with delimiter: [Character]) -> Bool {
            index + delimiter.count <= characters.count && Array(characters[index..<(index + delimiter.count)]) == delimiter
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < characters.count {
                if characters[index] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { advance() }
        }

        /// The text up to `delimiter`, which is passed.
        mutating func read(until delimiter: [Character]) -> String {
            var text = ""
            while index < characters.count, !starts(with: delimiter) {
                text.append(characters[index])
                advance()
            }
            advance(delimiter.count)
            return text
        }

        /// A tag's name, its position the name's first character's.
        mutating func readName(until delimiter: [Character]) -> Name {
            skipSpaces()
            let at = position
            let raw = read(until: delimiter).trimmingCharacters(in: .whitespaces)
            // `first(last(name))`: transforms outermost first, as swift-mustache lists them.
            var transforms: [String] = []
            var inner = Substring(raw)
            while let open = inner.firstIndex(of: "("), inner.hasSuffix(")") {
                transforms.append(String(inner[..<open]))
                inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
            }
            return Name(text: String(inner), transforms: transforms, at: at)
        }

        /// Nodes up to the close tag of `section` (the end of the text when nil).
        mutating func nodes(until section: String?) -> [Node] {
            var result: [Node] = []
            while index < characters.count {
                guard starts(with: open) else {
                    advance()
                    continue
                }
                advance(open.count)
                guard index < characters.count else { break }
                let sigil = characters[index]
                switch sigil {
                case "#", "^":
                    advance()
                    let name = readName(until: close)
                    let body = nodes(until: name.text)
                    result.append(.section(name, inverted: sigil == "^", body: body))
                case "/":
                    advance()
                    _ = read(until: close)
                    if section != nil { return result }
                case "!", "%":
                    _ = read(until: close)
                case "=":
                    advance()
                    let text = read(until: ["="] + close).split(whereSeparator: \.isWhitespace)
                    if text.count == 2 {
                        open = Array(text[0])
                        close = Array(text[1])
                    }
                case "{":
                    advance()
                    result.append(.variable(readName(until: ["}"] + close)))
                case "&":
                    advance()
                    result.append(.variable(readName(until: close)))
                case ">":
                    advance()
                    skipSpaces()
                    if index < characters.count, characters[index] == "*" {
                        advance()
                        result.append(.dynamicPartial(readName(until: close)))
                    } else {
                        let at = position
                        result.append(.partial(read(until: close).trimmingCharacters(in: .whitespaces), at: at))
                    }
                case "<":
                    advance()
                    skipSpaces()
                    let at = position
                    let parent = read(until: close).trimmingCharacters(in: .whitespaces)
                    var blocks: [String: [Node]] = [:]
                    for node in nodes(until: parent) {
                        if case .block(let name, let body) = node { blocks[name] = body }
                    }
                    result.append(.parent(parent, at: at, blocks: blocks))
                case "$":
                    advance()
                    let block = read(until: close).trimmingCharacters(in: .whitespaces)
                    result.append(.block(block, body: nodes(until: block)))
                default:
                    result.append(.variable(readName(until: close)))
                }
            }
            return result
        }
    }
}
