extension SiteGenerator {
    func matrixRows(_ matrix: Matrix) -> [[String: Any]] {
        matrix.rows.map { row in
            ["id": row.id, "title": row.title, "level": row.level ?? "", "cells": data.standards.map { s in
                ["guidelines": (row.cells[s.id] ?? []).map { id in
                    ["path": Self.guidelinePath(id), "number": data.byID[id]?.number ?? id] as [String: Any]
                }] as [String: Any]
            }]
        }
    }

    func wcagPage() -> SitePage {
        SitePage(path: "wcag/index.html", template: "wcag", context: context(section: "wcag", current: "WCAG 2.0", [
            "standards": data.standards.map { ["shortName": $0.shortName] },
            "rows": matrixRows(data.criterionMatrix),
        ]))
    }

    func criterionPage(_ c: CriterionDetail) -> SitePage {
        let groups = c.standards.map { group in
            ["standard": group.standard, "standardName": group.standardName, "guidelines": group.guidelines.map { link in
                Self.levelContext(link.level).merging([
                    "path": Self.guidelinePath(link.guideline), "number": data.byID[link.guideline]?.number ?? link.guideline,
                    "title": link.title, "relationship": link.relationship, "method": link.method,
                    "confidence": link.confidence, "remarks": link.remarks,
                ]) { $1 }
            }] as [String: Any]
        }
        return SitePage(path: "wcag/\(c.number)/index.html", template: "criterion", context: context(
            section: "wcag", crumbs: [("WCAG 2.0", "wcag/")], current: "\(c.number) \(c.handle)", [
                "c": ["number": c.number, "handle": c.handle, "level": c.level, "principle": c.principle,
                      "guideline": c.guideline, "understanding": c.understanding, "summary": c.summary],
                "groups": groups, "hasGroups": !groups.isEmpty,
            ]))
    }

    func coveragePage() -> SitePage {
        let standards = data.coverage.standards.map { s in
            ["standard": s.standard, "standardName": s.standardName,
             "levels": s.levels.map { ["covered": $0.covered, "total": $0.total, "full": $0.full, "percent": Self.percent($0.percent)] },
             "hasUnmapped": !s.unmapped.isEmpty,
             "unmapped": s.unmapped.map { u in
                 ["path": Self.guidelinePath(u.id), "number": data.byID[u.id]?.number ?? u.id, "title": u.title,
                  "remarks": u.remarks ?? false] as [String: Any]
             }] as [String: Any]
        }
        return SitePage(path: "coverage/index.html", template: "coverage", context: context(section: "coverage", current: "Coverage", [
            "levels": data.coverage.levels, "standards": standards, "chart": CoverageChart(data.coverage).context,
        ]))
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The geometry of the coverage bar chart, computed here so the template only places shapes.
struct CoverageChart {
    let context: [String: Any]

    init(_ coverage: Coverage) {
        let barHeight = 16, barGap = 6, groupGap = 18, labelHeight = 22, top = 8, scale = 5.2, left = 0
        let axisHeight = 22
        var y = top
        var groups: [[String: Any]] = []
        for s in coverage.standards {
            let labelY = y + 14
            y += labelHeight
            var bars: [[String: Any]] = []
            for level in s.levels {
                let width = max(1, Int((level.percent * scale).rounded()))
                bars.append([
                    "x": left, "y": y, "width": width, "height": barHeight, "level": level.level,
                    "levelClass": level.level.lowercased(), "percent": SiteGenerator.percent(level.percent),
                    "labelX": left + width + 6, "textY": y + barHeight - 4,
                ])
                y += barHeight + barGap
            }
            groups.append(["name": s.standardName, "labelY": labelY, "bars": bars])
            y += groupGap
        }
        let bottom = y
        let gridlines = stride(from: 0, through: 100, by: 25).map { value -> [String: Any] in
            let x = left + Int((Double(value) * scale).rounded())
            return ["x": x, "top": top, "bottom": bottom, "labelY": bottom + 16, "label": "\(value)%"]
        }
        context = ["width": 640, "height": bottom + axisHeight, "groups": groups, "gridlines": gridlines]
    }
}
