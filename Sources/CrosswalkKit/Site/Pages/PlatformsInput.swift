/// `platforms.mustache`.
struct PlatformsInput: TemplateValue {
    struct Row: TemplateValue {
        var platform: Platform
        var guidelines: Int
        var techniques: Int

        func child(named name: String) -> Any? {
            switch name {
            case "id": Text(platform.rawValue)
            case "title": Text(platform.title)
            case "count": guidelines
            case "techniques": techniques
            default: nil
            }
        }
    }

    var platforms: [Row]

    func child(named name: String) -> Any? { name == "platforms" ? platforms : nil }
}
