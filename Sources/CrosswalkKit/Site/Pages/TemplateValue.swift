import Mustache

/// A value a template reads by name. Its names are the cases of its `Key` (written once);
/// `value(_:)` is a `switch` over them, so the compiler sees that every declared name is
/// answered and nothing else is, and ``TemplateCheck`` reads the same cases to check every name
/// a template uses (`docs/architecture.md`). An absent value is `nil`, which a `{{#section}}`
/// skips.
protocol TemplateValue: MustacheParent {
    associatedtype Key: TemplateKey
    func value(_ key: Key) -> Any?
    /// Values whose names this one also answers, after its own (a guideline item's names on a
    /// platform's guideline); such a value answers them in its own `child(named:)`.
    static var alsoAnswers: [any TemplateValue.Type] { get }
}

extension TemplateValue {
    static var alsoAnswers: [any TemplateValue.Type] { [] }

    func child(named name: String) -> Any? {
        guard let key = Key(rawValue: name) else { return nil }
        return value(key)
    }

    /// The names a template can read from this value, its own first.
    static var contract: TemplateContract {
        var names: [String: TemplateShape] = [:]
        for also in alsoAnswers { names.merge(also.contract.names) { own, _ in own } }
        for key in Key.allCases { names[key.rawValue] = key.holds }
        return TemplateContract(type: TemplateContract.name(of: Self.self), names: names)
    }
}
