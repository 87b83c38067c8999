/// `platform.mustache`: every technique for one platform, by topic.
struct PlatformInput: TemplateValue {
    struct Topic: TemplateValue {
        var id: String
        var title: String
        var guidelines: [PlatformGuidelineItem]

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(id)
            case "title": Text(title)
            case "count": guidelines.count
            case "guidelines": guidelines
            default: nil
            }
        }
    }

    struct Name: TemplateValue {
        var platform: Platform

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(platform.rawValue)
            case "title": Text(platform.title)
            default: nil
            }
        }
    }

    var platform: Platform
    var topics: [Topic]
    var count: Int
    var standardCount: Int

    func child(named name: String) -> Any? {
        switch name {
        case "platform": Name(platform: platform)
        case "topics": topics
        case "count": count
        case "standardCount": standardCount
        default: nil
        }
    }
}
