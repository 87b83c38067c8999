/// A set relationship between two requirements, read "a *relation* b", with composition for
/// links derived through a shared success criterion. Requirements are treated as sets of
/// things asked for: `subset` means everything a asks, b asks too.
public enum Relation: String, CaseIterable, Sendable, Codable, Comparable {
    case equal = "equal-to"
    case equivalent = "equivalent-to"
    case subset = "subset-of"
    case superset = "superset-of"
    case intersects = "intersects-with"
    /// Nothing sound can be said from the path (e.g. a ⊆ c ⊇ b).
    case unknown

    public init?(_ relationship: Mapping.Relationship) {
        switch relationship {
        case .equalTo: self = .equal
        case .equivalentTo: self = .equivalent
        case .subsetOf: self = .subset
        case .supersetOf: self = .superset
        case .intersectsWith: self = .intersects
        case .noRelationship: return nil
        }
    }

    /// b's relation to a, given a's relation to b.
    public var inverse: Relation {
        switch self {
        case .subset: .superset
        case .superset: .subset
        default: self
        }
    }

    /// a R b from a `self` c and c `other` b.
    ///
    /// | a·c \ c·b   | equal | equiv | subset | superset | intersects |
    /// |-------------|-------|-------|--------|----------|------------|
    /// | equal       | equal | equiv | subset | superset | intersects |
    /// | equivalent  | equiv | equiv | subset | superset | intersects |
    /// | subset      | subset| subset| subset | unknown  | unknown    |
    /// | superset    | super | super | inters.| superset | intersects |
    /// | intersects  | inters| inters| inters.| unknown  | unknown    |
    ///
    /// a ⊇ c ⊆ b: both contain c, so they intersect. a ∩ c ≠ ∅ and c ⊆ b: they intersect.
    /// a ⊆ c ⊇ b, or two overlaps of c: nothing follows.
    public func composed(with other: Relation) -> Relation {
        Self.compositions[ordinal &* 6 &+ other.ordinal]
    }

    /// ``composed(with:)`` for every pair, looked up rather than worked out: a comparison of
    /// two large standards composes millions of pairs.
    private static let compositions = allCases.flatMap { lhs in allCases.map { lhs.deriveComposition(with: $0) } }

    /// ``combined(with:)`` for every pair.
    private static let combinations = allCases.flatMap { lhs in allCases.map { lhs.deriveCombination(with: $0) } }

    /// The position in `allCases` (of six), most specific first.
    var ordinal: Int {
        switch self {
        case .equal: 0
        case .equivalent: 1
        case .subset: 2
        case .superset: 3
        case .intersects: 4
        case .unknown: 5
        }
    }

    private func deriveComposition(with other: Relation) -> Relation {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return .unknown
        case (.equal, .equal): return .equal
        case (.equal, _), (.equivalent, _):
            return other == .equal ? .equivalent : other
        case (_, .equal), (_, .equivalent):
            return self
        case (.subset, .subset): return .subset
        case (.superset, .superset): return .superset
        case (.superset, .subset), (.superset, .intersects), (.intersects, .subset): return .intersects
        case (.subset, .superset), (.subset, .intersects), (.intersects, .superset), (.intersects, .intersects):
            return .unknown
        default:
            return .unknown
        }
    }

    /// What two independently derived facts about the same pair say together: both hold,
    /// so the more specific wins, and subset with superset means equivalent.
    /// Commutative and associative (the join of unknown < intersects < subset, superset <
    /// equivalent < equal), so facts can be combined in any order.
    public func combined(with other: Relation) -> Relation {
        Self.combinations[ordinal &* 6 &+ other.ordinal]
    }

    private func deriveCombination(with other: Relation) -> Relation {
        func either(_ relation: Relation) -> Bool { self == relation || other == relation }
        if either(.equal) { return .equal }
        if either(.equivalent) || (either(.subset) && either(.superset)) { return .equivalent }
        if either(.subset) { return .subset }
        if either(.superset) { return .superset }
        if either(.intersects) { return .intersects }
        return .unknown
    }

    /// Specificity order, most specific first (used for sorting).
    public static func < (lhs: Relation, rhs: Relation) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}
