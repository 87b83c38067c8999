/// `guidelines.mustache`: every guideline from A to Z, by the first letter of its title.
struct GuidelinesInput: TemplateValue {
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

    var letters: [Letter]
    var count: Int

    func child(named name: String) -> Any? {
        switch name {
        case "letters": letters
        case "count": count
        default: nil
        }
    }
}
