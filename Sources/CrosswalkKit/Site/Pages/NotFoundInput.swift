/// `not-found.mustache`: nothing but the frame.
struct NotFoundInput: TemplateValue {
    func value(_ key: NoNames) -> TemplateData? { nil }
}
