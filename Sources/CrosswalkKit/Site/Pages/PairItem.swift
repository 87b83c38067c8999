/// A counterpart of a guideline in another standard, and how the two relate.
struct PairItem: TemplateValue {
    var pair: PairRelation
    var aNumber: String
    var aTitle: String
    var bNumber: String

    enum Key: String, TemplateKey {
        case path, bPath, aPath, b, aNumber, aTitle, bNumber, bTitle, relationship, unknown, basis, basisPartial, via, remarks, url

        var holds: TemplateShape {
            switch self {
            case .basisPartial: .partial(PairRelation.Basis.allCases.map(PairItem.basisPartial))
            case .via: .list(.text)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .path, .bPath: Text(pair.b)
        case .url: Text(SiteRoute.guideline.path(pair.b))
        case .aPath: Text(pair.a)
        case .b: Text(pair.b)
        case .aNumber: Text(aNumber)
        case .aTitle: Text(aTitle)
        case .bNumber: Text(bNumber)
        case .bTitle: Text(pair.bTitle)
        case .relationship: Text(pair.relationship.rawValue)
        // Composed through WCAG or a third standard, the two overlap but no set relation follows.
        case .unknown: pair.relationship == .unknown
        case .basis: Text(pair.basis.rawValue)
        case .basisPartial: Self.basisPartial(pair.basis)
        case .via: pair.via.map { Text(pair.basis == .hub ? SuccessCriterion.number(of: $0) : $0) }
        case .remarks: Text(pair.remarks)
        }
    }

    /// The partial that says how a pair was found (`{{>*basisPartial}}`).
    static func basisPartial(_ basis: PairRelation.Basis) -> String { "basis-" + basis.rawValue }
}
