/// A guideline in a list: its link, number, title, level and statement.
struct GuidelineItem: TemplateValue {
    var path: String
    var number: String
    var title: String
    var statement: String
    var level: RequirementLevel
    var standardName: String

    func child(named name: String) -> Any? {
        switch name {
        case "path": Text(path)
        case "number": Text(number)
        case "title": Text(title)
        case "statement": Text(statement)
        case "level": Text(level.rawValue)
        case "standardName": Text(standardName)
        default: nil
        }
    }
}
