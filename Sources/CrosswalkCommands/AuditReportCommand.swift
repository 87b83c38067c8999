import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk audit report FILE`: every requirement's conformance, derived from the results.
struct AuditReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Derive each requirement's conformance from a plan file's results: HTML, Markdown, JSON, EARL or OSCAL.",
        discussion: """
            For each standard of the plan, every requirement is Supports, Partially Supports, \
            Does Not Support, Not Applicable or Not Evaluated: its own item decides it; a failed \
            item also fails every requirement that asks at least as much; a passed item passes \
            every untested requirement that asks no more. A summary per level answers whether the \
            app meets each standard at A and AA (or at must). The file is checked first, as \
            'audit check' does; outcomes that contradict each other are reported as notes and \
            resolved (the failure wins), any other error stops the report. --format earl writes \
            W3C EARL JSON-LD, --format oscal an OSCAL 1.2 assessment-results document.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, html, json, earl, oscal }

    @Argument(help: ArgumentHelp("The plan file with results (YAML).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("markdown, html, json, earl or oscal.", valueName: "format"))
    var format: Format = .markdown

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("The app's name (default: the plan file's subject).", valueName: "name"))
    var subject: String?

    @Option(name: .customLong("subject-version"), help: ArgumentHelp("The app's version.", valueName: "version"))
    var subjectVersion: String?

    @Option(
        name: .customLong("subject-url"),
        help: ArgumentHelp("EARL: the app's address (e.g. its store page), the subject the WCAG-EM Report Tool matches.", valueName: "url"))
    var subjectURL: String?

    @Option(
        name: .customLong("site-url"),
        help: ArgumentHelp("EARL: the Crosswalk site whose guideline pages name the requirements.", valueName: "url"))
    var siteURL: String = AuditEARL.defaultSite

    @Option(help: ArgumentHelp("OSCAL: where the export's catalogs are, relative to the report.", valueName: "path"))
    var catalogs: String = "catalogs/"

    @Option(help: ArgumentHelp("HTML: the site's assets folder, whose site.css the page inlines.", valueName: "dir"))
    var assets: String = "Site/assets"

    @OptionGroup var options: QueryOptions

    func validate() throws {
        for (option, value) in [("--subject-url", subjectURL), ("--site-url", siteURL)] {
            if let value, !WebAddress.isHTTP(value) {
                throw ValidationError("\(option) \(value): give an http(s) URL with a plain host")
            }
        }
    }

    func run() throws {
        let store = try options.openStore()
        let checked = try AuditCheckCommand.load(file, store: store)
        Terminal.printDiagnostics(checked.log.sorted)
        guard let results = checked.results, let plan = checked.plan, let derivation = checked.derivation, !checked.log.hasErrors else {
            throw CrosswalkError.invalidArgument(
                argument: file,
                reason: "the plan file has errors; fix them first (crosswalk audit check \(CommandLineMistake.shellWord(file)))")
        }
        for diagnostic in checked.contradictions.sorted {
            Terminal.standardError(
                "note: \(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message); the failure wins")
        }
        let report = AuditReport(
            plan: plan, results: results, derivation: derivation, overviews: try store.standards(), reported: try AuditCommand.today(),
            subject: AuditPlan.Subject(
                name: subject ?? results.subject.name, version: subjectVersion ?? results.subject.version))
        let text: String
        switch format {
        case .markdown: text = AuditReportMarkdown.render(report)
        case .json: text = try Serialization.json(report) + "\n"
        case .html:
            let path = assets + "/site.css"
            guard let css = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
                throw CrosswalkError.unreadable(path: path, step: "read the site's stylesheet", reason: "no such file; give --assets DIR")
            }
            text = AuditReportHTML.render(report, css: css)
        case .earl:
            let slugs = try store.criteria().reduce(into: [String: String]()) { slugs, criterion in
                guard let page = criterion.currentUnderstanding, let name = page.split(separator: "/").last else { return }
                slugs[criterion.number] = String(name.hasSuffix(".html") ? name.dropLast(5) : name)
            }
            text = try AuditEARL.render(report, slugs: slugs, site: siteURL, subjectURL: subjectURL)
        case .oscal: text = try AuditOSCAL.render(report, catalogs: catalogs)
        }
        guard let out else {
            print(text, terminator: "")
            return
        }
        try FileSystem.writeAtomically(text, to: out, owner: "crosswalk audit report", signature: AuditReport.format)
        let counts = Conformance.allCases.map { c in
            "\(report.standards.reduce(0) { $0 + ($1.summary.counts[c.rawValue] ?? 0) }) \(c.rawValue)"
        }
        Terminal.standardError("wrote \(out): \(counts.joined(separator: ", "))")
    }
}
