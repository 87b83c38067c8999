/// `standards.mustache`.
struct StandardsInput: TemplateValue {
    var standards: [StandardRow]

    enum Key: String, TemplateKey {
        case standards

        var holds: TemplateShape { .list(.value(StandardRow.self)) }
    }

    func value(_ key: Key) -> TemplateData? { TemplateData(standards) }
}
