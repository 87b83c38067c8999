import ArgumentParser
import CrosswalkKit

/// `crosswalk standards`: each standard with its counts.
package struct StandardsCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "standards",
        abstract: "List the standards with counts of guidelines, musts, shoulds and platforms covered.")

    @OptionGroup var output: OutputOptions
    @OptionGroup var options: QueryOptions

    package func run() throws {
        Terminal.output(try render(style: .standardOutput), format: output.format)
    }

    package func render(style: TextStyle) throws -> String {
        try options.answer(mapped: false) { store in try answer(from: store, style: style) }
    }

    func answer(from store: Store, style: TextStyle) throws -> String {
        let table = try Self.render(try store.standards(), format: output.format, style: style, detailed: false)
        // Text says which store answered: installed, the repository's or another.
        guard output.format == .text else { return table }
        return table + "\n\n" + style.dim(TextTable.paragraph(StoreText.answered(by: store), width: style.width, hanging: "  "))
    }

    static func render(_ standards: [StandardOverview], format: OutputFormat, style: TextStyle, detailed: Bool) throws -> String {
        switch format {
        case .json: return try Serialization.json(detailed && standards.count == 1 ? AnyEncodable(standards[0]) : AnyEncodable(standards))
        case .csv:
            return try Serialization.csv(
                header: [
                    "id", "short_name", "title", "publisher", "region", "version", "date", "status", "guidelines", "must", "should",
                    "advisory",
                ] + Platform.allCases.map(\.rawValue) + ["kind", "jurisdiction", "in_force", "wcag"],
                rows: standards.map { s in
                    [
                        s.id, s.shortName, s.title, s.publisher, s.region, s.version, s.date, s.status.rawValue, String(s.guidelines),
                        String(s.must),
                        String(s.should), String(s.advisory),
                    ] + Platform.allCases.map { String(s.platforms[$0.rawValue] ?? 0) }
                        + [
                            s.kind.rawValue, s.regulation?.jurisdiction ?? "", s.regulation?.inForce ?? "",
                            s.regulation?.wcag.rawValue ?? "",
                        ]
                })
        case .text:
            if detailed, let s = standards.first {
                // Each fact wrapped to the width, its continuation lines indented.
                let fact = { (text: String) in TextTable.paragraph(text, width: style.width, hanging: "  ") }
                var lines = [
                    fact(style.bold(s.title)),
                    fact(
                        "\(s.shortName) (\(s.id)) · \(s.publisher) · \(s.region) · version \(s.version) · \(s.date) · \(s.status.rawValue)"),
                    "",
                    TextTable.paragraph(s.description, width: style.width),
                    "",
                    fact("Source: " + s.source),
                ]
                if let url = s.sourceURL { lines.append(fact("URL: \(url)")) }
                if let regulation = s.regulation {
                    lines.append(
                        fact(
                            "Regulation: \(regulation.jurisdiction) · in force \(regulation.inForce) · incorporates WCAG \(regulation.wcag.rawValue)"
                        ))
                }
                if let scope = s.scope { lines.append(fact("Scope: " + scope)) }
                if !s.checkedAgainst.isEmpty { lines.append(fact("Checked against: " + s.checkedAgainst.joined(separator: "; "))) }
                if !s.applicability.isEmpty {
                    lines.append(fact("Native apps: " + Self.applicabilityCounts(s.applicability)))
                }
                lines.append(fact("Licence: " + s.licence))
                lines.append(
                    fact(
                        "Levels: "
                            + ["must", "should", "advisory"].compactMap { key in s.strength[key].map { "\(key) = \($0)" } }.joined(
                                separator: "; ")))
                lines.append(fact("Guidelines: \(s.guidelines) (\(s.must) must, \(s.should) should, \(s.advisory) advisory)"))
                lines.append(
                    fact(
                        "With techniques: "
                            + Platform.allCases.map { "\($0.title) \(s.platforms[$0.rawValue] ?? 0)" }.joined(separator: ", ")))
                if !s.categories.isEmpty { lines.append(fact("Categories: " + s.categories.map(\.title).joined(separator: ", "))) }
                if !s.pages.isEmpty {
                    lines.append(fact("Pages: " + s.pages.map { "\($0.title) (\(s.id)/pages/\($0.id))" }.joined(separator: "; ")))
                }
                return lines.joined(separator: "\n")
            }
            let guidance = standards.filter { $0.kind == .guidance }
            var table = TextTable(
                [.init(header: "id", fit: .spill), .init(header: "name", fit: .wrap(minimum: 12))]
                    + ["guidelines", "must", "should", "advisory"].map { .init(header: $0, alignment: .right) })
            for s in guidance {
                table.add([s.id, s.shortName, String(s.guidelines), String(s.must), String(s.should), String(s.advisory)])
            }
            // Five platforms beside the levels would not fit 80 columns: a table of their own.
            var techniques = TextTable(
                [.init(header: "id", fit: .spill)]
                    + Platform.allCases.map { .init(header: $0.title, fit: .wrap(minimum: 0), alignment: .right) })
            for s in guidance { techniques.add([s.id] + Platform.allCases.map { String(s.platforms[$0.rawValue] ?? 0) }) }
            let guidanceText = [
                table.render(style: style), "", style.bold("Guidelines with techniques, by platform"), techniques.render(style: style),
            ].joined(separator: "\n")
            let regulations = standards.filter { $0.kind == .regulation }
            guard !regulations.isEmpty else { return guidanceText }
            // Regulations bind: where, from when, which WCAG, and how many clauses reach apps.
            var laws = TextTable(
                [
                    .init(header: "id", fit: .spill), .init(header: "name", fit: .wrap(minimum: 12)),
                    .init(header: "jurisdiction", fit: .wrap(minimum: 10)), .init(header: "in force"), .init(header: "WCAG"),
                    .init(header: "clauses", alignment: .right), .init(header: "applied", alignment: .right),
                ])
            for s in regulations {
                laws.add([
                    s.id, s.shortName, s.regulation?.jurisdiction ?? "", s.regulation?.inForce ?? "", s.regulation?.wcag.rawValue ?? "",
                    String(s.guidelines), String(s.guidelines - (s.applicability["not-applied"] ?? 0)),
                ])
            }
            return [
                style.bold("Guidance"), guidanceText, "", style.bold("Regulations (as they apply to native apps)"),
                laws.render(style: style),
            ].joined(separator: "\n")
        }
    }
}

extension StandardsCommand {
    /// `40 apply, 3 apply as edited, 6 not applied`.
    static func applicabilityCounts(_ counts: [String: Int]) -> String {
        Guideline.Applicability.Status.allCases.compactMap { status in
            counts[status.rawValue].map { "\($0) \(ApplicabilityText.phrase(status).replacingOccurrences(of: "applies", with: "apply"))" }
        }.joined(separator: ", ")
    }
}

/// Lets one code path encode either a value or an array of it.
struct AnyEncodable: Encodable {
    private let encodeValue: (Encoder) throws -> Void
    init<T: Encodable>(_ value: T) { encodeValue = value.encode }
    func encode(to encoder: Encoder) throws { try encodeValue(encoder) }
}
