/// A guideline in a list of the guidelines of one platform: the item, its standard's id (for
/// the filters) and that platform's techniques.
struct PlatformGuidelineItem: TemplateValue {
    var item: GuidelineItem
    var standard: String
    var anchor: String
    var techniques: [TechniqueItem]

    enum Key: String, TemplateKey {
        case standard, anchor, techniques

        var holds: TemplateShape {
            switch self {
            case .techniques: .list(.value(TechniqueItem.self))
            default: .text
            }
        }
    }

    static var alsoAnswers: [any TemplateValue.Type] { [GuidelineItem.self] }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .standard: .text(standard)
        case .anchor: .text(anchor)
        case .techniques: TemplateData(techniques)
        }
    }

    func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
        item.child(resolution, named: name)
    }
}
