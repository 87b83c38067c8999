import CrosswalkKit

/// What the `compare` tool answers: each direction's verdicts by level and the guidelines
/// not covered, at most `limit` of them. The CLI's JSON lists guidelines with their
/// counterparts (200 KB for EN 301 549 and GIGW), more than an assistant should read at once;
/// `crosswalk compare A B --format json` has them.
struct MCPComparisonSummary: Encodable {
    struct Direction: Encodable {
        var a: String
        var b: String
        var aName: String
        var bName: String
        /// The guidelines of A judged (those left out not counted).
        var guidelines: Int
        var summary: [Comparison.Count]
        var leftOut: Int
        var notCoveredTotal: Int
        var notCovered: [Comparison.Uncovered]

        enum CodingKeys: String, CodingKey {
            case a, b, guidelines, summary
            case aName = "a_name"
            case bName = "b_name"
            case leftOut = "left_out"
            case notCoveredTotal = "not_covered_total"
            case notCovered = "not_covered"
        }
    }

    var wcag: WCAGVersion
    var comparisons: [Direction]
    /// Whether A and B are two versions of one regulation (the CLI lists what changed).
    var versions: Bool

    init(_ report: ComparisonReport, limit: Int) {
        wcag = report.wcag
        versions = report.changes != nil
        comparisons = report.comparisons.map { c in
            Direction(
                a: c.a, b: c.b, aName: report.names[c.a] ?? c.a, bName: report.names[c.b] ?? c.b, guidelines: c.judged,
                summary: c.summary, leftOut: c.leftOut.count, notCoveredTotal: c.count(.notCovered),
                notCovered: Array(c.notCovered.prefix(limit)))
        }
    }

    enum CodingKeys: String, CodingKey {
        case wcag, comparisons
        case versions = "versions_of_one_regulation"
    }
}
