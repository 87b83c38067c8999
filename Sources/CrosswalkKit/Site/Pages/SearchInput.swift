/// `search.mustache`: the search form, and every guideline A to Z for readers without
/// JavaScript.
struct SearchInput: TemplateValue {
    struct Letter: TemplateValue {
        var letter: String
        var guidelines: [GuidelineItem]

        func child(named name: String) -> Any? {
            switch name {
            case "letter": Text(letter)
            case "guidelines": guidelines
            default: nil
            }
        }
    }

    var standards: [StandardOption]
    var letters: [Letter]
    var topics: [EntryItem]

    func child(named name: String) -> Any? {
        switch name {
        case "standards": standards
        case "letters": letters
        case "topics": topics
        default: nil
        }
    }
}
