/// A guideline in a list: its link, number, title, level and statement.
struct GuidelineItem: TemplateValue {
    var path: String
    var number: String
    var title: String
    var statement: String
    var level: RequirementLevel
    var standardName: String

    enum Key: String, TemplateKey {
        case path, number, title, statement, level, standardName, url
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .path: Text(path)
        case .url: Text(SiteRoute.guideline.path(path))
        case .number: Text(number)
        case .title: Text(title)
        case .statement: Text(statement)
        case .level: Text(level.rawValue)
        case .standardName: Text(standardName)
        }
    }
}
