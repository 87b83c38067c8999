/// An automated check that tests a guideline or a criterion, as `show`, the site and the
/// audit plan list it: mapped to it directly, or (for a guideline) through the criteria the
/// guideline maps to.
public struct CheckReference: Sendable, Encodable, Equatable {
    /// `<tool>/<name>`.
    public var id: String
    public var tool: String
    public var toolName: String
    /// The tool's own name for the check.
    public var name: String
    public var title: String
    public var threshold: String?
    public var experimental: Bool
    public var platforms: [Platform]
    /// The check's relationship to what it tests: to the guideline when mapped to it directly,
    /// else to the first criterion in `via`.
    public var relationship: Mapping.Relationship
    public var remarks: String?
    /// The criteria through which a guideline inherits the check; empty when the check maps to
    /// the guideline (or is listed for a criterion).
    public var via: [String]
    public var cannotSee: String

    enum CodingKeys: String, CodingKey {
        case id, tool, name, title, threshold, experimental, platforms, relationship, remarks, via
        case toolName = "tool_name"
        case cannotSee = "cannot_see"
    }
}
