import CSV
import Foundation

/// The CSV export: the knowledge base as a folder of tables, one per kind of row, beside the
/// JSON and OSCAL exports. `crosswalk export --format csv` only chooses the folder and writes.
public enum CSVExport {
    /// One CSV file: its name in the folder, its header and its rows.
    public struct Table: Sendable, Equatable {
        public var name: String
        public var header: [String]
        public var rows: [[String]]

        /// The file's text, as ``CSVExport/text(header:rows:)`` writes it.
        public func text() throws -> String { try CSVExport.text(header: header, rows: rows) }
    }

    /// RFC 4180 CSV with a header row. A cell a spreadsheet would run as a formula (it starts
    /// with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP's CSV
    /// injection advice says: policy staff open these files in spreadsheets. JSON stays exact.
    public static func text(header: [String], rows: [[String]]) throws -> String {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for row in rows { try writer.write(row: row.map(neutralised)) }
        writer.stream.close()
        let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func neutralised(_ cell: String) -> String {
        guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return cell }
        return "'" + cell
    }

    /// The header of checks.csv and of `crosswalk checks --format csv`.
    public static let checksHeader = [
        "tool", "check", "title", "platforms", "threshold", "experimental", "target", "relationship", "remarks", "cannot_see",
    ]

    /// One row per check and target: checks.csv, and `crosswalk checks --format csv`.
    public static func checkRows(_ tools: [CheckToolDetail]) -> [[String]] {
        tools.flatMap { tool in
            tool.checks.flatMap { check in
                check.tests.map { test in
                    [
                        tool.id, check.name, check.title, check.platforms.map(\.rawValue).joined(separator: " "), check.threshold ?? "",
                        check.experimental ? "yes" : "no", test.target, test.relationship.rawValue, test.remarks ?? "", check.cannotSee,
                    ]
                }
            }
        }
    }

    /// The export's tables, in the order the folder lists them.
    public static func tables(_ e: KnowledgeBaseExport) -> [Table] {
        let guidelines = e.guidelines
        return [
            Table(
                name: "standards.csv",
                header: [
                    "id", "short_name", "title", "publisher", "region", "version", "date", "status", "source_url", "licence", "kind",
                    "jurisdiction", "in_force", "wcag",
                ],
                rows: e.standards.map {
                    [
                        $0.id, $0.shortName, $0.title, $0.publisher, $0.region, $0.version, $0.date, $0.status.rawValue,
                        $0.sourceURL ?? "", $0.licence, $0.kind.rawValue, $0.regulation?.jurisdiction ?? "",
                        $0.regulation?.inForce ?? "", $0.regulation?.wcag.rawValue ?? "",
                    ]
                }),
            Table(
                name: "guidelines.csv",
                header: [
                    "id", "standard", "number", "title", "level", "category", "statement", "heading", "topics", "platforms", "summary",
                    "notes", "paraphrase", "applicability", "applicability_note", "scoping",
                ],
                rows: guidelines.map { g in
                    [
                        g.id, g.standard, g.number, g.title, g.level.rawValue, g.category?.id ?? "", g.statement, g.heading ?? "",
                        g.topics.map(\.id).joined(separator: " "),
                        g.platforms.filter(\.hasTechnique).map(\.platform.rawValue).joined(separator: " "),
                        g.summary, g.notes, g.paraphrase ? "yes" : "no", g.applicability?.status.rawValue ?? "",
                        g.applicability?.note ?? "", g.scoping ? "yes" : "no",
                    ]
                }),
            Table(
                name: "techniques.csv", header: ["guideline", "position", "platform", "kind", "editorial", "legacy", "markdown"],
                rows: guidelines.flatMap { g in
                    g.techniques.enumerated().map {
                        [
                            g.id, String($0.offset), $0.element.platform.rawValue, $0.element.kind.rawValue,
                            $0.element.editorial ? "yes" : "no", $0.element.legacy ? "yes" : "no", $0.element.markdown,
                        ]
                    }
                }),
            Table(
                name: "code.csv", header: ["guideline", "technique", "platform", "language", "code"],
                rows: guidelines.flatMap { g in
                    g.techniques.enumerated().flatMap { index, t in
                        t.code.map { [g.id, String(index), t.platform.rawValue, $0.language, $0.code] }
                    }
                }),
            Table(
                name: "tests.csv", header: ["guideline", "editorial", "kind", "position", "text"],
                rows: guidelines.flatMap(testRows)),
            Table(
                name: "test_code.csv", header: ["guideline", "position", "platform", "language", "code"],
                rows: guidelines.flatMap(testCodeRows)),
            Table(
                name: "checks.csv",
                // The rows `crosswalk checks --format csv` prints: one per criterion or guideline a check tests.
                header: checksHeader, rows: checkRows(e.checkTools)),
            Table(
                name: "criteria.csv", header: ["id", "number", "handle", "level", "principle", "guideline", "understanding", "summary"],
                rows: e.criteria.map {
                    [$0.id, $0.number, $0.handle, $0.level.rawValue, $0.principle, $0.guideline, $0.understanding, $0.summary]
                }),
            Table(
                name: "mappings.csv",
                header: [
                    "source", "target", "relationship", "rationale", "confidence", "method", "supersedes", "remarks", "file", "line",
                ],
                rows: e.mappings.map {
                    [
                        $0.source, $0.target, $0.relationship.rawValue, $0.rationale.rawValue, $0.confidence.rawValue,
                        $0.method.rawValue, $0.supersedes ? "yes" : "no", $0.remarks, $0.file, String($0.line),
                    ]
                }),
            Table(
                name: "topics.csv", header: ["id", "title", "description"], rows: e.topics.map { [$0.id, $0.title, $0.description] }),
        ]
    }

    /// A guideline's procedure, expected results and automated test as rows of tests.csv; the
    /// automated test is always Crosswalk's, so editorial whatever the procedure is.
    private static func testRows(_ g: GuidelineDetail) -> [[String]] {
        let editorial = g.testing.editorial ? "yes" : "no"
        var rows = g.testing.steps.enumerated().map { [g.id, editorial, "procedure", String($0.offset + 1), $0.element] }
        rows += g.testing.expected.enumerated().map { [g.id, editorial, "expected", String($0.offset + 1), $0.element] }
        if let test = g.testing.automatedTest {
            rows.append([g.id, "yes", "automated", "1", test.prose])
            if !test.personChecks.isEmpty { rows.append([g.id, "yes", "person-checks", "1", test.personChecks]) }
        }
        return rows
    }

    private static func testCodeRows(_ g: GuidelineDetail) -> [[String]] {
        (g.testing.automatedTest?.code ?? []).enumerated().map {
            [g.id, String($0.offset + 1), $0.element.platform.rawValue, $0.element.language.rawValue, $0.element.code]
        }
    }
}
