import CrosswalkKit

/// A comparison as it reads in an 80-column terminal: the summary first, then each guideline
/// of A with its verdict and the guidelines of B behind it. Paragraphs wrap between words, so
/// an id is never split; a standard's own ids drop its prefix.
package struct ComparisonText {
    package init(comparison: Comparison, names: [String: String], style: TextStyle, all: Bool, why: Bool) {
        self.comparison = comparison
        self.names = names
        self.style = style
        self.all = all
        self.why = why
    }

    let comparison: Comparison
    let names: [String: String]
    let style: TextStyle
    /// List related counterparts (leads) too.
    let all: Bool
    /// Show the mapping file and line of each pair.
    let why: Bool

    /// `paged`: when the comparison lists a page of guidelines, say which and how to get the next.
    /// `listing`: its listed guidelines already written (``listing(_:of:style:all:why:)``).
    package func render(paged: Bool = false, listing: [String]? = nil) -> String {
        var lines = summary(limit: nil)
        lines += [
            "",
            style.dim(
                paragraph(
                    "covered: B asks at least what A asks · partly: they overlap · related: a shared criterion or topic only · "
                        + "strength 1-10 · --all lists leads, --why the mappings behind each pair")),
        ]
        lines += listing ?? entries()
        if paged, let page = page() { lines += ["", paragraph(page)] }
        return lines.joined(separator: "\n")
    }

    /// The answer: the sentence, the table by verdict and level, and the guidelines not
    /// covered (the first `limit` of those the comparison names, when given, and how many more).
    func summary(limit: Int?) -> [String] {
        let c = comparison
        let a = names[c.a] ?? c.a, b = names[c.b] ?? c.b
        let version = c.wcag.map { " (paths through WCAG \($0.rawValue))" } ?? ""
        var lines = [style.bold("Does \(b) cover \(a)?") + version, ""]
        // A regulation's clauses not applied to apps ask nothing of them: say they are left out.
        let s = c.judged == 1 ? "" : "s"
        let what =
            c.leftOut.isEmpty
            ? "guideline\(s) of \(a)"
            : "clause\(s) of \(a) that \(c.judged == 1 ? "applies" : "apply") to native apps (\(c.leftOut.count) more, not applied to apps or only scoping the "
                + "others, \(c.leftOut.count == 1 ? "is" : "are") left out)"
        let related = c.count(.related)
        lines.append(
            paragraph(
                "Of the \(c.judged) \(what), \(b) covers \(c.count(.covered)), partly covers \(c.count(.partlyCovered)) "
                    + "and does not cover \(c.count(.notCovered)); \(related) \(related == 1 ? "is" : "are") only related (leads to check)."
            ))
        lines.append("")
        lines.append(row(["", "must", "should", "advisory", "total"]))
        for count in c.summary {
            lines.append(
                row([Self.label(count.verdict), String(count.must), String(count.should), String(count.advisory), String(count.total)]))
        }
        let uncovered = c.count(.notCovered)
        if uncovered > 0 {
            let shown = c.notCovered.prefix(limit ?? c.notCovered.count)
            let more = uncovered > shown.count ? "; and \(uncovered - shown.count) more" : ""
            lines += ["", paragraph("Not covered: " + shown.map { "\($0.number) \($0.title)" }.joined(separator: "; ") + more)]
        }
        return lines
    }

    /// Which guidelines a page lists and how to list the next, when it does not list them all.
    package func page() -> String? {
        let c = comparison
        let a = names[c.a] ?? c.a
        let last = c.offset + c.entries.count
        // A regulation's are clauses, as the summary above calls them.
        let (one, many, Many) = c.leftOut.isEmpty ? ("guideline", "guidelines", "Guidelines") : ("clause", "clauses", "Clauses")
        if c.entries.isEmpty {
            guard c.judged > 0 else { return nil }
            return c.offset >= c.judged
                ? "No \(one) listed: --offset \(c.offset) is past the \(c.judged) of \(a)."
                : "The \(many) of \(a) are not listed: --limit N lists N of them with their counterparts."
        }
        guard c.offset > 0 || last < c.judged else { return nil }
        let next = last < c.judged ? "; --offset \(last) lists the next" : ""
        return "\(Many) \(c.offset + 1) to \(last) of the \(c.judged) of \(a) listed\(next) (--limit sets how many, --full lists all)."
    }

    /// Each guideline of A with its verdict and the guidelines of B behind it.
    func entries() -> [String] {
        Self.listing(comparison.entries, of: comparison.b, style: style, all: all, why: why)
    }

    /// `entries`, listed guidelines of a comparison by `b`, as ``entries()`` writes them: a
    /// comparison's text writes them while the guidelines it does not list are judged.
    static func listing(_ entries: [Comparison.Entry], of b: String, style: TextStyle, all: Bool, why: Bool) -> [String] {
        func paragraph(_ text: String, indent: String = "") -> String { TextTable.paragraph(text, width: style.width, indent: indent) }
        var lines: [String] = []
        for entry in entries {
            lines.append("")
            lines.append(paragraph(style.bold("\(entry.number) \(entry.title)") + " [\(entry.level.rawValue)]"))
            let shown = entry.counterparts.filter { all || $0.verdict != .related }
            if entry.verdict == .notCovered {
                let why = entry.noCounterpart.map { ": \($0)" } ?? ""
                lines.append(paragraph("not covered" + why, indent: "  "))
            }
            for p in shown {
                let own = p.guideline.hasPrefix(b + "/") ? String(p.guideline.dropFirst(b.count + 1)) : p.guideline
                var facts = [p.relationship.rawValue, Self.path(p), p.assertedBy.rawValue]
                if let confidence = p.confidence { facts.append("\(confidence.rawValue) confidence") }
                lines.append(
                    paragraph(
                        "\(Self.label(p.verdict)) (\(p.strength)): \(own) \(p.title) · " + facts.joined(separator: ", "), indent: "  "))
                if why, !p.provenance.isEmpty {
                    lines.append(paragraph("from " + p.provenance.map(\.description).joined(separator: ", "), indent: "    "))
                }
            }
            if entry.omitted > 0 {
                lines.append(paragraph("\(entry.omitted) more that cover or partly cover it (--full lists them)", indent: "  "))
            }
            // Leads are counted whether listed or not: those beyond the listed ones are said.
            let hidden = all ? entry.leadsNotListed : entry.leads
            if hidden > 0 {
                let lead = "\(hidden) \(all ? "more " : "")related lead\(hidden == 1 ? "" : "s") not shown"
                lines.append(paragraph(lead + (all ? " (--full)" : " (--all)"), indent: "  "))
            }
        }
        return lines
    }

    static func label(_ verdict: Comparison.Verdict) -> String {
        switch verdict {
        case .covered: "covered"
        case .partlyCovered: "partly covered"
        case .related: "related"
        case .notCovered: "not covered"
        }
    }

    static func path(_ p: Comparison.Counterpart) -> String {
        switch p.path {
        case .direct: "direct"
        case .transitive: "through " + p.via.joined(separator: ", ")
        case .hub: "through WCAG " + p.via.joined(separator: ", ")
        case .topic: "shared topic " + p.via.joined(separator: ", ")
        }
    }

    /// What changed for apps from one version of a regulation to the next, grouped by kind.
    static func changes(_ changes: VersionChanges, names: [String: String], style: TextStyle) -> String {
        let earlier = names[changes.earlier] ?? changes.earlier, later = names[changes.later] ?? changes.later
        let paragraph = { (text: String, indent: String) in
            TextTable.paragraph(text, width: style.width, indent: indent, hanging: indent + "  ")
        }
        var lines = [style.bold("What changed for native apps from \(earlier) to \(later)"), ""]
        let counts = VersionChanges.Kind.allCases.compactMap { kind -> String? in
            let n = changes.changes.count { $0.kind == kind }
            return n == 0 ? nil : "\(n) \(heading(kind).lowercased())"
        }
        lines.append(paragraph((counts + ["\(changes.unchanged) unchanged"]).joined(separator: ", ") + ".", ""))
        for kind in VersionChanges.Kind.allCases {
            let those = changes.changes.filter { $0.kind == kind }
            guard !those.isEmpty else { continue }
            lines += ["", style.bold(heading(kind))]
            for change in those {
                let own = { (id: String) in id.split(separator: "/", maxSplits: 1).last.map(String.init) ?? id }
                let number = change.clause.map(own) ?? change.earlier.map(own).joined(separator: ", ")
                let from =
                    change.clause != nil && !change.earlier.isEmpty && change.earlier.map(own) != [number]
                    ? " (was \(change.earlier.map(own).joined(separator: ", ")))" : ""
                lines.append(
                    paragraph("\(number) \(change.title)\(from)" + (change.remarks.map { ": \($0)" } ?? ""), "  "))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func heading(_ kind: VersionChanges.Kind) -> String {
        switch kind {
        case .new: "New"
        case .newlyApplied: "Newly applied to apps"
        case .changed: "Changed"
        case .renumbered: "Renumbered"
        case .noLongerApplied: "No longer applied to apps"
        case .removed: "Removed"
        case .stillNotApplied: "Still not applied to apps"
        }
    }

    private func paragraph(_ text: String, indent: String = "") -> String {
        TextTable.paragraph(text, width: style.width, indent: indent)
    }

    /// The summary table's fixed columns: a 15-character label, then right-aligned numbers.
    private func row(_ cells: [String]) -> String {
        let label = cells[0].padding(toLength: 15, withPad: " ", startingAt: 0)
        return label + cells.dropFirst().map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }.joined()
    }
}

/// What `crosswalk compare A B` reports: how B covers A, and (unless --one-way) how A covers B.
struct ComparisonReport: Encodable {
    var wcag: WCAGVersion
    /// Standard ids to their short names, for text output.
    var names: [String: String]
    var comparisons: [Comparison]
    /// What changed for apps, when the two are versions of one regulation.
    var changes: VersionChanges?

    enum CodingKeys: String, CodingKey { case wcag, comparisons, changes }
}
