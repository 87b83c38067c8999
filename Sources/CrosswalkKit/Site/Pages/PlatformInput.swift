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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .id: .text(id)
            case .title: .text(title)
            case .count: TemplateData(count)
            case .oneGuideline: TemplateData(count == 1)
            case .pages: pages > 1 ? .number(pages) : nil
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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .platform: TemplateData(PlatformName(platform: platform))
        case .topics: TemplateData(topics)
        case .count: TemplateData(count)
        case .oneGuideline: TemplateData(count == 1)
        case .standardCount: TemplateData(standardCount)
        case .oneStandard: TemplateData(standardCount == 1)
        case .hasGuidelines: TemplateData(count > 0)
        }
    }
}
