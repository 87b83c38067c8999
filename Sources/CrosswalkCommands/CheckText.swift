import CrosswalkKit

/// How automated checks read in text output: the tool's page (`show atf`, `crosswalk checks`)
/// and the checks listed under a guideline or criterion.
enum CheckText {
    /// The checks that test a guideline or criterion, one paragraph each.
    static func references(_ checks: [CheckReference], style: TextStyle) -> [String] {
        var lines = ["", style.bold("Automated checks")]
        if checks.isEmpty {
            lines.append("  No automated check is known to test it; a person tests it.")
            return lines
        }
        for check in checks {
            let via = check.via.isEmpty ? "" : " via " + check.via.map(SuccessCriterion.number(of:)).joined(separator: ", ")
            lines += TextTable.paragraphLines(
                style.bold(check.id) + " (\(check.toolName)) · \(check.relationship.rawValue)\(via)"
                    + (check.experimental ? " · experimental" : ""), width: style.width, indent: "  ", hanging: "    ")
            lines += TextTable.paragraphLines(check.title, width: style.width, indent: "    ")
            if let threshold = check.threshold {
                lines += TextTable.paragraphLines("Threshold: " + threshold, width: style.width, indent: "    ", hanging: "      ")
            }
            lines += TextTable.paragraphLines(
                "A person still checks: " + check.cannotSee, width: style.width, indent: "    ", hanging: "      ")
        }
        return lines
    }

    /// A tool with its checks.
    static func tool(_ tool: CheckToolDetail, style: TextStyle) -> String {
        let paragraph = { (text: String) in TextTable.paragraph(text, width: style.width, hanging: "  ") }
        var lines = [
            paragraph(style.bold(tool.name) + " (\(tool.id))"),
            paragraph(
                "\(tool.publisher) · \(tool.kind.rawValue) · \(tool.platforms.map(\.title).joined(separator: ", ")) · version \(tool.version)"
            ),
            paragraph("Source: \(tool.sourceURL)"),
            paragraph("Names and thresholds checked on \(tool.checked) against: \(tool.checkedAgainst)"),
            "",
            TextTable.paragraph(tool.description, width: style.width),
            "",
            TextTable.paragraph(
                "Titles, descriptions and what each check cannot see are Crosswalk's words; the relationships are "
                    + (tool.mappedBy == .source ? "the tool's own (its WCAG tags)." : "Crosswalk's editors' judgement."),
                width: style.width),
        ]
        for check in tool.checks {
            lines += ["", paragraph(style.bold(check.name) + " · " + check.title + (check.experimental ? " (experimental)" : ""))]
            lines += TextTable.paragraphLines(check.description, width: style.width, indent: "  ")
            if check.platforms != tool.platforms {
                lines += TextTable.paragraphLines(
                    "Platforms: "
                        + (check.platforms.isEmpty ? "none Crosswalk covers" : check.platforms.map(\.title).joined(separator: ", ")),
                    width: style.width, indent: "  ")
            }
            if let threshold = check.threshold {
                lines += TextTable.paragraphLines("Threshold: " + threshold, width: style.width, indent: "  ", hanging: "    ")
            }
            for test in check.tests {
                lines += TextTable.paragraphLines(
                    "Tests \(test.label) \(test.title)" + (test.level.map { " (\($0.rawValue))" } ?? "") + ": \(test.relationship.rawValue)"
                        + (test.remarks.map { ". \($0)" } ?? ""), width: style.width, indent: "  ", hanging: "    ")
            }
            lines += TextTable.paragraphLines(
                "A person still checks: " + check.cannotSee, width: style.width, indent: "  ", hanging: "    ")
        }
        return lines.joined(separator: "\n")
    }
}
