/// A standard's row with what `standards` counts of it, read by ``Store/standardFacts()``.
struct StandardFacts: Sendable {
    var standard: StandardRecord
    var categories: [CategoryRecord]
    var pages: [PageRecord]
    var guidelines: Int
    var levels: [RequirementLevel: Int]
    /// Guidelines with a technique for each platform (platforms without one are absent).
    var platforms: [Platform: Int]
    /// A regulation's clauses by applicability to native apps (empty for guidance).
    var applicability: [Guideline.Applicability.Status: Int]
}
