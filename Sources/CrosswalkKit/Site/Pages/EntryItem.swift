/// An entry of a vocabulary as the topic, glossary and search pages list it.
struct EntryItem: TemplateValue {
    var id: String
    var title: String
    var description: String
    var count: Int?

    func child(named name: String) -> Any? {
        switch name {
        case "id": Text(id)
        case "title", "term": Text(title)
        case "description", "definition": Text(description)
        case "count": count
        default: nil
        }
    }
}
