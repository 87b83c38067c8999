/// `compare-index.mustache`: every pair of standards with how each covers the other.
struct CompareIndexInput: TemplateValue {
    struct Pair: TemplateValue {
        var a: String
        var b: String
        var aName: String
        var bName: String
        /// How b covers a, then how a covers b.
        var directions: [CompareInput.Direction]

        func child(named name: String) -> Any? {
            switch name {
            case "a": Text(a)
            case "b": Text(b)
            case "aName": Text(aName)
            case "bName": Text(bName)
            case "directions": directions
            default: nil
            }
        }
    }

    var pairs: [Pair]

    func child(named name: String) -> Any? { name == "pairs" ? pairs : nil }
}
