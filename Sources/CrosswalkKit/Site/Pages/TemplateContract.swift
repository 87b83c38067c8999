/// What a template can read from one kind of value: its names and what each holds.
struct TemplateContract {
    /// The Swift type, for messages: `GuidelineInput.Fields`.
    var type: String
    var names: [String: TemplateShape]

    static func name(of type: Any.Type) -> String {
        let full = String(reflecting: type)
        return full.split(separator: ".").dropFirst().joined(separator: ".")
    }
}
