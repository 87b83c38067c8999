/// An entry of a vocabulary as the topic, glossary and search pages list it.
struct EntryItem: TemplateValue {
    var id: String
    var title: String
    var description: String
    var count: Int?

    enum Key: String, TemplateKey {
        case id, title, term, description, definition, count
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .id: Text(id)
        case .title, .term: Text(title)
        case .description, .definition: Text(description)
        case .count: count
        }
    }
}
