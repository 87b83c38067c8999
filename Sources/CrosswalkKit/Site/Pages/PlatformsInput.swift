/// `platforms.mustache`.
struct PlatformsInput: TemplateValue {
    struct Row: TemplateValue {
        var platform: Platform
        var guidelines: Int
        var techniques: Int

        enum Key: String, TemplateKey {
            case id, title, editorialOnly, framework, count, oneGuideline, techniques, oneTechnique
        }

        func value(_ key: Key) -> TemplateData? {
            let name = PlatformName(platform: platform)
            switch key {
            case .id: return name.value(.id)
            case .title: return name.value(.title)
            case .editorialOnly: return name.value(.editorialOnly)
            case .framework: return name.value(.framework)
            case .count: return TemplateData(guidelines)
            case .oneGuideline: return TemplateData(guidelines == 1)
            case .techniques: return TemplateData(techniques)
            case .oneTechnique: return TemplateData(techniques == 1)
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

    func value(_ key: Key) -> TemplateData? { TemplateData(platforms) }
}
