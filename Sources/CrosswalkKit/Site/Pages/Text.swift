import Mustache

/// Text for a template. swift-mustache asks of every `{{name}}` value whether it is a
/// template, a custom renderable, a lambda or an optional, and formats anything else with
/// `String(describing:)`, which copies it through a text stream; a custom renderable is taken
/// as it is, at the second question. `{{ }}` still escapes it.
struct Text: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { false }

    init(_ text: String) { renderText = text }
    init?(_ text: String?) {
        guard let text else { return nil }
        renderText = text
    }
}
