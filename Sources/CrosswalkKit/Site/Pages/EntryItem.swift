/// An entry of a vocabulary as the topic, glossary and search pages list it.
struct EntryItem: TemplateValue {
    var id: String
    var title: String
    var description: String
    var count: Int?

    enum Key: String, TemplateKey {
        case id, title, term, description, definition, count
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(id)
        case .title, .term: .text(title)
        case .description, .definition: .text(description)
        case .count: TemplateData(count)
        }
    }
}
