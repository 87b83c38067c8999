/// `platform-topic.mustache`: one page of a platform's guidelines on one topic, with the
/// platform's contents beside it, filters by standard and level, and a pager.
struct PlatformTopicInput: TemplateValue {
    /// Page numbers shown either side of the current one; the first and last are always shown.
    static let pagerWindow = 2

    /// An entry of the contents: a topic, marked when it is this page's.
    struct ContentsItem: TemplateValue {
        var topic: PlatformInput.Topic
        var current: Bool

        func child(named name: String) -> Any? {
            name == "current" ? current : topic.child(named: name)
        }
    }

    /// A page number in the pager; a gap stands for the numbers left out.
    struct PagerLink: TemplateValue {
        var number: Int
        var path: String?
        var current: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "number": number
            // false, not nil: a missing name would be looked up in the page around.
            case "path": path.map(Text.init) ?? false
            case "current": current
            case "gap": path == nil && !current
            default: nil
            }
        }
    }

    struct LevelOption: TemplateValue {
        var level: RequirementLevel

        func child(named name: String) -> Any? { name == "level" ? Text(level.rawValue) : nil }
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
        "platforms/\(platform.rawValue)/\(topic.id)/" + (number > 1 ? "\(number)/" : "")
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

    func child(named name: String) -> Any? {
        switch name {
        case "platform": PlatformInput.Name(platform: platform)
        case "topic": topic
        case "contents": contents.map { ContentsItem(topic: $0, current: $0.id == topic.id) }
        case "guidelines": guidelines
        case "page": page
        case "pageCount": topic.pages
        case "paged": topic.pages > 1
        case "first": first
        case "last": last
        case "pager": topic.pages > 1 ? pager : nil
        case "previous": page > 1 ? Text(path(page - 1)) : nil
        case "next": page < topic.pages ? Text(path(page + 1)) : nil
        case "standards": standards
        case "levels": levels.map(LevelOption.init)
        default: nil
        }
    }
}
