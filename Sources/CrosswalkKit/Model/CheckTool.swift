/// A tool that tests accessibility automatically (Google's Accessibility Test Framework,
/// XCTest's audit, axe-core), with its checks, from `Content/checks/<id>.yaml`. Names and
/// thresholds are the tool's; titles, descriptions and relationships are Crosswalk's.
public struct CheckTool: Sendable, Equatable, Identifiable {
    /// How the tool meets an app.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        /// It inspects the running app or a rendered page (a UI test, a widget test, a page).
        case runtime
        /// It reads source code and layouts without running them (a linter).
        case staticAnalysis = "static-analysis"
    }

    public var id: String
    public var name: String
    public var publisher: String
    public var kind: Kind
    /// The platforms its checks apply to; a check may narrow them.
    public var platforms: [Platform]
    public var sourceURL: String
    /// The version whose checks were read.
    public var version: String
    /// When the names and thresholds were checked against the source (YYYY-MM-DD).
    public var checked: String
    /// What exactly they were checked against.
    public var checkedAgainst: String
    /// Who states the checks' relationships: the tool itself (axe-core tags its rules with
    /// criteria) or Crosswalk's editors.
    public var mappedBy: Mapping.Method
    public var description: String
    public var checks: [AutomatedCheck]
    /// The file, relative to the content folder.
    public var path: String

    public init(
        id: String, name: String, publisher: String, kind: Kind, platforms: [Platform], sourceURL: String, version: String,
        checked: String, checkedAgainst: String, mappedBy: Mapping.Method, description: String, checks: [AutomatedCheck], path: String
    ) {
        self.id = id
        self.name = name
        self.publisher = publisher
        self.kind = kind
        self.platforms = platforms
        self.sourceURL = sourceURL
        self.version = version
        self.checked = checked
        self.checkedAgainst = checkedAgainst
        self.mappedBy = mappedBy
        self.description = description
        self.checks = checks
        self.path = path
    }
}
