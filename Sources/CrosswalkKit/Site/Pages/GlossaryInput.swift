/// `glossary.mustache`.
struct GlossaryInput: TemplateValue {
    var terms: [EntryItem]
    var userGroups: [EntryItem]

    func child(named name: String) -> Any? {
        switch name {
        case "terms": terms
        case "userGroups": userGroups
        default: nil
        }
    }
}
