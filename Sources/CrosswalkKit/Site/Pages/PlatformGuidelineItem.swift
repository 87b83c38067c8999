/// A guideline in a list of the guidelines of one platform: the item and that platform's
/// techniques.
struct PlatformGuidelineItem: TemplateValue {
    var item: GuidelineItem
    var anchor: String
    var techniques: [TechniqueItem]

    func child(named name: String) -> Any? {
        switch name {
        case "anchor": Text(anchor)
        case "techniques": techniques
        default: item.child(named: name)
        }
    }
}
