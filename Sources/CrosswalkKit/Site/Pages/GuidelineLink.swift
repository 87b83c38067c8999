/// A link to a guideline by its number or id (matrix cells, short lists).
struct GuidelineLink: TemplateValue {
    /// The guideline's id, which is also its path below `guidelines/`.
    var path: String
    var number: String
    var title: String?

    func child(named name: String) -> Any? {
        switch name {
        case "path", "id": Text(path)
        case "number": Text(number)
        case "title": Text(title)
        default: nil
        }
    }
}
