/// The 1–10 strength of a pair (the scale of NIST IR 8477's set-theory mappings): the
/// relationship's weight, scaled by the weakest link's confidence and rationale, less one
/// for each link beyond the first. docs/cli.md gives the formula.
public enum Strength {
    public static func score(relation: Relation, confidence: Mapping.Confidence, rationale: Mapping.Rationale, links: Int) -> Int {
        let raw = weight(relation) * confidence.factor * rationale.factor
        return min(10, max(1, Int(raw.rounded()) - max(0, links - 1)))
    }

    /// How much of A a relationship says B asks for.
    static func weight(_ relation: Relation) -> Double {
        switch relation {
        case .equal: 10
        case .equivalent: 9
        case .subset: 8
        case .superset: 6
        case .intersects: 5
        case .unknown: 2
        }
    }
}

extension Mapping.Confidence {
    /// high 0, medium 1, low 2 (declaration order): the weakest is the highest rank.
    var rank: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }
    var factor: Double {
        switch self {
        case .high: 1
        case .medium: 0.8
        case .low: 0.6
        }
    }
}

extension Mapping.Rationale {
    /// syntactic 0, semantic 1, functional 2 (declaration order): words agree, then meaning,
    /// then only the effect.
    var rank: Int {
        switch self {
        case .syntactic: 0
        case .semantic: 1
        case .functional: 2
        }
    }
    var factor: Double {
        switch self {
        case .syntactic: 1
        case .semantic: 0.95
        case .functional: 0.85
        }
    }
}
