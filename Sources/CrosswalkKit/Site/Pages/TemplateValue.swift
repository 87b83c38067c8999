import Mustache

/// A value a template reads by name. Each page's input, and each item it lists, answers
/// exactly the names its template uses (`Site/README.md` lists them): a `switch` on the name
/// rather than a `[String: Any]` per value, or the reflection swift-mustache falls back on
/// for other types. An absent value is `nil`, which a `{{#section}}` skips.
protocol TemplateValue: MustacheParent {}
