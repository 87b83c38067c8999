import CrosswalkKit
import Foundation

/// One-line and multi-line summaries of what was loaded.
enum ContentSummary {
    static func checkLine(_ report: ContentReport) -> String {
        let c = report.counts
        let problems =
            report.errorCount + report.warningCount == 0
            ? "no problems"
            : "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        return "checked \(c.standards) standards, \(c.guidelines) guidelines, \(c.pages) pages, \(c.mappings) mappings: \(problems)"
    }

    static func built(_ s: StoreSummary, path: String, paths: ContentPaths, seconds: Double) -> String {
        let levels = ["must", "should", "advisory"].compactMap { level in s.guidelinesByLevel[level].map { "\($0) \(level)" } }
        return """
            Built \(path) from \(paths.content)/ and \(paths.mappings)/ in \(String(format: "%.2f", seconds)) s:
              \(s.standards) standards, \(s.guidelines) guidelines (\(levels.joined(separator: ", ")))
              \(s.techniques) techniques (\(s.editorialTechniques) editorial), \(s.codeSamples) code samples, \(s.tests) test procedures, \(s.pages) pages
              \(s.criteria) WCAG 2.0 success criteria, \(s.topics) topics, \(s.glossaryTerms) glossary terms
              \(s.mappingsToWCAG + s.mappingsBetweenStandards) mappings: \(s.mappingsToWCAG) to WCAG 2.0, \(s.mappingsBetweenStandards) between standards
            """
    }
}
