/// A requirement's conformance in the terms of conformance reports (the VPAT and ACR
/// templates), derived from the test items through the mappings.
public enum Conformance: String, CaseIterable, Codable, Sendable {
    case supports = "Supports"
    case partiallySupports = "Partially Supports"
    case doesNotSupport = "Does Not Support"
    case notApplicable = "Not Applicable"
    case notEvaluated = "Not Evaluated"

    /// Whether a requirement so judged is met (not applicable counts as met, as in a VPAT).
    public var isMet: Bool { self == .supports || self == .notApplicable }
    /// Whether it is known to fail, in part or whole.
    public var isFailed: Bool { self == .doesNotSupport || self == .partiallySupports }
}
