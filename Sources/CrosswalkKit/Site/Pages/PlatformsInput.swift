/// `platforms.mustache`.
struct PlatformsInput: TemplateValue {
    struct Row: TemplateValue {
        var platform: Platform
        var guidelines: Int
        var techniques: Int

        enum Key: String, TemplateKey {
            case id, title, count, techniques
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .id: Text(platform.rawValue)
            case .title: Text(platform.title)
            case .count: guidelines
            case .techniques: techniques
            }
        }
    }

    var platforms: [Row]

    enum Key: String, TemplateKey {
        case platforms

        var holds: TemplateShape {
            switch self {
            case .platforms: .list(.value(Row.self))
            }
        }
    }

    func value(_ key: Key) -> Any? { platforms }
}
