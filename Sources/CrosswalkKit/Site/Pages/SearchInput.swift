/// `search.mustache`: the search form, and for readers without JavaScript a way to browse (the
/// A to Z list and the topics).
struct SearchInput: TemplateValue {
    var standards: [StandardOption]
    var topics: [EntryItem]
    var guidelineCount: Int
    /// Every platform, for the platform filter.
    var platforms: [Platform] = Platform.allCases

    enum Key: String, TemplateKey {
        case standards, topics, guidelineCount, platforms

        var holds: TemplateShape {
            switch self {
            case .standards: .list(.value(StandardOption.self))
            case .topics: .list(.value(EntryItem.self))
            case .platforms: .list(.value(PlatformName.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .standards: TemplateData(standards)
        case .topics: TemplateData(topics)
        case .guidelineCount: TemplateData(guidelineCount)
        case .platforms: TemplateData(platforms.map(PlatformName.init))
        }
    }
}
