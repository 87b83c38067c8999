/// `topic.mustache`: the guidelines of one topic, by standard.
struct TopicInput: TemplateValue {
    struct Group: TemplateValue {
        var standardName: String
        var guidelines: [GuidelineItem]

        func child(named name: String) -> Any? {
            switch name {
            case "standardName": Text(standardName)
            case "guidelines": guidelines
            default: nil
            }
        }
    }

    var topic: EntryItem
    var groups: [Group]

    func child(named name: String) -> Any? {
        switch name {
        case "topic": topic
        case "groups": groups
        default: nil
        }
    }
}
