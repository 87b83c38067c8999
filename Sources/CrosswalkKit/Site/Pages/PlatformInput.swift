/// `platform.mustache`: a platform's contents: its topics, with how many guidelines each has.
struct PlatformInput: TemplateValue {
    struct Topic: TemplateValue {
        var id: String
        var title: String
        var count: Int
        /// How many pages the topic's guidelines take.
        var pages: Int

        enum Key: String, TemplateKey {
            case id, title, count, oneGuideline, pages
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(id)
            case .title: Text(title)
            case .count: count
            case .oneGuideline: count == 1
            case .pages: pages > 1 ? pages : nil
            }
        }
    }

    var platform: Platform
    var topics: [Topic]
    var count: Int
    var standardCount: Int

    enum Key: String, TemplateKey {
        case platform, topics, count, oneGuideline, standardCount, oneStandard, hasGuidelines

        var holds: TemplateShape {
            switch self {
            case .platform: .value(PlatformName.self)
            case .topics: .list(.value(Topic.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .platform: PlatformName(platform: platform)
        case .topics: topics
        case .count: count
        case .oneGuideline: count == 1
        case .standardCount: standardCount
        case .oneStandard: standardCount == 1
        case .hasGuidelines: count > 0
        }
    }
}
