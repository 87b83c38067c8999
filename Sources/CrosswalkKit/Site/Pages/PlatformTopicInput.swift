/// `platform-topic.mustache`: one page of a platform's guidelines on one topic, with the
/// platform's contents beside it, filters by standard and level, and a pager.
struct PlatformTopicInput: TemplateValue {
    /// Page numbers shown either side of the current one; the first and last are always shown.
    static let pagerWindow = 2

    /// An entry of the contents: a topic, marked when it is this page's.
    struct ContentsItem: TemplateValue {
        var topic: PlatformInput.Topic
        var current: Bool

        enum Key: String, TemplateKey {
            case current
        }

        static var alsoAnswers: [any TemplateValue.Type] { [PlatformInput.Topic.self] }

        func value(_ key: Key) -> TemplateData? { TemplateData(current) }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            topic.child(resolution, named: name)
        }
    }

    /// A page number in the pager; a gap stands for the numbers left out.
    struct PagerLink: TemplateValue {
        var number: Int
        var path: String?
        var current: Bool

        enum Key: String, TemplateKey {
            case number, path, current, gap
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .number: TemplateData(number)
            // false, not nil: a missing name would be looked up in the page around.
            case .path: TemplateData(path) ?? .flag(false)
            case .current: TemplateData(current)
            case .gap: TemplateData(path == nil && !current)
            }
        }
    }

    struct LevelOption: TemplateValue {
        var level: RequirementLevel

        enum Key: String, TemplateKey {
            case level
        }

        func value(_ key: Key) -> TemplateData? { .text(level.rawValue) }
    }

    var platform: Platform
    var topic: PlatformInput.Topic
    var contents: [PlatformInput.Topic]
    var page: Int
    /// The positions, from 1, of the first and last guideline on this page within the topic.
    var first: Int
    var last: Int
    var standards: [StandardOption]
    var levels: [RequirementLevel]
    var guidelines: [PlatformGuidelineItem]

    /// The page's path below the site's base, ending in `/`.
    func path(_ number: Int) -> String {
        number > 1
            ? SiteRoute.platformTopicPage.path(platform.rawValue, topic.id, String(number))
            : SiteRoute.platformTopic.path(platform.rawValue, topic.id)
    }

    var pager: [PagerLink] {
        var links: [PagerLink] = []
        for number in 1...topic.pages {
            if number == 1 || number == topic.pages || abs(number - page) <= Self.pagerWindow {
                links.append(PagerLink(number: number, path: number == page ? nil : path(number), current: number == page))
            } else if links.last.map({ $0.path != nil || $0.current }) ?? true {
                links.append(PagerLink(number: number, path: nil, current: false))
            }
        }
        return links
    }

    enum Key: String, TemplateKey {
        case platform, topic, contents, guidelines, page, pageCount, paged, first, last, pager, previous, next, standards, levels

        var holds: TemplateShape {
            switch self {
            case .platform: .value(PlatformName.self)
            case .topic: .value(PlatformInput.Topic.self)
            case .contents: .list(.value(ContentsItem.self))
            case .guidelines: .list(.value(PlatformGuidelineItem.self))
            case .pager: .list(.value(PagerLink.self))
            case .standards: .list(.value(StandardOption.self))
            case .levels: .list(.value(LevelOption.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .platform: TemplateData(PlatformName(platform: platform))
        case .topic: TemplateData(topic)
        case .contents: TemplateData(contents.map { ContentsItem(topic: $0, current: $0.id == topic.id) })
        case .guidelines: TemplateData(guidelines)
        case .page: TemplateData(page)
        case .pageCount: TemplateData(topic.pages)
        case .paged: TemplateData(topic.pages > 1)
        case .first: TemplateData(first)
        case .last: TemplateData(last)
        case .pager: topic.pages > 1 ? TemplateData(pager) : nil
        case .previous: page > 1 ? .text(path(page - 1)) : nil
        case .next: page < topic.pages ? .text(path(page + 1)) : nil
        case .standards: TemplateData(standards)
        case .levels: TemplateData(levels.map(LevelOption.init))
        }
    }
}
