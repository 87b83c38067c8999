/// A standard as an option of a filter.
struct StandardOption: TemplateValue {
    var id: String
    var shortName: String

    enum Key: String, TemplateKey {
        case id, shortName
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(id)
        case .shortName: .text(shortName)
        }
    }
}
