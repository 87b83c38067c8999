/// The level a requirement is summarised at: a WCAG-derived clause of a regulation at its
/// criterion's level, anything else at the strength its source states.
public enum AuditLevel: String, CaseIterable, Codable, Sendable, Comparable {
    case a = "A"
    case aa = "AA"
    case aaa = "AAA"
    case must, should, advisory

    public init(_ level: SuccessCriterion.Level) {
        switch level {
        case .a: self = .a
        case .aa: self = .aa
        case .aaa: self = .aaa
        }
    }

    public init(_ level: RequirementLevel) {
        switch level {
        case .must: self = .must
        case .should: self = .should
        case .advisory: self = .advisory
        }
    }

    public static func < (lhs: AuditLevel, rhs: AuditLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
