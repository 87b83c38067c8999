import Foundation
import Mustache

/// Rendering, tag by tag as swift-mustache's `MustacheTemplate.render(context:)` does (the
/// same look-up through the values in scope, sections, inverted sections, list places,
/// partials, blocks, indentation and content types), into bytes. Values are ``TemplateData``:
/// each tag switches on what a name gave rather than casting it to each kind it might be. A
/// value of a type ``TemplateTypes`` lists answers through its name's resolution for that type,
/// read from the tag, and is recognised by its type's number when it is put in scope.
extension CompiledTemplate {
    /// A value in scope, with what it answers names through, worked out once when it is pushed.
    final class Scope {
        /// A value with names and its type's number in ``TemplateTypes/site``; the number is -2
        /// for a value of a type not listed there, asked by name, and -1 when this scope holds
        /// other data (`other`), which answers no names.
        let typed: any TemplateValue
        let number: Int
        private let other: TemplateData?
        let below: Scope?

        /// The value itself (`.`).
        var value: TemplateData { other ?? .value(typed) }

        init(typed: any TemplateValue, number: Int, below: Scope?) {
            self.typed = typed
            self.number = number
            other = nil
            self.below = below
        }

        init(_ data: TemplateData, below: Scope?) {
            self.below = below
            if case .value(let value) = data {
                typed = value
                number = TemplateTypes.site.number(of: value) ?? -2
                other = nil
            } else {
                typed = Nothing()
                number = -1
                other = data
            }
        }

        /// The page's root: its input answers first, then the frame below it; `.` is the input.
        static func root(_ page: PageContext) -> Scope {
            Scope(.value(page.input), below: Scope(.value(page.frame), below: nil))
        }

        /// Part `part` of `name` as this value answers it, nil when it does not.
        func immediate(_ name: Name, part: Int) -> TemplateData? {
            number == -1 ? nil : CompiledTemplate.answer(name, part: part, of: typed, number: number)
        }

        /// What a scope of other data holds as `typed`: it is never asked.
        private struct Nothing: TemplateValue {
            func value(_ key: NoNames) -> TemplateData? { nil }
        }
    }

    /// A list item's place: `first()`, `last()`, `index()`, `even()`, `odd()`.
    struct Place {
        var first: Bool
        var last: Bool
        var index: Int

        func transform(_ name: String) -> TemplateData? {
            switch name {
            case "first": .flag(first)
            case "last": .flag(last)
            case "index": .number(index)
            case "even": .flag((index & 1) == 0)
            case "odd": .flag((index & 1) == 1)
            default: nil
            }
        }
    }

    /// What a partial and the templates it includes share: replaced when a partial, a block or
    /// a content type changes it and otherwise passed on as it is, so that a section's context
    /// is two references and a place (its copies were a fifth of rendering's retains and
    /// releases). Each template starts by setting ``SiteHTMLEscaping``, and a partial starts
    /// with swift-mustache's HTML type, which escapes the same bytes: a frame that escapes as
    /// HTML serves a partial as it is.
    final class Frame {
        let indentation: String?
        let inherited: [String: CompiledTemplate]?
        let contentType: any MustacheContentType
        /// `contentType` is ``SiteHTMLEscaping``, which escapes straight into the bytes.
        let escapesHTML: Bool
        /// `contentType` escapes as HTML (``CompiledTemplate/escapesAsHTML(_:)``).
        let escapesAsHTML: Bool
        let library: CompiledLibrary

        init(
            indentation: String?, inherited: [String: CompiledTemplate]?, contentType: any MustacheContentType, escapesHTML: Bool,
            library: CompiledLibrary
        ) {
            self.indentation = indentation
            self.inherited = inherited
            self.contentType = contentType
            self.escapesHTML = escapesHTML
            escapesAsHTML = escapesHTML || CompiledTemplate.escapesAsHTML(contentType)
            self.library = library
        }

        /// A partial's: indented further, inheriting blocks, with the default content type.
        func partial(indented: String?, inheriting: [String: CompiledTemplate]?) -> Frame {
            if indented == nil, inheriting == nil, escapesAsHTML { return self }
            return Frame(
                indentation: indented.map { (indentation ?? "") + $0 } ?? indentation,
                inherited: inheriting.map { inheriting in inherited.map { $0.merging(inheriting) { own, _ in own } } ?? inheriting }
                    ?? inherited,
                contentType: CompiledTemplate.defaultContentType, escapesHTML: CompiledTemplate.defaultEscapesHTML, library: library)
        }

        /// A block's: indented further.
        func block(indented: String?) -> Frame {
            guard let indented else { return self }
            return Frame(
                indentation: (indentation ?? "") + indented, inherited: inherited, contentType: contentType,
                escapesHTML: escapesHTML, library: library)
        }

        /// With `type` as its content type.
        func contentType(_ type: any MustacheContentType, escapesHTML: Bool) -> Frame {
            if self.escapesHTML, escapesHTML || CompiledTemplate.escapesAsHTML(type) { return self }
            return Frame(indentation: indentation, inherited: inherited, contentType: type, escapesHTML: escapesHTML, library: library)
        }
    }

    struct Context {
        var scope: Scope
        var place: Place?
        var frame: Frame

        func with(_ data: TemplateData, place: Place? = nil) -> Context {
            Context(scope: Scope(data, below: scope), place: place, frame: frame)
        }

        func with(typed value: any TemplateValue, number: Int, place: Place? = nil) -> Context {
            Context(scope: Scope(typed: value, number: number, below: scope), place: place, frame: frame)
        }

        func withPartial(indented: String?, inheriting: [String: CompiledTemplate]?) -> Context {
            Context(scope: scope, place: nil, frame: frame.partial(indented: indented, inheriting: inheriting))
        }

        func withBlockExpansion(indented: String?) -> Context {
            Context(scope: scope, place: nil, frame: frame.block(indented: indented))
        }
    }

    /// `page` rendered with this template, partials from `library`.
    package func render(_ page: PageContext, library: CompiledLibrary) -> Data {
        let context = Context(
            scope: Scope.root(page), place: nil,
            frame: Frame(
                indentation: nil, inherited: nil, contentType: Self.defaultContentType, escapesHTML: Self.defaultEscapesHTML,
                library: library))
        var output = OutputBytes(capacity: 32_768)
        render(context, into: &output)
        return output.data()
    }

    func render(_ context: Context, into output: inout OutputBytes) {
        var context = context
        if let indentation = context.frame.indentation, !indentation.isEmpty {
            // Each token's output that starts a line is indented, judged within this template
            // (the bytes from `start`): the indentation goes in before the token's bytes.
            let start = output.count
            for index in tokens.indices {
                let piece = output.count
                render(at: index, context: &context, into: &output)
                if output.count > piece, piece > start, output[piece - 1] == UInt8(ascii: "\n"),
                    piece - start < 2 || output[piece - 2] != UInt8(ascii: "\r")
                {
                    var indentation = indentation
                    indentation.withUTF8 { output.insert($0, at: piece) }
                }
            }
        } else {
            for index in tokens.indices { render(at: index, context: &context, into: &output) }
        }
    }

    /// Token `index`, switched on where it is in `tokens`: a token taken out of the array is a
    /// copy of the whole enum (its every payload retained), the largest cost of rendering.
    private func render(at index: Int, context: inout Context, into output: inout OutputBytes) {
        switch tokens[index] {
        case .text(let bytes):
            output.append(bytes)
        case .variable(let name, let escaped):
            guard let child = Self.child(name, context: context) else { return }
            let text = child.text
            if !escaped {
                output.append(text)
            } else if context.frame.escapesHTML {
                SiteHTMLEscaping.append(text, to: &output)
            } else {
                output.append(context.frame.contentType.escapeText(text))
            }
        case .section(let name, let body, let inverted):
            let child = Self.child(name, context: context)
            if inverted {
                renderInverted(child, body: body, context: context, into: &output)
            } else {
                renderSection(child, body: body, context: context, into: &output)
            }
        case .blockExpansion(let name, let fallback, let indentation):
            (context.frame.inherited?[name] ?? fallback).render(context.withBlockExpansion(indented: indentation), into: &output)
        case .partial(let number, let indentation, let inherits):
            guard number >= 0 else { return }
            context.frame.library.templates[number].render(context.withPartial(indented: indentation, inheriting: inherits), into: &output)
        case .dynamicPartial(let name, let indentation, let inherits):
            guard case .text(let partial) = Self.child(name, context: context) else { return }
            context.frame.library.named(partial)?.render(context.withPartial(indented: indentation, inheriting: inherits), into: &output)
        case .contentType(let type, let escapesHTML):
            context.frame = context.frame.contentType(type, escapesHTML: escapesHTML)
        }
    }

    private func renderSection(_ child: TemplateData?, body: CompiledTemplate, context: Context, into output: inout OutputBytes) {
        switch child {
        case nil:
            return
        case .value, .text, .number:
            body.render(context.with(child!), into: &output)
        case .list(let list):
            let count = list.count
            let number = list.itemNumber
            for index in 0..<count {
                let place = Place(first: index == 0, last: index == count - 1, index: index)
                let item = list.item(index)
                if let number, case .value(let value) = item {
                    body.render(context.with(typed: value, number: number, place: place), into: &output)
                } else {
                    body.render(context.with(item, place: place), into: &output)
                }
            }
        case .flag(let flag):
            if flag { body.render(context, into: &output) }
        }
    }

    private func renderInverted(_ child: TemplateData?, body: CompiledTemplate, context: Context, into output: inout OutputBytes) {
        switch child {
        case nil:
            body.render(context, into: &output)
        case .list(let list):
            if list.count == 0 { body.render(context.with(.list(list)), into: &output) }
        case .flag(let flag):
            if !flag { body.render(context, into: &output) }
        case .value, .text, .number:
            return
        }
    }

    /// The value `name` reads: from the innermost value in scope that answers its first part,
    /// then each further part from the one before; then its transforms, innermost first.
    static func child(_ name: Name, context: Context) -> TemplateData? {
        var child: TemplateData?
        switch name.scope {
        case .current:
            child = context.scope.value
        case .place:
            // `first()`: the place answers the innermost transform, the value it gives the rest.
            guard let place = context.place, let value = place.transform(name.transforms[0]) else { return nil }
            return transformed(value, by: name.transforms.dropFirst())
        case .local:
            child = name.parts.isEmpty ? context.scope.value : lookUp(name, from: context.scope)
        case .stack:
            if name.parts.isEmpty {
                child = context.scope.value
            } else {
                var scope: Scope? = context.scope
                while let current = scope {
                    if let found = current.immediate(name, part: 0) {
                        child = name.parts.count == 1 ? found : descend(name, from: found)
                        break
                    }
                    scope = current.below
                }
            }
        }
        guard !name.transforms.isEmpty else { return child }
        return child.flatMap { transformed($0, by: name.transforms) }
    }

    private static func lookUp(_ name: Name, from scope: Scope) -> TemplateData? {
        guard let found = scope.immediate(name, part: 0) else { return nil }
        return name.parts.count == 1 ? found : descend(name, from: found)
    }

    /// `name`'s parts after the first, each read from the value the one before gave; text, a
    /// flag, a number or a list has no names.
    private static func descend(_ name: Name, from data: TemplateData) -> TemplateData? {
        var data = data
        for part in name.parts.indices.dropFirst() {
            guard case .value(let value) = data,
                let child = answer(name, part: part, of: value, number: TemplateTypes.site.number(of: value) ?? -2)
            else { return nil }
            data = child
        }
        return data
    }

    /// Part `part` of `name` as `value` answers it: through the tag's resolution for its type
    /// (`number` in ``TemplateTypes/site``), or by name for a type not listed there (a negative
    /// number).
    static func answer(_ name: Name, part: Int, of value: any TemplateValue, number: Int) -> TemplateData? {
        guard number >= 0 else { return value.child(named: name.parts[part]) }
        let resolution = name.resolution(part: part, type: number)
        if case .none = resolution { return nil }
        return value.child(resolution, named: name.parts[part])
    }

    /// `transforms` applied to `value` in turn, nil as soon as one does not apply.
    private static func transformed(_ value: TemplateData, by transforms: some Sequence<String>) -> TemplateData? {
        var value = value
        for transform in transforms {
            guard let next = value.transform(transform) else { return nil }
            value = next
        }
        return value
    }
}
