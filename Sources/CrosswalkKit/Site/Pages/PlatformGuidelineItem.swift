/// A guideline in a list of the guidelines of one platform: the item, its standard's id (for
/// the filters) and that platform's techniques.
struct PlatformGuidelineItem: TemplateValue {
    var item: GuidelineItem
    var standard: String
    var anchor: String
    var techniques: [TechniqueItem]

    func child(named name: String) -> Any? {
        switch name {
        case "standard": Text(standard)
        case "anchor": Text(anchor)
        case "techniques": techniques
        default: item.child(named: name)
        }
    }
}
