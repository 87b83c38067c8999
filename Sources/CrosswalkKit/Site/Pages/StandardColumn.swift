/// A standard's name as a column header.
struct StandardColumn: TemplateValue {
    var shortName: String

    func child(named name: String) -> Any? { name == "shortName" ? Text(shortName) : nil }
}
