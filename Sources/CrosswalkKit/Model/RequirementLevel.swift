/// How strongly a guideline is stated, in the source's own terms.
public enum RequirementLevel: String, CaseIterable, Codable, Sendable, Comparable {
    /// MUST / MUST NOT: a standard that can be tested.
    case must
    /// SHOULD / SHOULD NOT: a guideline, recommended but less testable.
    case should
    /// A principle or other advice with no modal verb.
    case advisory

    /// 0 for must, 1 for should, 2 for advisory: the order results are sorted in.
    public var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: RequirementLevel, rhs: RequirementLevel) -> Bool {
        lhs.order < rhs.order
    }
}
