/// A value a template reads by name. Its names are the cases of its `Key` (written once);
/// `value(_:)` is a `switch` over them, so the compiler sees that every declared name is
/// answered and nothing else is, and ``TemplateCheck`` reads the same cases to check every name
/// a template uses (`docs/architecture.md`). An absent value is `nil`, which a `{{#section}}`
/// skips.
package protocol TemplateValue: TemplateItem {
    associatedtype Key: TemplateKey
    func value(_ key: Key) -> TemplateData?
    /// Values whose names this one also answers, after its own (a guideline item's names on a
    /// platform's guideline): a value of such a type answers them in ``delegated(_:named:)``.
    static var alsoAnswers: [any TemplateValue.Type] { get }
    /// A name of `alsoAnswers` that this value's `Key` does not have, as the value it also
    /// answers for gives it through `resolution`; nil when it answers for none.
    func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData?
    /// How this type answers `name`, given its contract; ``CompiledTemplate`` asks once per tag.
    static func resolution(of name: String, in contract: TemplateContract) -> TemplateResolution
    /// What `name` gives, nil when this value does not answer it.
    func child(named name: String) -> TemplateData?
    /// What `child(named: name)` gives, through `resolution` (``resolution(of:in:)``'s for `name`).
    func child(_ resolution: TemplateResolution, named name: String) -> TemplateData?
}

extension TemplateValue {
    package static var alsoAnswers: [any TemplateValue.Type] { [] }

    package var templateData: TemplateData { .value(self) }
    package static var valueType: (any TemplateValue.Type)? { Self.self }

    package func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? { nil }

    /// Its own key first, then the value it also answers for.
    package func child(named name: String) -> TemplateData? {
        guard let key = Key(rawValue: name) else { return delegated(.named, named: name) }
        return value(key)
    }

    /// The names a template can read from this value, its own first.
    package static var contract: TemplateContract {
        var names: [String: TemplateShape] = [:]
        for also in alsoAnswers { names.merge(also.contract.names) { own, _ in own } }
        for key in Key.allCases { names[key.rawValue] = key.holds }
        return TemplateContract(type: TemplateContract.name(of: Self.self), names: names)
    }

    /// Whether `name` is one of this type's, its own or one it also answers: what its
    /// contract's names hold, without building the contract (whose type name, through
    /// `String(reflecting:)`, cost about 1% of a site when asked for each tag).
    package static func answers(_ name: String) -> Bool {
        Key(rawValue: name) != nil || alsoAnswers.contains { $0.answers(name) }
    }

    /// A name outside the contract is never answered. An own key is read through its byte, as
    /// `child(named:)` answers it first; a name of the one type this one also answers for through
    /// that type's byte (``delegated(_:named:)``); anything else by name.
    package static func resolution(of name: String, in contract: TemplateContract) -> TemplateResolution {
        guard contract.names[name] != nil else { return .none }
        guard MemoryLayout<Key>.size == 1, _isPOD(Key.self) else { return .named }
        if let key = Key(rawValue: name) { return .key(withUnsafeBytes(of: key) { $0[0] }) }
        // This type's contract holds the other's names too, so the other's need not be built
        // (its type name, through `String(reflecting:)`, for every name a template uses).
        if alsoAnswers.count == 1, case .key(let byte) = alsoAnswers[0].resolution(of: name, in: contract) {
            return .delegated(byte)
        }
        return .named
    }

    package func child(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
        switch resolution {
        case .none: nil
        case .key(let byte): value(unsafeBitCast(byte, to: Key.self))
        case .delegated(let byte): delegated(.key(byte), named: name)
        case .named: child(named: name)
        }
    }
}
