import Foundation
import Mustache

/// Rendering, tag by tag as swift-mustache's `MustacheTemplate.render(context:)` does (the
/// same look-up through the values in scope, sections, inverted sections, list places,
/// partials, blocks, indentation and content types), into bytes. Values come from
/// ``TemplateValue`` inputs, which hold no lambdas or templates (such a value renders as nothing)
/// and represent no value by another (swift-mustache's one `MustacheCustomRepresentation`,
/// `NSNull`, is not looked for: the cast cost a tenth of the site's instructions). A value of a
/// type ``TemplateTypes`` lists answers through its name's resolution for that type, read from
/// the tag, and is recognised by its type's number rather than by casts to protocols.
extension CompiledTemplate {
    /// A value in scope, with what it answers names through, worked out once when it is pushed.
    final class Scope {
        /// A value of a type ``TemplateTypes/site`` lists, and that type's number there (-1 for
        /// any other value, when `typed` answers nothing).
        let typed: any TemplateValue
        let number: Int
        private let other: Any?
        /// Any other value that answers names (the page's ``PageContext`` inside `{{#.}}`).
        let names: (any MustacheParent)?
        /// A value that is neither a parent nor represented by another: read by `Mirror`.
        private let reflected: Any?
        /// `reflected`'s stored properties, read once, when a name is first looked up in it.
        private var properties: [(label: String?, value: Any)]?
        let below: Scope?

        /// The value itself (`.`).
        var value: Any {
            if let other { return other }
            return typed
        }

        init(typed: any TemplateValue, number: Int, value: Any? = nil, below: Scope?) {
            self.typed = typed
            self.number = number
            other = value
            names = nil
            reflected = nil
            self.below = below
        }

        init(_ value: Any, below: Scope?) {
            self.below = below
            other = value
            if let number = TemplateTypes.site.number(of: value) {
                typed = TemplateTypes.site.types[number].opened(value)
                self.number = number
                names = nil
                reflected = nil
                return
            }
            typed = Nothing()
            number = -1
            if let text = value as? Text {
                // Text is the most common value pushed (`{{#note}}`); its one property is known.
                names = nil
                reflected = text
                properties = [("renderText", text.renderText)]
                return
            }
            // The inputs hold no `NSNull` (swift-mustache's one value that stands for none).
            names = value as? MustacheParent
            reflected = names == nil ? value : nil
        }

        /// The page's root: its input answers first, then the frame below it, as
        /// ``PageContext`` answers (and as ``TemplateCheck`` walks it); `.` is the context.
        static func root(_ value: Any) -> Scope {
            guard let page = value as? PageContext, let number = TemplateTypes.site.number(of: page.input),
                let frame = TemplateTypes.site.number(of: page.frame)
            else { return Scope(value, below: nil) }
            return Scope(typed: page.input, number: number, value: page, below: Scope(typed: page.frame, number: frame, below: nil))
        }

        /// Part `part` of `name` as this value answers it, nil when it does not.
        func immediate(_ name: Name, part: Int) -> Any? {
            if number >= 0 {
                let resolution = name.resolution(part: part, type: number)
                if case .none = resolution { return nil }
                return typed.child(resolution, named: name.parts[part])
            }
            if let names { return names.child(named: name.parts[part]) }
            return reflect(name.parts[part])
        }

        /// What an untyped scope's `typed` holds: it is never asked.
        private struct Nothing: TemplateValue {
            func value(_ key: NoNames) -> Any? { nil }
        }

        /// swift-mustache's look-up of a name in a value that answers no names itself.
        func reflect(_ name: String) -> Any? {
            guard let reflected else { return nil }
            if properties == nil { properties = Mirror(reflecting: reflected).children.map { ($0.label, $0.value) } }
            guard let matched = properties?.first(where: { $0.label == name }) else { return nil }
            return CompiledTemplate.unwrappedProperty(matched.value)
        }
    }

    /// A list item's place: `first()`, `last()`, `index()`, `even()`, `odd()`.
    struct Place: MustacheTransformable {
        var first: Bool
        var last: Bool
        var index: Int

        func transform(_ name: String) -> Any? {
            switch name {
            case "first": first
            case "last": last
            case "index": index
            case "even": (index & 1) == 0
            case "odd": (index & 1) == 1
            default: nil
            }
        }
    }

    struct Context {
        var scope: Scope
        var place: Place?
        var indentation: String?
        var inherited: [String: CompiledTemplate]?
        var contentType: any MustacheContentType
        /// `contentType` is ``SiteHTMLEscaping``, which escapes straight into the bytes.
        var escapesHTML: Bool
        let library: [String: CompiledTemplate]

        func with(_ value: Any, place: Place? = nil) -> Context {
            var context = self
            context.scope = Scope(value, below: scope)
            context.place = place
            return context
        }

        func with(typed value: any TemplateValue, number: Int, place: Place? = nil) -> Context {
            var context = self
            context.scope = Scope(typed: value, number: number, below: scope)
            context.place = place
            return context
        }

        func withPartial(indented: String?, inheriting: [String: CompiledTemplate]?) -> Context {
            var context = self
            if let indented { context.indentation = (indentation ?? "") + indented }
            if let inheriting { context.inherited = inherited.map { $0.merging(inheriting) { own, _ in own } } ?? inheriting }
            context.place = nil
            // Set as setContentType(_:) would, without asking the type again at every partial.
            context.contentType = CompiledTemplate.defaultContentType
            context.escapesHTML = CompiledTemplate.defaultEscapesHTML
            return context
        }

        func withBlockExpansion(indented: String?) -> Context {
            var context = self
            if let indented { context.indentation = (indentation ?? "") + indented }
            context.place = nil
            return context
        }

        mutating func setContentType(_ type: any MustacheContentType) {
            contentType = type
            escapesHTML = type is SiteHTMLEscaping
        }
    }

    /// `value` rendered with this template, partials from `library`.
    func render(_ value: Any, library: [String: CompiledTemplate]) -> [UInt8] {
        var context = Context(
            scope: Scope.root(value), place: nil, indentation: nil, inherited: nil, contentType: Self.defaultContentType,
            escapesHTML: false, library: library)
        context.setContentType(Self.defaultContentType)
        var output: [UInt8] = []
        output.reserveCapacity(32_768)
        render(context, into: &output)
        return output
    }

    func render(_ context: Context, into output: inout [UInt8]) {
        var context = context
        if let indentation = context.indentation, !indentation.isEmpty {
            // Each token's output that starts a line is indented, judged within this template.
            var own: [UInt8] = []
            for index in tokens.indices {
                var piece: [UInt8] = []
                render(at: index, context: &context, into: &piece)
                if !piece.isEmpty, own.last == UInt8(ascii: "\n"), own.count < 2 || own[own.count - 2] != UInt8(ascii: "\r") {
                    own.append(contentsOf: indentation.utf8)
                }
                own.append(contentsOf: piece)
            }
            output.append(contentsOf: own)
        } else {
            for index in tokens.indices { render(at: index, context: &context, into: &output) }
        }
    }

    /// Token `index`, switched on where it is in `tokens`: a token taken out of the array is a
    /// copy of the whole enum (its every payload retained), the largest cost of rendering.
    private func render(at index: Int, context: inout Context, into output: inout [UInt8]) {
        switch tokens[index] {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let child = Self.child(name, context: context) else { return }
            let text: String
            if let value = child as? Text {
                text = value.renderText
            } else if let value = child as? String {
                text = value
            } else if let value = child as? Bool {
                text = value ? "true" : "false"
            } else if let value = child as? Int {
                text = String(value)
            } else if child is MustacheTemplate || child is MustacheLambda {
                return
            } else if let value = child as? MustacheCustomRenderable {
                text = value.renderText
            } else {
                text = String(describing: Self.unwrapped(child))
            }
            if !escaped {
                output.append(contentsOf: text.utf8)
            } else if context.escapesHTML {
                SiteHTMLEscaping.append(text, to: &output)
            } else {
                output.append(contentsOf: context.contentType.escapeText(text).utf8)
            }
        case .section(let name, let body, let inverted):
            let child = Self.child(name, context: context)
            // A lambda (a struct) told by its metadata: the cast asked the same of a million
            // sections a site, each a few hundred instructions; the inputs hold none.
            if let child, Swift.type(of: child) == MustacheLambda.self { return }
            if inverted {
                renderInverted(child, body: body, context: context, into: &output)
            } else {
                renderSection(child, body: body, context: context, into: &output)
            }
        case .blockExpansion(let name, let fallback, let indentation):
            (context.inherited?[name] ?? fallback).render(context.withBlockExpansion(indented: indentation), into: &output)
        case .partial(let name, let indentation, let inherits):
            context.library[name]?.render(context.withPartial(indented: indentation, inheriting: inherits), into: &output)
        case .dynamicPartial(let name, let indentation, let inherits):
            guard let partial = Self.child(name, context: context) as? String else { return }
            context.library[partial]?.render(context.withPartial(indented: indentation, inheriting: inherits), into: &output)
        case .contentType(let type):
            context.setContentType(type)
        }
    }

    private func renderSection(_ child: Any?, body: CompiledTemplate, context: Context, into output: inout [UInt8]) {
        guard let child else { return }
        let types = TemplateTypes.site
        if let number = types.number(of: child) {
            body.render(context.with(typed: types.types[number].opened(child), number: number), into: &output)
        } else if let number = types.itemNumber(of: child), let items = types.types[number].items(child) {
            for (index, item) in items.enumerated() {
                let place = Place(first: index == 0, last: index == items.count - 1, index: index)
                body.render(context.with(typed: item, number: number, place: place), into: &output)
            }
        } else if type(of: child) == Text.self {
            // Text (`{{#note}}`), told by its metadata: it is no flag, list or null, and the casts
            // that find that out cost more than the rest.
            body.render(context.with(child), into: &output)
        } else if let flag = child as? Bool {
            if flag { body.render(context, into: &output) }
        } else if let items = Self.items(child) {
            for (index, item) in items.enumerated() {
                body.render(
                    context.with(item, place: Place(first: index == 0, last: index == items.count - 1, index: index)), into: &output)
            }
        } else if let renderable = child as? MustacheCustomRenderable, renderable.isNull {
            return
        } else {
            body.render(context.with(child), into: &output)
        }
    }

    private func renderInverted(_ child: Any?, body: CompiledTemplate, context: Context, into output: inout [UInt8]) {
        guard let child else { return body.render(context, into: &output) }
        let types = TemplateTypes.site
        if types.number(of: child) != nil {
            return
        } else if let number = types.itemNumber(of: child), let items = types.types[number].items(child) {
            if items.isEmpty { body.render(context.with(child), into: &output) }
        } else if let flag = child as? Bool {
            if !flag { body.render(context, into: &output) }
        } else if let items = Self.items(child) {
            if items.isEmpty { body.render(context.with(child), into: &output) }
        } else if let renderable = child as? MustacheCustomRenderable, renderable.isNull {
            body.render(context, into: &output)
        }
    }

    /// A list's items, or nil when `value` is not a list.
    private static func items(_ value: Any) -> [Any]? {
        guard let sequence = value as? any MustacheSequence else { return nil }
        func items<S: MustacheSequence>(_ sequence: S) -> [Any] { sequence.map { $0 as Any } }
        return items(sequence)
    }

    /// The value `name` reads: from the innermost value in scope that answers its first part,
    /// then each further part from the one before; then its transforms, innermost first.
    static func child(_ name: Name, context: Context) -> Any? {
        var child: Any?
        switch name.scope {
        case .current:
            child = context.scope.value
        case .place:
            child = context.place
        case .local:
            child = name.parts.isEmpty ? context.scope.value : lookUp(name, from: context.scope)
        case .stack:
            if name.parts.isEmpty {
                child = context.scope.value
            } else {
                var scope: Scope? = context.scope
                while let current = scope {
                    if let found = current.immediate(name, part: 0) {
                        // A name of one part is the value found, moved rather than copied.
                        child = name.parts.count == 1 ? found : descend(name, from: found)
                        break
                    }
                    scope = current.below
                }
            }
        }
        // Most names have no transform: the value is returned as found, not copied out of the
        // optional and back (an `Any` copied costs a call through its type's value witness).
        guard !name.transforms.isEmpty else { return child }
        // The inputs hold no `NSNull` (swift-mustache's one value that stands for none).
        guard var value = child else { return nil }
        for transform in name.transforms {
            guard let transformed = (value as? MustacheTransformable)?.transform(transform) else { return nil }
            value = transformed
        }
        return value
    }

    private static func lookUp(_ name: Name, from scope: Scope) -> Any? {
        guard let found = scope.immediate(name, part: 0) else { return nil }
        return name.parts.count == 1 ? found : descend(name, from: found)
    }

    /// `name`'s parts after the first, each read from the value the one before gave.
    private static func descend(_ name: Name, from object: Any) -> Any? {
        var object = object
        let types = TemplateTypes.site
        for part in name.parts.indices.dropFirst() {
            if let number = types.number(of: object) {
                let resolution = name.resolution(part: part, type: number)
                if case .none = resolution { return nil }
                guard let child = types.types[number].opened(object).child(resolution, named: name.parts[part]) else { return nil }
                object = child
            } else if object is MustacheLambda {
                return nil
            } else if let names = object as? MustacheParent {
                guard let child = names.child(named: name.parts[part]) else { return nil }
                object = child
            } else {
                guard let child = reflect(name.parts[part], of: object) else { return nil }
                object = child
            }
        }
        return object
    }

    /// swift-mustache's look-up of a value that answers no names itself: its stored property.
    private static func reflect(_ name: String, of object: Any) -> Any? {
        guard let matched = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        return unwrappedProperty(matched.value)
    }

    /// A property's value, nil when it is an optional that holds none.
    static func unwrappedProperty(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    /// An optional held as `Any`, unwrapped, as swift-mustache prints it.
    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value ?? value
    }
}
