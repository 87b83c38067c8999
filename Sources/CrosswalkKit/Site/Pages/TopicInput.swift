/// `topic.mustache`: the guidelines of one topic, by standard.
struct TopicInput: TemplateValue {
    struct Group: TemplateValue {
        var standardName: String
        var guidelines: [GuidelineItem]

        enum Key: String, TemplateKey {
            case standardName, guidelines

            var holds: TemplateShape {
                switch self {
                case .guidelines: .list(.value(GuidelineItem.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .standardName: .text(standardName)
            case .guidelines: TemplateData(guidelines)
            }
        }
    }

    var topic: EntryItem
    var groups: [Group]

    enum Key: String, TemplateKey {
        case topic, groups

        var holds: TemplateShape {
            switch self {
            case .topic: .value(EntryItem.self)
            case .groups: .list(.value(Group.self))
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .topic: TemplateData(topic)
        case .groups: TemplateData(groups)
        }
    }
}
