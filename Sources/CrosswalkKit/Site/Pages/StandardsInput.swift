/// `standards.mustache`.
struct StandardsInput: TemplateValue {
    var standards: [StandardRow]

    func child(named name: String) -> Any? {
        name == "standards" ? standards : nil
    }
}
