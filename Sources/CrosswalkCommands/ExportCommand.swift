import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk export`: the whole knowledge base as JSON (with its schema), CSV tables or OSCAL
/// 1.2 catalogs and mapping collections.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the whole knowledge base as JSON, CSV or OSCAL.",
        discussion: """
            JSON: one document with standards, guidelines (techniques, code, tests, WCAG links, \
            equivalents), criteria, mappings, topics, user groups, glossary and pages; its JSON \
            Schema is embedded under "schema". CSV: a folder of tables (standards.csv, \
            guidelines.csv, techniques.csv, code.csv, tests.csv, test_code.csv, checks.csv, \
            criteria.csv, mappings.csv, topics.csv), so --out names a folder. OSCAL: a folder of OSCAL 1.2 JSON documents, \
            catalogs/<standard>.json and catalogs/wcag.json (each guideline or criterion a control) \
            mappings/<source>--<target>.json (a mapping collection per mapping set) and \
            comparisons/<a>--<b>.json (how B covers each guideline of A, as compare); their \
            last-modified time is SOURCE_DATE_EPOCH when set, else the newest change to the content \
            the store was built from. Output is written to a temporary file or folder and moved into \
            place when complete.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv, oscal }

    @Option(help: ArgumentHelp("json, csv or oscal (text is for the query commands: show, list, search).", valueName: "format"))
    var format: Format = .json

    @Option(help: ArgumentHelp("Write to this file (json) or folder (csv, oscal) instead of standard output.", valueName: "path"))
    var out: String?

    @OptionGroup var options: QueryOptions

    func validate() throws {
        if format == .csv && out == nil {
            throw ValidationError("CSV export writes several tables; give a folder with --out, e.g. --out export/")
        }
        if format == .oscal && out == nil {
            throw ValidationError("OSCAL export writes several documents; give a folder with --out, e.g. --out oscal/")
        }
    }

    func run() throws {
        let store = try options.openStore()
        let inputs = [
            ("--db", store.path), ("--content", options.source.paths.content), ("--mappings", options.source.paths.mappings),
        ]
        switch format {
        case .json:
            let export = try store.export()
            let json = try Serialization.json(export) + "\n"
            if let out {
                // An existing --out file is replaced only when it is an export (parsed, not
                // searched for a phrase): anything else is someone's and is left alone.
                try FileSystem.writeAtomically(json, to: out, owner: "crosswalk export", isOwn: KnowledgeBaseExport.isExport(atPath:))
                Terminal.standardError("wrote \(out): \(export.guidelines.count) guidelines, \(export.mappings.count) mappings")
            } else {
                print(json, terminator: "")
            }
        case .csv:
            let export = try store.export()
            try FileSystem.writeFolderAtomically(out!, owner: "crosswalk export", inputs: inputs) { folder in
                for (name, text) in try Self.tables(export) {
                    try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
                }
            }
            Terminal.standardError(
                "wrote \(out!)/: standards, guidelines, techniques, code, tests, test code, checks, criteria, mappings and topics as CSV")
        case .oscal:
            let export = try store.oscalExport(lastModified: try Self.lastModified(of: store))
            try export.write(to: out!, inputs: inputs)
            let count = { (kind: OSCALExport.Document.Kind) in export.documents.filter { $0.kind == kind }.count }
            Terminal.standardError(
                "wrote \(out!)/: OSCAL \(count(.catalog)) catalogs, \(count(.mappingSet)) mapping sets, \(count(.comparison)) comparisons")
        }
    }

    /// The OSCAL documents' last-modified time: `SOURCE_DATE_EPOCH` (reproducible-builds.org)
    /// when set, so a checkout exports the same bytes anywhere; else the newest change to the
    /// content the store was built from, so re-exporting unchanged content gives the same bytes.
    static func lastModified(of store: Store, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Date {
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch), seconds >= 0 else {
                throw CrosswalkError.invalidArgument(
                    argument: "SOURCE_DATE_EPOCH=\(epoch)", reason: "must be a whole number of seconds since 1970-01-01 UTC")
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        let folders = try store.builtFrom().map { [$0.content, $0.mappings] } ?? []
        let newest = FileSystem.newestModification(under: folders) ?? Date()
        return Date(timeIntervalSince1970: newest.timeIntervalSince1970.rounded(.down))
    }

    static func tables(_ e: KnowledgeBaseExport) throws -> [(String, String)] {
        let guidelines = e.guidelines
        return [
            (
                "standards.csv",
                try Serialization.csv(
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
                    })
            ),
            (
                "guidelines.csv",
                try Serialization.csv(
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
                    })
            ),
            (
                "techniques.csv",
                try Serialization.csv(
                    header: ["guideline", "position", "platform", "kind", "editorial", "legacy", "markdown"],
                    rows: guidelines.flatMap { g in
                        g.techniques.enumerated().map {
                            [
                                g.id, String($0.offset), $0.element.platform.rawValue, $0.element.kind.rawValue,
                                $0.element.editorial ? "yes" : "no", $0.element.legacy ? "yes" : "no", $0.element.markdown,
                            ]
                        }
                    })
            ),
            (
                "code.csv",
                try Serialization.csv(
                    header: ["guideline", "technique", "platform", "language", "code"],
                    rows: guidelines.flatMap { g in
                        g.techniques.enumerated().flatMap { index, t in
                            t.code.map { [g.id, String(index), t.platform.rawValue, $0.language, $0.code] }
                        }
                    })
            ),
            (
                "tests.csv",
                try Serialization.csv(
                    header: ["guideline", "editorial", "kind", "position", "text"],
                    rows: guidelines.flatMap(testRows))
            ),
            (
                "test_code.csv",
                try Serialization.csv(
                    header: ["guideline", "position", "platform", "language", "code"], rows: guidelines.flatMap(testCodeRows))
            ),
            (
                "checks.csv",
                // The rows `crosswalk checks --format csv` prints: one per criterion or guideline a check tests.
                try Serialization.csv(header: CheckText.csvHeader, rows: CheckText.csvRows(e.checkTools))
            ),
            (
                "criteria.csv",
                try Serialization.csv(
                    header: ["id", "number", "handle", "level", "principle", "guideline", "understanding", "summary"],
                    rows: e.criteria.map {
                        [$0.id, $0.number, $0.handle, $0.level.rawValue, $0.principle, $0.guideline, $0.understanding, $0.summary]
                    })
            ),
            (
                "mappings.csv",
                try Serialization.csv(
                    header: [
                        "source", "target", "relationship", "rationale", "confidence", "method", "supersedes", "remarks", "file", "line",
                    ],
                    rows: e.mappings.map {
                        [
                            $0.source, $0.target, $0.relationship.rawValue, $0.rationale.rawValue, $0.confidence.rawValue,
                            $0.method.rawValue, $0.supersedes ? "yes" : "no", $0.remarks, $0.file, String($0.line),
                        ]
                    })
            ),
            (
                "topics.csv",
                try Serialization.csv(header: ["id", "title", "description"], rows: e.topics.map { [$0.id, $0.title, $0.description] })
            ),
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
