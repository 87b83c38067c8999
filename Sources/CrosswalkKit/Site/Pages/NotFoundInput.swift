/// `not-found.mustache`: nothing but the frame.
struct NotFoundInput: TemplateValue {
    func child(named name: String) -> Any? { nil }
}
