/// A test item's result, in the W3C EARL vocabulary (`earl:passed`, ...): what a tester writes
/// in a plan file.
public enum AuditOutcome: String, CaseIterable, Codable, Sendable {
    case passed, failed, cantTell, inapplicable, untested

    /// The EARL outcome's IRI in compact form (`earl:passed`).
    public var earl: String { "earl:\(rawValue)" }
}
