/// `compare-index.mustache`: every pair of standards with its counts by basis.
struct CompareIndexInput: TemplateValue {
    struct Pair: TemplateValue {
        var a: String
        var b: String
        var aName: String
        var bName: String
        var crosswalk: Crosswalk

        func child(named name: String) -> Any? {
            switch name {
            case "a": Text(a)
            case "b": Text(b)
            case "aName": Text(aName)
            case "bName": Text(bName)
            case "direct": crosswalk.counts[.direct] ?? 0
            case "transitive": crosswalk.counts[.transitive] ?? 0
            case "hub": crosswalk.counts[.hub] ?? 0
            case "topic": crosswalk.counts[.topic] ?? 0
            default: nil
            }
        }
    }

    var pairs: [Pair]

    func child(named name: String) -> Any? { name == "pairs" ? pairs : nil }
}
