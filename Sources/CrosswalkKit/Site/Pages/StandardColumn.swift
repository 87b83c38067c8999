/// A standard's name as a column header.
struct StandardColumn: TemplateValue {
    var shortName: String

    enum Key: String, TemplateKey {
        case shortName
    }

    func value(_ key: Key) -> TemplateData? { .text(shortName) }
}
