/// Checks every name a template uses against the value that renders it: each page's template,
/// with its input (``SiteRoute``) and the frame below it, and every partial and parent template
/// it includes, with the values in scope where it includes them. A section pushes what its name
/// holds (``TemplateShape``), so `{{#g.topics}}{{title}}{{/g.topics}}` reads `title` of a topic
/// and, failing that, of the values around, as swift-mustache does. swift-mustache renders an
/// unknown name as nothing; here it is a ``Problem`` with the file, line and column.
package final class TemplateCheck {
    package struct Problem: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var message: String

        package var description: String { "\(path):\(line):\(column): error: \(message)" }

        package static func < (a: Problem, b: Problem) -> Bool {
            (a.path, a.line, a.column, a.message) < (b.path, b.line, b.column, b.message)
        }
    }

    /// A value in scope: its names (nil for text, a number or a flag, which have none).
    private struct Frame {
        var contract: TemplateContract?
        /// Inside a list's item: `first()`, `last()`, `index()` read its place in the list.
        var inList: Bool
    }

    /// A template's blocks that fill its parent's (`{{$main}}`), with the file they are in.
    private typealias Blocks = [String: (file: String, nodes: [TemplateTags.Node])]

    /// What swift-mustache's transforms are called (`{{^last()}}`, `{{count(list)}}`).
    static let transforms: Set<String> = [
        "first", "last", "index", "even", "odd", "count", "empty", "reversed", "sorted", "enumerated",
        "capitalized", "lowercased", "uppercased", "equalzero", "plusone", "minusone",
    ]

    /// Sections deeper than this are not walked (the deepest page has fewer than ten).
    static let deepest = 64

    private let folder: String
    private let templates: [String: [TemplateTags.Node]]
    private var problems: Set<Problem> = []
    private var walked: Set<String> = []
    private var active: Set<String> = []
    private var contracts: [ObjectIdentifier: TemplateContract] = [:]

    /// `texts`: each template's text by name (`guideline` for `guideline.mustache`).
    package init(folder: String, texts: [String: String]) {
        self.folder = folder
        templates = texts.mapValues(TemplateTags.parse)
    }

    /// Every problem of `template` rendered with `input` below `frame`, in file order.
    func check(_ template: String, input: any TemplateValue.Type, frame: any TemplateValue.Type = PageFrame.self) -> [Problem] {
        problems = []
        walked = []
        let stack = [Frame(contract: contract(frame), inList: false), Frame(contract: contract(input), inList: false)]
        include(template, at: nil, from: nil, stack: stack, blocks: [:])
        return problems.sorted()
    }

    /// Every problem of every page kind's template (``SiteRoute``), in file order, one per place.
    package func checkSite() -> [Problem] {
        var all: Set<Problem> = []
        var seen: Set<String> = []
        for route in SiteRoute.allCases where seen.insert(route.template).inserted {
            all.formUnion(check(route.template, input: route.input))
        }
        // A partial's mistake once, though each page that includes it sees it.
        var places: Set<String> = []
        return all.sorted().filter { places.insert("\($0.path):\($0.line):\($0.column)").inserted }
    }

    func path(_ template: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + template + ".mustache"
    }

    private func contract(_ type: any TemplateValue.Type) -> TemplateContract {
        if let known = contracts[ObjectIdentifier(type)] { return known }
        let made = type.contract
        contracts[ObjectIdentifier(type)] = made
        return made
    }

    private func report(_ file: String, _ at: TemplateTags.Position, _ message: String) {
        problems.insert(Problem(path: path(file), line: at.line, column: at.column, message: message))
    }

    /// Walks the template `name` (a partial when `at` is given), once per scope for a plain partial.
    private func include(_ name: String, at: TemplateTags.Position?, from file: String?, stack: [Frame], blocks: Blocks) {
        guard let nodes = templates[name] else {
            if let at, let file { report(file, at, "unknown partial '\(name)' (no \(name).mustache in the templates)") }
            return
        }
        let key = name + "|" + stack.map { ($0.contract?.type ?? "-") + ($0.inList ? "*" : "") }.joined(separator: ",")
        // A partial that includes itself in the same scope finds nothing new, and a scope
        // deeper than any page's is a partial that includes itself inside a section.
        guard !active.contains(key), stack.count < Self.deepest else { return }
        if blocks.isEmpty {
            guard walked.insert(key).inserted else { return }
        }
        active.insert(key)
        walk(nodes, file: name, stack: stack, blocks: blocks)
        active.remove(key)
    }

    private func walk(_ nodes: [TemplateTags.Node], file: String, stack: [Frame], blocks: Blocks) {
        for node in nodes {
            switch node {
            case .variable(let name):
                guard let shape = resolve(name, file: file, stack: stack) else { continue }
                switch shape {
                case .value, .list:
                    report(
                        file, name.at, "'\(name.text)' holds values of its own; read them in a section, {{#\(name.text)}}…{{/\(name.text)}}"
                    )
                case .text, .partial: break
                }
            case .section(let name, let inverted, let body):
                guard let shape = resolve(name, file: file, stack: stack) else {
                    walk(body, file: file, stack: stack, blocks: blocks)
                    continue
                }
                walk(body, file: file, stack: inverted ? stack : stack + pushed(shape, stack: stack), blocks: blocks)
            case .partial(let partial, let at):
                include(partial, at: at, from: file, stack: stack, blocks: blocks)
            case .dynamicPartial(let name):
                guard let shape = resolve(name, file: file, stack: stack) else { continue }
                guard case .partial(let partials) = shape else {
                    report(file, name.at, "'\(name.text)' does not name a partial")
                    continue
                }
                for partial in partials { include(partial, at: name.at, from: file, stack: stack, blocks: blocks) }
            case .parent(let parent, let at, let own):
                // The outer template's blocks win, as swift-mustache merges them.
                let merged = blocks.merging(own.mapValues { (file: file, nodes: $0) }) { outer, _ in outer }
                include(parent, at: at, from: file, stack: stack, blocks: merged)
            case .block(let name, let body):
                if let filled = blocks[name] {
                    walk(filled.nodes, file: filled.file, stack: stack, blocks: blocks)
                } else {
                    walk(body, file: file, stack: stack, blocks: blocks)
                }
            }
        }
    }

    /// What a section over a value of `shape` puts in scope.
    private func pushed(_ shape: TemplateShape, stack: [Frame]) -> [Frame] {
        let inList = stack.last?.inList ?? false
        switch shape {
        case .value(let type): return [Frame(contract: contract(type), inList: inList)]
        case .list(.value(let type)): return [Frame(contract: contract(type), inList: true)]
        case .list: return [Frame(contract: nil, inList: true)]
        case .text, .partial: return []
        }
    }

    /// What `name` holds where it is used, or nil after reporting why it holds nothing.
    private func resolve(_ name: TemplateTags.Name, file: String, stack: [Frame]) -> TemplateShape? {
        for transform in name.transforms where !Self.transforms.contains(transform) {
            report(file, name.at, "unknown transform '\(transform)()'")
            return nil
        }
        if name.text.isEmpty {
            // `{{#first()}}`: the item's place in the list being shown.
            guard !name.transforms.isEmpty, stack.last?.inList == true else {
                report(file, name.at, "'\(name.transforms.first ?? "")()' is used outside a list's section")
                return nil
            }
            return .text
        }
        if name.text == "." {
            return .text
        }
        let parts = name.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let first = parts[0].isEmpty ? parts[1] : parts[0]
        let rest = parts[0].isEmpty ? parts.dropFirst(2) : parts.dropFirst()
        // `.name` reads the innermost value only.
        let scope = parts[0].isEmpty ? Array(stack.suffix(1)) : stack
        guard var shape = scope.reversed().lazy.compactMap({ $0.contract?.names[first] }).first else {
            let known = Set(scope.flatMap { $0.contract.map { Array($0.names.keys) } ?? [] })
            let types = scope.reversed().compactMap(\.contract?.type)
            report(file, name.at, "unknown value '\(first)'\(Self.suggestion(first, known)): \(Self.scope(types))")
            return nil
        }
        var path = first
        for part in rest {
            guard case .value(let type) = shape else {
                report(file, name.at, "unknown value '\(path).\(part)': '\(path)' holds no named values")
                return nil
            }
            let names = contract(type).names
            guard let inner = names[part] else {
                let suggestion = Suggestions.closest(to: part, in: names.keys).map { " (did you mean '\(path).\($0)'?)" } ?? ""
                report(file, name.at, "unknown value '\(path).\(part)'\(suggestion): a \(contract(type).type) has no '\(part)'")
                return nil
            }
            shape = inner
            path += "." + part
        }
        for transform in name.transforms.reversed() {
            switch (transform, shape) {
            case ("first", .list(let item)), ("last", .list(let item)): shape = item
            case ("reversed", .list), ("sorted", .list): break
            default: shape = .text
            }
        }
        return shape
    }

    private static func suggestion(_ name: String, _ known: some Collection<String>) -> String {
        Suggestions.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func scope(_ types: [String]) -> String {
        "no value in scope has it (" + types.joined(separator: ", ") + ")"
    }
}
