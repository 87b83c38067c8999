/// `home.mustache`.
struct HomeInput: TemplateValue {
    var standards: [StandardRow]
    var guidelineCount: Int
    var criterionCount: Int

    enum Key: String, TemplateKey {
        case standards, guidelineCount, standardCount, criterionCount

        var holds: TemplateShape {
            switch self {
            case .standards: .list(.value(StandardRow.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .standards: standards
        case .guidelineCount: guidelineCount
        case .standardCount: standards.count
        case .criterionCount: criterionCount
        }
    }
}
