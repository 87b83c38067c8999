import Mustache

/// A template swift-mustache parsed, as a tree this module renders itself
/// (``CompiledTemplate/render(_:library:)``, partials from a ``CompiledLibrary``): names split once, text as UTF-8 bytes, output
/// into one byte buffer. swift-mustache re-splits every name, concatenates strings and casts
/// each value to half a dozen protocols at every tag, which was half of the site's CPU.
/// Parsing stays swift-mustache's, so whitespace, standalone lines, partials, blocks and
/// delimiters mean exactly what they meant; its parsed tokens are internal, so they are read
/// through `Mirror`, and a template whose tokens cannot be read is refused (``init(_:)``).
package final class CompiledTemplate: Sendable {
    /// A tag's name, resolved as swift-mustache resolves it; a class, so that a token holding
    /// it is copied with one retain.
    final class Name: Sendable {
        enum Scope: Sendable {
            /// `.`: the value in scope.
            case current
            /// `first()`: the list item's place.
            case place
            /// `.title`: only the value in scope, not those around it.
            case local
            /// `title`: the innermost value in scope that has it.
            case stack
        }

        let scope: Scope
        let parts: [String]
        /// How each part is answered by each type of ``TemplateTypes/site``: part by part, each
        /// part's by the type's number.
        private let resolutions: [TemplateResolution]
        private let typeCount: Int
        /// Innermost first: `first(last(x))` applies last, then first.
        let transforms: [String]

        init(_ name: String, transforms: [String]) {
            self.transforms = transforms.reversed()
            parts = name.split(separator: ".").map(String.init)
            resolutions = parts.flatMap(TemplateTypes.site.resolutions)
            typeCount = TemplateTypes.site.types.count
            scope =
                if name == "." {
                    .current
                } else if name.isEmpty, !transforms.isEmpty {
                    .place
                } else if name.first == "." {
                    .local
                } else {
                    .stack
                }
        }

        /// How values of the type numbered `type` answer part `part`.
        func resolution(part: Int, type: Int) -> TemplateResolution { resolutions[part * typeCount + type] }
    }

    indirect enum Token: Sendable {
        case text([UInt8])
        case variable(Name, escaped: Bool)
        case section(Name, CompiledTemplate, inverted: Bool)
        case blockExpansion(String, CompiledTemplate, indentation: String?)
        /// The partial by its number in the library (``CompiledLibrary``), -1 when it has none.
        case partial(Int, indentation: String?, inherits: [String: CompiledTemplate]?)
        case dynamicPartial(Name, indentation: String?, inherits: [String: CompiledTemplate]?)
        /// Whether the type is ``SiteHTMLEscaping`` is asked once, here, not at each partial.
        case contentType(any MustacheContentType, escapesHTML: Bool)
    }

    let tokens: [Token]

    struct Unreadable: Error {}

    /// The tree of `template`'s tokens, each partial by its number in `partials` (the library's
    /// names); throws ``Unreadable`` for a token this code does not know (a later swift-mustache).
    init(_ template: MustacheTemplate, partials: [String: Int]) throws {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value as? [Any] else {
            throw Unreadable()
        }
        self.tokens = try tokens.map { try Self.token($0, partials: partials) }
    }

    private static func token(_ token: Any, partials: [String: Int]) throws -> Token {
        guard let (kind, payload) = Mirror(reflecting: token).children.first.map({ ($0.label, $0.value) }) else { throw Unreadable() }
        let fields = Mirror(reflecting: payload).children.map(\.value)
        func field<T>(_ index: Int, _: T.Type) throws -> T {
            guard index < fields.count, let value = fields[index] as? T else { throw Unreadable() }
            return value
        }
        func optional<T>(_ index: Int, _: T.Type) throws -> T? {
            guard index < fields.count else { throw Unreadable() }
            return fields[index] as? T
        }
        func inherits(_ index: Int) throws -> [String: CompiledTemplate]? {
            try optional(index, [String: MustacheTemplate].self)?.mapValues { try CompiledTemplate($0, partials: partials) }
        }
        switch kind {
        case "text":
            guard let text = payload as? String else { throw Unreadable() }
            return .text(Array(text.utf8))
        case "variable", "unescapedVariable":
            return .variable(Name(try field(0, String.self), transforms: try field(1, [String].self)), escaped: kind == "variable")
        case "section", "invertedSection":
            return .section(
                Name(try field(0, String.self), transforms: try field(1, [String].self)),
                try CompiledTemplate(try field(2, MustacheTemplate.self), partials: partials), inverted: kind == "invertedSection")
        case "blockExpansion":
            return .blockExpansion(
                try field(0, String.self), try CompiledTemplate(try field(1, MustacheTemplate.self), partials: partials),
                indentation: try optional(2, String.self))
        case "partial":
            return .partial(partials[try field(0, String.self)] ?? -1, indentation: try optional(1, String.self), inherits: try inherits(2))
        case "dynamicNamePartial":
            return .dynamicPartial(
                Name(try field(0, String.self), transforms: []), indentation: try optional(1, String.self), inherits: try inherits(2))
        case "contentType":
            guard let type = payload as? any MustacheContentType else { throw Unreadable() }
            return .contentType(type, escapesHTML: type is SiteHTMLEscaping)
        default:
            // A block definition only occurs inside a parent's tag, read there.
            throw Unreadable()
        }
    }

    /// swift-mustache's HTML escaping, which it gives every partial before the partial's own
    /// content type line; read from a parsed tag, as the type is internal.
    static let defaultContentType: any MustacheContentType = {
        guard let template = try? MustacheTemplate(string: "{{% CONTENT_TYPE: HTML}}"),
            let compiled = try? CompiledTemplate(template, partials: [:]), case .contentType(let type, _) = compiled.tokens.first
        else { return SiteHTMLEscaping() }
        return type
    }()

    /// Whether ``defaultContentType`` is ``SiteHTMLEscaping``, asked once.
    static let defaultEscapesHTML = defaultContentType is SiteHTMLEscaping

    /// Whether text escaped by `type` is what ``SiteHTMLEscaping`` writes: it, or
    /// swift-mustache's HTML type, ``defaultContentType`` (a test compares the two).
    static func escapesAsHTML(_ type: any MustacheContentType) -> Bool {
        type is SiteHTMLEscaping || ObjectIdentifier(Swift.type(of: type)) == defaultTypeID
    }

    private static let defaultTypeID = ObjectIdentifier(Swift.type(of: defaultContentType))
}
