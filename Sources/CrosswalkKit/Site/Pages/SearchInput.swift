/// `search.mustache`: the search form, and for readers without JavaScript a way to browse (the
/// A to Z list and the topics).
struct SearchInput: TemplateValue {
    var standards: [StandardOption]
    var topics: [EntryItem]
    var guidelineCount: Int

    func child(named name: String) -> Any? {
        switch name {
        case "standards": standards
        case "topics": topics
        case "guidelineCount": guidelineCount
        default: nil
        }
    }
}
