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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .letter: .text(letter)
            case .guidelines: TemplateData(guidelines)
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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .letters: TemplateData(letters)
        case .count: TemplateData(count)
        }
    }
}
