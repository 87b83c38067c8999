import Foundation

/// A plan as the YAML file a tester edits: comments at the top say how, and each item's
/// result fields come first, before the reference material (requirements, WCAG criteria,
/// procedures, techniques). `AuditResults` reads it back.
public enum AuditPlanYAML {
    public static func render(_ plan: AuditPlan, names: [String: String] = [:]) -> String {
        var lines: [String] = []
        let standards = plan.standards.map { names[$0] ?? $0 }.joined(separator: ", ")
        lines += [
            "# Crosswalk audit plan for \(plan.platform.title): \(standards).",
            "# \(plan.requirements.count) requirement\(plan.requirements.count == 1 ? "" : "s") in \(plan.items.count) test "
                + "item\(plan.items.count == 1 ? "" : "s"), \(plan.conditionalCount) of them conditional.",
            "#",
            "# Record each item's result in the fields under its title:",
            "#   outcome:  untested, passed, failed, cantTell or inapplicable (the W3C EARL outcomes)",
            "#   partial:  true when a failed item fails only in part (its requirements Partially Support)",
            "#   note:     what you found, in a line or two",
            "#   evidence: screenshots, recordings or logs: paths relative to this file, or http(s) URLs",
            "#   tester:   who tested the item",
            "#   date:     when, as YYYY-MM-DD",
            "# An item with only_if_fails need be tested only if the items it names fail: their pass",
            "# decides every requirement it serves. Leave the other fields as they are: `requirements`",
            "# says what each item decides, so the plan can be rechecked against newer content.",
            "# Then: crosswalk audit check FILE; crosswalk audit report FILE --format html --out report.html",
            "format: \(AuditPlan.format)",
            "created: \(scalar(plan.created))",
            "content_fingerprint: \(scalar(plan.contentFingerprint))",
            "platform: \(plan.platform.rawValue)",
            "standards: [\(plan.standards.map(scalar).joined(separator: ", "))]",
            "subject:  # the app under test, for the report (or give --subject)",
            "  name: \(scalar(plan.subject.name))",
            "  version: \(scalar(plan.subject.version))",
            "items:",
        ]
        for item in plan.items {
            lines += [
                "  - id: \(item.id)",
                "    title: \(scalar(item.title))",
                "    outcome: \(item.outcome.rawValue)",
                "    partial: \(item.partial)",
                "    note: \(scalar(item.note))",
                "    evidence: [\(item.evidence.map(scalar).joined(separator: ", "))]",
                "    tester: \(scalar(item.tester))",
                "    date: \(scalar(item.date))",
            ]
            if let condition = item.conditionText {
                lines.append("    only_if_fails: [\(item.onlyIfFails.joined(separator: ", "))]  # \(condition)")
            }
            lines.append("    requirements:")
            for standard in plan.standards {
                let served = item.requirements.filter { $0.standard == standard }
                guard !served.isEmpty else { continue }
                lines.append("      \(scalar(standard)):")
                for requirement in served {
                    lines += [
                        "        - id: \(scalar(requirement.id))",
                        "          title: \(scalar(requirement.title))",
                        "          level: \(requirement.level.rawValue)",
                        "          decides: \(requirement.decides.rawValue)",
                        "          relationship: \(requirement.relationship.rawValue)",
                    ]
                }
            }
            lines.append(
                "    wcag: [\(item.wcag.map { scalar("\($0.number) \($0.handle) (\($0.level.rawValue))") }.joined(separator: ", "))]")
            lines.append("    procedures:")
            for procedure in item.procedures {
                if let source = procedure.source {
                    lines.append("      - source: \(scalar(source))\(procedure.editorial ? "  # written by Crosswalk's editors" : "")")
                    lines.append("        steps:")
                    lines += procedure.steps.map { "          - \(scalar($0))" }
                    if !procedure.expected.isEmpty {
                        lines.append("        expected:")
                        lines += procedure.expected.map { "          - \(scalar($0))" }
                    }
                } else if let instruction = procedure.instruction {
                    lines.append("      - instruction: \(scalar(instruction))")
                }
            }
            if item.techniques.isEmpty {
                lines.append("    techniques: []  # none for \(plan.platform.title) in the content")
            } else {
                lines.append("    techniques:")
                lines += item.techniques.map {
                    "      - \(scalar($0.guideline)): [\($0.kinds.map(\.rawValue).joined(separator: ", "))]"
                }
            }
            if item.automatedChecks.isEmpty {
                lines.append("    automated_checks: []  # no automated check is known to test these on \(plan.platform.title)")
            } else {
                // Help, not a verdict: each finds some failures; a person decides the item.
                lines.append("    automated_checks:  # run these first; a failure is a finding, a pass decides nothing")
                lines += item.automatedChecks.map { "      - \(scalar($0.id))  # \(oneLineComment($0))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A check's title and threshold for a comment: one line, no '#' confusion needed (a
    /// comment runs to the end of the line whatever it holds).
    static func oneLineComment(_ check: AuditPlan.CheckHelp) -> String {
        (check.title + (check.threshold.map { "; threshold: \($0)" } ?? "")).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A YAML scalar: plain when it is an id or a word any YAML reader takes as that string,
    /// double-quoted (with escapes) otherwise, so a note or title can hold any text.
    package static func scalar(_ text: String) -> String {
        let plain =
            !text.isEmpty && text.first!.isLetter
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.plainScalar.contains($0)) }
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
        if plain { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}

extension CharacterSet {
    /// Letters, digits and `. _ / -`: what an id is made of, plain in any YAML.
    fileprivate static let plainScalar = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/-")
}
