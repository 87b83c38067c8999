import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk export`: the whole knowledge base as JSON (with its schema), CSV tables or OSCAL
/// 1.2 catalogs and mapping collections.
package struct ExportCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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

    package func validate() throws {
        if format == .csv && out == nil {
            throw ValidationError("CSV export writes several tables; give a folder with --out, e.g. --out export/")
        }
        if format == .oscal && out == nil {
            throw ValidationError("OSCAL export writes several documents; give a folder with --out, e.g. --out oscal/")
        }
    }

    package func run() throws {
        let store = try options.openStore()
        let inputs = [
            ("--db", store.path), ("--content", options.source.paths.content), ("--mappings", options.source.paths.mappings),
        ]
        switch format {
        case .json:
            // Written as it is made: an export of 20,000 guidelines is about a gigabyte.
            let stream = ExportJSONStream(store: store)
            if let out {
                // An existing --out file is replaced only when it is an export (parsed, not
                // searched for a phrase): anything else is someone's and is left alone.
                let counts = try FileSystem.writeAtomically(
                    to: out, owner: "crosswalk export", isOwn: KnowledgeBaseExport.isExport(atPath:)
                ) { file in
                    try stream.write { try file.write(contentsOf: $0) }
                }
                Terminal.standardError("wrote \(out): \(counts.guidelines) guidelines, \(counts.mappings) mappings")
            } else {
                _ = try stream.write { try FileHandle.standardOutput.write(contentsOf: $0) }
            }
        case .csv:
            let export = try store.export(counterparts: false)
            try FileSystem.writeFolderAtomically(out!, owner: "crosswalk export", inputs: inputs) { folder in
                for table in CSVExport.tables(export) {
                    try table.text().write(toFile: folder + "/" + table.name, atomically: false, encoding: .utf8)
                }
            }
            Terminal.standardError(
                "wrote \(out!)/: standards, guidelines, techniques, code, tests, test code, checks, criteria, mappings and topics as CSV")
        case .oscal:
            let lastModified = try Self.lastModified(of: store)
            let counts = try OSCALExport.write(to: out!, inputs: inputs) { emit in
                try store.oscalDocuments(lastModified: lastModified, emit)
            }
            let count = { (kind: OSCALExport.Document.Kind) in counts[kind] ?? 0 }
            Terminal.standardError(
                "wrote \(out!)/: OSCAL \(count(.catalog)) catalogs, \(count(.mappingSet)) mapping sets, \(count(.comparison)) comparisons")
        }
    }

    /// The OSCAL documents' last-modified time: `SOURCE_DATE_EPOCH` (reproducible-builds.org)
    /// when set, so a checkout exports the same bytes anywhere; else the newest change to the
    /// content the store was built from, so re-exporting unchanged content gives the same bytes.
    package static func lastModified(of store: Store, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Date {
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
}
