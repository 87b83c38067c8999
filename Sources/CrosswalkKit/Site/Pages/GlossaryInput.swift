/// `glossary.mustache`.
struct GlossaryInput: TemplateValue {
    var terms: [EntryItem]
    var userGroups: [EntryItem]

    enum Key: String, TemplateKey {
        case terms, userGroups

        var holds: TemplateShape {
            switch self {
            case .terms: .list(.value(EntryItem.self))
            case .userGroups: .list(.value(EntryItem.self))
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .terms: TemplateData(terms)
        case .userGroups: TemplateData(userGroups)
        }
    }
}
