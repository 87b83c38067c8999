/// A report as GitHub-flavoured Markdown: the answers first, then a table per standard and
/// the items behind them.
public enum AuditReportMarkdown {
    public static func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        lines += [
            "# \(AuditReportText.title(report))", "",
            AuditReportText.facts(report).map { "\($0.label): \($0.value)" }.joined(separator: " · "), "",
        ]
        if !report.contradictions.isEmpty {
            lines += ["**Contradictions** (the failure wins; see `crosswalk audit check`):", ""]
            lines += report.contradictions.map { "- \(AuditReportText.contradiction($0))" }
            lines.append("")
        }
        lines += ["## Answers", ""]
        for standard in report.standards {
            lines += standard.answers.map { "- \($0.question) **\(AuditReportText.verdict($0.answer))**: \(AuditReportText.detail($0))" }
        }
        lines += ["", "## Summary", ""]
        let header = ["Standard"] + Conformance.allCases.map(\.rawValue) + ["Total"]
        lines += table(
            header,
            report.standards.map { s in
                [s.name] + Conformance.allCases.map { String(s.summary.counts[$0.rawValue] ?? 0) } + [String(s.summary.total)]
            })
        for standard in report.standards {
            lines += ["", "## \(standard.name)", "", standard.title, ""]
            lines += table(
                ["Level"] + Conformance.allCases.map(\.rawValue) + ["Total"],
                standard.levels.map { c in
                    [c.level?.rawValue ?? ""] + Conformance.allCases.map { String(c.counts[$0.rawValue] ?? 0) } + [String(c.total)]
                })
            lines.append("")
            lines += table(
                ["Requirement", "Level", "Conformance", "Items", "Remarks"],
                standard.requirements.map { r in
                    [
                        "\(r.number) \(r.title)", r.level.rawValue, r.conformance.rawValue + (r.derived ? " (derived)" : ""),
                        r.items.joined(separator: ", "), r.remarks.joined(separator: " "),
                    ]
                })
        }
        lines += ["", "## Items", ""]
        lines += table(
            ["Item", "Title", "Outcome", "Tester", "Date", "Note", "Evidence"],
            report.items.map { i in
                [
                    i.id, i.title, i.outcome.rawValue + (i.partial ? " (partial)" : ""), i.tester, i.date, i.note,
                    i.evidence.map { "<\($0)>" }.joined(separator: " "),
                ]
            })
        lines += ["", AuditReportText.footer(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        func row(_ cells: [String]) -> String { "| " + cells.map(cell).joined(separator: " | ") + " |" }
        return [row(header), "|" + header.map { _ in " --- |" }.joined()] + rows.map(row)
    }

    /// A table cell: one line, its pipes escaped.
    static func cell(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
