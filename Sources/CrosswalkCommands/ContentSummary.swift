import CrosswalkKit
import Foundation

/// One-line and multi-line summaries of what was loaded.
package enum ContentSummary {
    package static func checkLine(_ report: ContentReport, width: Int) -> String {
        let c = report.counts
        let problems =
            report.errorCount + report.warningCount == 0
            ? "no problems"
            : "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        return TextTable.paragraph(
            "checked \(c.standards) standards, \(c.guidelines) guidelines, \(c.pages) pages, \(c.mappings) mappings: \(problems)",
            width: width, hanging: "  ")
    }

    package static func built(_ s: StoreSummary, path: String, paths: ContentPaths, seconds: Double, width: Int) -> String {
        let levels = ["must", "should", "advisory"].compactMap { level in s.guidelinesByLevel[level].map { "\($0) \(level)" } }
        let lines = [
            "Built \(path) from \(paths.content)/ and \(paths.mappings)/ in \(String(format: "%.2f", seconds)) s:",
            "  \(s.standards) standards, \(s.guidelines) guidelines (\(levels.joined(separator: ", ")))",
            "  \(s.techniques) techniques (\(s.editorialTechniques) editorial), \(s.codeSamples) code samples, \(s.tests) test procedures, \(s.pages) pages",
            "  \(s.criteria) WCAG success criteria (2.0, 2.1 and 2.2), \(s.topics) topics, \(s.glossaryTerms) glossary terms",
            "  \(s.mappingsToWCAG + s.mappingsBetweenStandards) mappings: \(s.mappingsToWCAG) to WCAG, \(s.mappingsBetweenStandards) between standards",
            "  \(s.checks) automated checks of \(s.checkTools) tools",
        ]
        return lines.enumerated().map { index, line in
            TextTable.paragraph(line, width: width, hanging: index == 0 ? "  " : "    ")
        }.joined(separator: "\n")
    }
}
