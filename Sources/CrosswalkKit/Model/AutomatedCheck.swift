/// One check of a ``CheckTool``, named exactly as the tool names it (`TouchTargetSizeCheck`,
/// `hitRegion`, `target-size`), and what it tests.
public struct AutomatedCheck: Sendable, Equatable, Identifiable {
    /// A criterion or guideline the check tests, read "check *relationship* target":
    /// `subset-of` when it tests part of what the target asks.
    public struct Target: Sendable, Equatable {
        /// A criterion id (`wcag-2.2/2.5.8`) or a guideline id.
        public var target: String
        public var relationship: Mapping.Relationship
        public var remarks: String?

        public init(target: String, relationship: Mapping.Relationship, remarks: String? = nil) {
            self.target = target
            self.relationship = relationship
            self.remarks = remarks
        }

        /// A criterion or a guideline (never a whole standard).
        public var kind: Mapping.TargetKind {
            SuccessCriterion.isCatalogue(String(target.prefix { $0 != "/" })) ? .criterion : .guideline
        }
    }

    public var toolID: String
    public var name: String
    public var title: String
    public var description: String
    /// Its threshold, where it has one, and how it differs from WCAG's.
    public var threshold: String?
    /// The tool marks it experimental or beta.
    public var experimental: Bool
    /// The platforms it runs on: the tool's unless the check narrows them (none: it does not
    /// run on any platform Crosswalk covers, such as XCTest's macOS-only audits).
    public var platforms: [Platform]
    public var tests: [Target]
    /// What a person must still check.
    public var cannotSee: String
    /// The line of its `name` in the tool's file.
    public var line: Int

    public var id: String { "\(toolID)/\(name)" }

    public init(
        toolID: String, name: String, title: String, description: String, threshold: String? = nil, experimental: Bool = false,
        platforms: [Platform], tests: [Target], cannotSee: String, line: Int = 0
    ) {
        self.toolID = toolID
        self.name = name
        self.title = title
        self.description = description
        self.threshold = threshold
        self.experimental = experimental
        self.platforms = platforms
        self.tests = tests
        self.cannotSee = cannotSee
        self.line = line
    }
}
