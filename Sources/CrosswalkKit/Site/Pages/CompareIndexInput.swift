/// `compare-index.mustache`: every pair of standards with how each covers the other.
struct CompareIndexInput: TemplateValue {
    struct Pair: TemplateValue {
        var a: String
        var b: String
        var aName: String
        var bName: String
        /// How b covers a, then how a covers b.
        var directions: [CompareInput.Direction]

        enum Key: String, TemplateKey {
            case a, b, aName, bName, directions

            var holds: TemplateShape {
                switch self {
                case .directions: .list(.value(CompareInput.Direction.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .a: .text(a)
            case .b: .text(b)
            case .aName: .text(aName)
            case .bName: .text(bName)
            case .directions: TemplateData(directions)
            }
        }
    }

    var pairs: [Pair]

    enum Key: String, TemplateKey {
        case pairs

        var holds: TemplateShape {
            switch self {
            case .pairs: .list(.value(Pair.self))
            }
        }
    }

    func value(_ key: Key) -> TemplateData? { TemplateData(pairs) }
}
