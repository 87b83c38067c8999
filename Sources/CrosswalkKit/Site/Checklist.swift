/// One checklist page: the audit plan for a platform and one standard or a set of them,
/// computed once and read by the page, the index and the standard pages.
package struct Checklist: Sendable {
    package var platform: Platform
    package var standards: [String]
    /// Who is held to the set; nil for a single standard.
    var why: String?
    package var plan: AuditPlan

    /// The page below the base, `checklists/android/en-301-549-v4--section508-2017/`: the one
    /// place checklist addresses are made.
    package var path: String { Self.path(platform, standards) }

    /// A standard or set on a platform whose plan is not printed: more requirements than
    /// ``SiteGenerator/checklistLimit``.
    package struct Oversized: Sendable {
        package var platform: Platform
        package var standards: [String]
        package var requirements: Int
    }

    static let index = SiteRoute.checklists.path()

    static func path(_ platform: Platform, _ standards: [String]) -> String {
        SiteRoute.checklist.path(platform.rawValue, standards.joined(separator: "--"))
    }

    /// The command that writes the same plan as a file to fill in.
    var command: String {
        (["crosswalk audit plan --platform \(platform.rawValue)"] + standards.map { "--standard \($0)" } + ["--out audit.yaml"])
            .joined(separator: " ")
    }
}
