/// `compare.mustache`: the crosswalk of one pair of standards.
struct CompareInput: TemplateValue {
    struct Unmatched: TemplateValue {
        var link: GuidelineLink
        var stated: Bool

        func child(named name: String) -> Any? {
            name == "stated" ? stated : link.child(named: name)
        }
    }

    var a: String
    var b: String
    var aName: String
    var bName: String
    var crosswalk: Crosswalk
    var pairs: [PairItem]
    var onlyA: [Unmatched]
    var onlyB: [Unmatched]
    /// Pairs through WCAG or a topic shown per guideline and standard.
    var limit: Int

    func child(named name: String) -> Any? {
        switch name {
        case "a": Text(a)
        case "b": Text(b)
        case "aName": Text(aName)
        case "bName": Text(bName)
        case "pairs": pairs
        case "hiddenCount": crosswalk.omitted > 0 ? crosswalk.omitted : nil
        case "limit": limit
        case "directCount": crosswalk.counts[.direct] ?? 0
        case "transitiveCount": crosswalk.counts[.transitive] ?? 0
        case "hubCount": crosswalk.counts[.hub] ?? 0
        case "topicCount": crosswalk.counts[.topic] ?? 0
        case "onlyA": onlyA
        case "onlyB": onlyB
        case "onlyACount": onlyA.count
        case "onlyBCount": onlyB.count
        default: nil
        }
    }
}
