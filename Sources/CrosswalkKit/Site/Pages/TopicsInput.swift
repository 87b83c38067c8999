/// `topics.mustache`.
struct TopicsInput: TemplateValue {
    var topics: [EntryItem]

    enum Key: String, TemplateKey {
        case topics

        var holds: TemplateShape {
            switch self {
            case .topics: .list(.value(EntryItem.self))
            }
        }
    }

    func value(_ key: Key) -> TemplateData? { TemplateData(topics) }
}
