/// `topics.mustache`.
struct TopicsInput: TemplateValue {
    var topics: [EntryItem]

    func child(named name: String) -> Any? { name == "topics" ? topics : nil }
}
