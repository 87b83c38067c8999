/// `guidelines.mustache`: every guideline from A to Z, by the first letter of its title.
struct GuidelinesInput: TemplateValue {
    struct Letter: TemplateValue {
        var letter: String
        var guidelines: [GuidelineItem]

        enum Key: String, TemplateKey {
            case letter, guidelines

            var holds: TemplateShape {
                switch self {
                case .guidelines: .list(.value(GuidelineItem.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .letter: Text(letter)
            case .guidelines: guidelines
            }
        }
    }

    var letters: [Letter]
    var count: Int

    enum Key: String, TemplateKey {
        case letters, count

        var holds: TemplateShape {
            switch self {
            case .letters: .list(.value(Letter.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .letters: letters
        case .count: count
        }
    }
}
