/// A standard as an option of a filter.
struct StandardOption: TemplateValue {
    var id: String
    var shortName: String

    func child(named name: String) -> Any? {
        switch name {
        case "id": Text(id)
        case "shortName": Text(shortName)
        default: nil
        }
    }
}
