/// `platform.mustache`: a platform's contents: its topics, with how many guidelines each has.
struct PlatformInput: TemplateValue {
    struct Topic: TemplateValue {
        var id: String
        var title: String
        var count: Int
        /// How many pages the topic's guidelines take.
        var pages: Int

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(id)
            case "title": Text(title)
            case "count": count
            case "pages": pages > 1 ? pages : nil
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
