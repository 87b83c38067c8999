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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .path, .bPath: .text(pair.b)
        case .url: .text(SiteRoute.guideline.path(pair.b))
        case .aPath: .text(pair.a)
        case .b: .text(pair.b)
        case .aNumber: .text(aNumber)
        case .aTitle: .text(aTitle)
        case .bNumber: .text(bNumber)
        case .bTitle: .text(pair.bTitle)
        case .relationship: .text(pair.relationship.rawValue)
        // Composed through WCAG or a third standard, the two overlap but no set relation follows.
        case .unknown: TemplateData(pair.relationship == .unknown)
        case .basis: .text(pair.basis.rawValue)
        case .basisPartial: TemplateData(Self.basisPartial(pair.basis))
        case .via: TemplateData(pair.via.map { pair.basis == .hub ? SuccessCriterion.number(of: $0) : $0 })
        case .remarks: TemplateData(pair.remarks)
        }
    }

    /// The partial that says how a pair was found (`{{>*basisPartial}}`).
    static func basisPartial(_ basis: PairRelation.Basis) -> String { "basis-" + basis.rawValue }
}
