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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .standards: TemplateData(standards)
        case .guidelineCount: TemplateData(guidelineCount)
        case .standardCount: TemplateData(standards.count)
        case .criterionCount: TemplateData(criterionCount)
        }
    }
}
