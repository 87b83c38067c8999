/// What a template can read from one kind of value: its names and what each holds.
package struct TemplateContract {
    /// The Swift type, for messages: `GuidelineInput.Fields`.
    var type: String
    package var names: [String: TemplateShape]

    /// By `_typeName`, as `String(reflecting:)` gives it for these (internal, named) types:
    /// that one asks the runtime whether a metatype is debug-printable, a scan of every
    /// conformance, which was 1% of a 2,000-guideline site's instructions.
    package static func name(of type: Any.Type) -> String {
        let full = _typeName(type, qualified: true)
        return full.split(separator: ".").dropFirst().joined(separator: ".")
    }
}
