import Mustache

// swift-mustache renders a `{{name}}` value by asking in turn whether it is a template, a custom
// renderable, a lambda or an optional, and then formats it with `String(describing:)`, which
// copies the string through a text stream. A string that says it is custom renderable is taken
// at the second question and used as it is. Escaping is unchanged (`{{ }}` still escapes what
// `renderText` returns), and so is every section: a string is never null.
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    public var isNull: Bool { false }
}
