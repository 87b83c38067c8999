/// How a test item decides a requirement: its own (either outcome), or through a stronger
/// requirement (a pass decides it) or a weaker one (a failure decides it).
public enum AuditDecision: String, CaseIterable, Codable, Sendable {
    /// The item tests this requirement or one equal or equivalent to it.
    case fully
    /// The item tests a stronger requirement: its pass is this requirement's pass.
    case onPass = "on-pass"
    /// The item tests a weaker requirement: its failure is this requirement's failure.
    case onFail = "on-fail"
}
