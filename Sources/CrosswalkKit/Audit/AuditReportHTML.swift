/// A report as one HTML page in the site's look: the site's stylesheet inlined, so the file
/// stands alone (mailed, archived, printed). Tables have captions and header scopes, stack
/// into labelled blocks on a phone, and scroll in a focusable region when they must.
public enum AuditReportHTML {
    /// `css` is the site's stylesheet (Site/assets/site.css).
    public static func render(_ report: AuditReport, css: String) -> String {
        var html: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"generator\" content=\"\(AuditReport.format)\">",
            "<meta name=\"color-scheme\" content=\"light dark\">",
            "<title>\(e(AuditReportText.title(report)))</title>",
            "<style>", css.replacingOccurrences(of: "</style", with: "<\\/style"), "</style>",
            "</head>",
            "<body>",
            "<a class=\"skip-link\" href=\"#main\">Skip to main content</a>",
            "<header class=\"site-header\"><div class=\"wrap header-inner\"><p class=\"brand\">Crosswalk audit report</p></div></header>",
            "<main id=\"main\" class=\"wrap\" tabindex=\"-1\">",
            "<h1>Accessibility conformance report<span class=\"h1-sub\">\(e(AuditReportText.subjectName(report))), \(e(report.platform.title))</span></h1>",
            "<dl class=\"facts\">",
        ]
        html += AuditReportText.facts(report).map { "<dt>\(e($0.label))</dt><dd>\(e($0.value))</dd>" }
        html.append("</dl>")
        if !report.contradictions.isEmpty {
            html += [
                "<h2 id=\"contradictions\">Contradictions</h2>", "<p>The failure wins; <code>crosswalk audit check</code> names each.</p>",
                "<ul>",
            ]
            html += report.contradictions.map { "<li>\(e(AuditReportText.contradiction($0)))</li>" }
            html.append("</ul>")
        }
        html += ["<h2 id=\"answers\">Answers</h2>", "<ul>"]
        for standard in report.standards {
            html += standard.answers.map {
                "<li>\(e($0.question)) <strong>\(e(AuditReportText.verdict($0.answer)))</strong>: \(e(AuditReportText.detail($0)))</li>"
            }
        }
        html.append("</ul>")
        html += ["<h2 id=\"summary\">Summary</h2>"]
        html += table(
            id: "summary-table", caption: "Requirements by conformance, per standard",
            header: ["Standard"] + Conformance.allCases.map(\.rawValue) + ["Total"],
            rows: report.standards.map { s in
                ["<a href=\"#\(e(anchor(s.id)))\">\(e(s.name))</a>"]
                    + Conformance.allCases.map { String(s.summary.counts[$0.rawValue] ?? 0) }
                    + [String(s.summary.total)]
            }, numeric: true)
        for standard in report.standards {
            html += [
                "<section aria-labelledby=\"\(e(anchor(standard.id)))\">", "<h2 id=\"\(e(anchor(standard.id)))\">\(e(standard.name))</h2>",
            ]
            html.append("<p class=\"meta\">\(e(standard.title))</p>")
            html += table(
                id: anchor(standard.id) + "-levels", caption: "\(standard.name): requirements by level and conformance",
                header: ["Level"] + Conformance.allCases.map(\.rawValue) + ["Total"],
                rows: standard.levels.map { c in
                    [e(c.level?.rawValue ?? "")] + Conformance.allCases.map { String(c.counts[$0.rawValue] ?? 0) } + [String(c.total)]
                }, numeric: true)
            html += table(
                id: anchor(standard.id) + "-requirements", caption: "\(standard.name): each requirement's conformance",
                header: ["Requirement", "Level", "Conformance", "Items", "Remarks"],
                rows: standard.requirements.map { r in
                    [
                        "<span class=\"number\">\(e(r.number))</span> \(e(r.title))", e(r.level.rawValue),
                        (r.conformance.isFailed ? "<strong>\(e(r.conformance.rawValue))</strong>" : e(r.conformance.rawValue))
                            + (r.derived ? " (derived)" : ""),
                        r.items.map { "<a href=\"#\(e($0))\">\(e($0))</a>" }.joined(separator: " "),
                        r.remarks.map(e).joined(separator: "<br>"),
                    ]
                }, numeric: false)
            html.append("</section>")
        }
        html += ["<h2 id=\"items\">Test items</h2>"]
        html += table(
            id: "items-table", caption: "The plan's test items as the tester recorded them",
            header: ["Item", "Title", "Outcome", "Tester", "Date", "Note", "Evidence"],
            rows: report.items.map { i in
                [
                    "<span id=\"\(e(i.id))\">\(e(i.id))</span>", e(i.title), e(i.outcome.rawValue + (i.partial ? " (partial)" : "")),
                    e(i.tester), e(i.date), e(i.note),
                    i.evidence.map { "<a href=\"\(e($0))\">\(e($0))</a>" }.joined(separator: "<br>"),
                ]
            }, numeric: false)
        html += [
            "</main>",
            "<footer class=\"site-footer\"><div class=\"wrap\"><p>\(e(AuditReportText.footer(report)))</p></div></footer>",
            "</body>",
            "</html>",
        ]
        return html.joined(separator: "\n") + "\n"
    }

    /// A data table in a focusable scrolling region, stacked on a phone (each cell labelled by
    /// its column). Cells are HTML already escaped; the first is the row's header.
    static func table(id: String, caption: String, header: [String], rows: [[String]], numeric: Bool) -> [String] {
        var html = [
            "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"\(e(id))-caption\">",
            "<table class=\"data stack\" id=\"\(e(id))\">",
            "<caption id=\"\(e(id))-caption\">\(e(caption))</caption>",
            "<thead><tr>" + header.map { "<th scope=\"col\">\(e($0))</th>" }.joined() + "</tr></thead>",
            "<tbody>",
        ]
        for row in rows {
            var cells = "<tr><th scope=\"row\">\(row.first ?? "")</th>"
            for (label, cell) in zip(header.dropFirst(), row.dropFirst()) {
                cells += "<td\(numeric ? " class=\"num\"" : "") data-label=\"\(e(label))\">\(cell)</td>"
            }
            html.append(cells + "</tr>")
        }
        return html + ["</tbody>", "</table>", "</div>"]
    }

    static func anchor(_ standard: String) -> String { "standard-" + standard }

    static func e(_ text: String) -> String { SiteHTMLEscaping().escapeText(text) }
}
