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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .path: .text(path)
        case .url: .text(SiteRoute.guideline.path(path))
        case .number: .text(number)
        case .title: .text(title)
        case .statement: .text(statement)
        case .level: .text(level.rawValue)
        case .standardName: .text(standardName)
        }
    }
}
