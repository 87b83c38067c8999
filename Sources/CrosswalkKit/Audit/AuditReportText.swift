/// The sentences a report says the same way in Markdown and HTML.
enum AuditReportText {
    static func subjectName(_ report: AuditReport) -> String {
        let name = report.subject.name.isEmpty ? "the app" : report.subject.name
        return report.subject.version.isEmpty ? name : "\(name) \(report.subject.version)"
    }

    static func title(_ report: AuditReport) -> String {
        "Accessibility conformance report: \(subjectName(report)) (\(report.platform.title))"
    }

    static func facts(_ report: AuditReport) -> [(label: String, value: String)] {
        [
            ("Standards", report.standards.map(\.name).joined(separator: ", ")),
            ("Plan", "\(report.plan), made \(report.created)"),
            ("Reported", report.reported),
            (
                "Content",
                report.planFingerprint == report.contentFingerprint
                    ? report.contentFingerprint : "\(report.contentFingerprint) (the plan was made from \(report.planFingerprint))"
            ),
        ]
    }

    static func verdict(_ verdict: AuditReport.Answer.Verdict) -> String {
        switch verdict {
        case .meets: "yes"
        case .doesNotMeet: "no"
        case .notDetermined: "not yet known"
        }
    }

    static func detail(_ answer: AuditReport.Answer) -> String {
        var parts = ["\(answer.requirements) requirement\(answer.requirements == 1 ? "" : "s")"]
        if answer.failing > 0 { parts.append("\(answer.failing) not or only partly supported") }
        if answer.notEvaluated > 0 { parts.append("\(answer.notEvaluated) not evaluated") }
        return parts.joined(separator: ", ")
    }

    static func contradiction(_ c: AuditReport.Contradiction) -> String {
        c.requirement == c.weaker
            ? "\(c.passed) passed but \(c.failed) failed, and the content makes their requirements equivalent (\(c.requirement))."
            : "\(c.passed) passed but \(c.failed) failed: \(c.weaker) asks no more than \(c.requirement), so \(c.requirement) does not support."
    }

    static func footer(_ report: AuditReport) -> String {
        "Derived by Crosswalk (\(AuditReport.format)) from the results in \(report.plan) through the mappings of its content: "
            + "a requirement's own item decides it; a failed item also fails every requirement that asks at least as much, and a "
            + "passed item passes every requirement that asks no more (docs/audit.md)."
    }
}
