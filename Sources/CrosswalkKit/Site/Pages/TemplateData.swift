/// What a name gives a template: text, a flag, a number, a value with names of its own, or a
/// list. Each ``TemplateValue`` answers its names with one of these, so the renderer switches on
/// a case instead of casting an `Any` to each kind it might be (the casts, and the copies of
/// `Any`, were about a third of rendering; bench/README.md).
package enum TemplateData {
    /// Text, HTML-escaped by `{{ }}`; a section over it shows its content once, with `.` the text.
    case text(String)
    /// `true` shows a section's content and `false` an inverted one's; `{{ }}` writes the word.
    case flag(Bool)
    case number(Int)
    case value(any TemplateValue)
    case list(any TemplateList)

    init(_ text: String) { self = .text(text) }
    init(_ flag: Bool) { self = .flag(flag) }
    init(_ number: Int) { self = .number(number) }
    init(_ value: some TemplateValue) { self = .value(value) }
    init(_ list: some TemplateList) { self = .list(list) }

    package init?(_ text: String?) {
        guard let text else { return nil }
        self = .text(text)
    }

    init?(_ flag: Bool?) {
        guard let flag else { return nil }
        self = .flag(flag)
    }

    init?(_ number: Int?) {
        guard let number else { return nil }
        self = .number(number)
    }

    init?(_ value: (some TemplateValue)?) {
        guard let value else { return nil }
        self = .value(value)
    }

    init?(_ list: (some TemplateList)?) {
        guard let list else { return nil }
        self = .list(list)
    }

    /// What `{{name}}` writes (swift-mustache's: a flag as `true` or `false`, a number in
    /// decimal, anything else as Swift describes it).
    var text: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .number(let number): String(number)
        case .value(let value): String(describing: value)
        case .list(let list): list.description
        }
    }

    /// swift-mustache's transform `name` (`{{count(list)}}`, `{{uppercased(title)}}`), nil when
    /// this kind of value has none of that name.
    func transform(_ name: String) -> TemplateData? {
        switch self {
        case .text(let text):
            switch name {
            case "empty": .flag(text.isEmpty)
            case "capitalized": .text(text.capitalized)
            case "lowercased": .text(text.lowercased())
            case "uppercased": .text(text.uppercased())
            case "reversed": .text(String(text.reversed()))
            default: nil
            }
        case .number(let number):
            switch name {
            case "equalzero": .flag(number == 0)
            case "plusone": .number(number + 1)
            case "minusone": .number(number - 1)
            case "even": .flag((number & 1) == 0)
            case "odd": .flag((number & 1) == 1)
            default: nil
            }
        case .list(let list):
            switch name {
            case "first": list.count > 0 ? list.item(0) : nil
            case "last": list.count > 0 ? list.item(list.count - 1) : nil
            case "reversed": .list(ReversedTemplateList(base: list))
            case "count": .number(list.count)
            case "empty": .flag(list.count == 0)
            case "sorted": list.sortedTexts.map { .list($0) }
            default: nil
            }
        case .flag, .value: nil
        }
    }
}

/// A list's item: a value with names, or text.
package protocol TemplateItem {
    var templateData: TemplateData { get }
    /// The type, when it is a value with names (asked once per list, not cast).
    static var valueType: (any TemplateValue.Type)? { get }
}

extension String: TemplateItem {
    package var templateData: TemplateData { .text(self) }
    package static var valueType: (any TemplateValue.Type)? { nil }
}

/// A list a section repeats its content for, item by item.
package protocol TemplateList: CustomStringConvertible {
    var count: Int { get }
    func item(_ index: Int) -> TemplateData
    /// ``TemplateTypes``' number of its items' type, nil when they are text.
    var itemNumber: Int? { get }
    /// Its items sorted, when they are text.
    var sortedTexts: [String]? { get }
}

extension Array: TemplateList where Element: TemplateItem {
    package func item(_ index: Int) -> TemplateData { self[index].templateData }

    package var itemNumber: Int? { Element.valueType.flatMap { TemplateTypes.site.number(ofType: $0) } }

    package var sortedTexts: [String]? { (self as? [String])?.sorted() }
}

/// `reversed(list)`.
struct ReversedTemplateList: TemplateList {
    var base: any TemplateList
    var count: Int { base.count }
    func item(_ index: Int) -> TemplateData { base.item(base.count - 1 - index) }
    var itemNumber: Int? { base.itemNumber }
    var sortedTexts: [String]? { base.sortedTexts }
    var description: String { "ReversedCollection(_base: \(base.description))" }
}
