import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk site`: publishes the knowledge base as a static website.
package struct SiteCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Generate the static website.",
        discussion: """
            Renders the Mustache templates of Site/templates with the store's content, copies \
            Site/assets, and writes a search index and sitemap. The site is built in a temporary \
            folder and swapped in only when complete, so a failed build leaves the previous one; \
            the same input always gives byte-identical files. Serve it with, for example, \
            python3 -m http.server -d _site.
            """
    )

    // The folders default to the repository's (this folder or the nearest above with
    // Content/ and Mappings/), as the content does.
    @Option(help: ArgumentHelp("Output folder (default: the repository's _site).", valueName: "dir"))
    var out: String?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Where the site will be served: a path (/crosswalk/) or a URL (https://example.org/crosswalk/).", valueName: "url"))
    var baseURL: String = "/"

    @Option(help: ArgumentHelp("Templates folder (default: the repository's Site/templates).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Assets folder (default: the repository's Site/assets).", valueName: "dir"))
    var assets: String?

    @Option(
        help: ArgumentHelp(
            "The sets of standards printed as audit checklists besides each standard (default: the repository's Site/checklists.yaml).",
            valueName: "file"))
    var checklists: String?

    @Flag(name: .shortAndLong, help: "Print nothing but problems.")
    var quiet = false

    @Flag(help: "Print every kind of page, its path and template as JSON (what the site checks match pages by), and build nothing.")
    var routes = false

    @OptionGroup var options: QueryOptions

    package func run() throws {
        if routes {
            print(try SiteGenerator.routes())
            return
        }
        let started = Date()
        let report = try generate()
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print("Wrote \(report.pages) pages (\(report.files) files) to \(report.output)/ in \(seconds) s.")
            print(Self.preview(output: report.output, basePath: try BaseURL(baseURL).path).joined(separator: "\n"))
        }
    }

    /// How to look at the site on this machine. Its links start with the base path, so the
    /// server's root must hold the site at that path: the folder above `output` when `output`
    /// ends with the path (`--out preview/crosswalk --base-url /crosswalk/`), else a folder
    /// with a link to it.
    package static func preview(output: String, basePath: String) -> [String] {
        let url = "http://localhost:8000\(basePath)"
        let parts = basePath.split(separator: "/").map(String.init)
        if parts.isEmpty {
            return ["Serve it:  python3 -m http.server -d \(CommandLineMistake.shellWord(output))   (then open \(url))"]
        }
        let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
        let components = absolute.split(separator: "/").map(String.init)
        if components.count > parts.count, Array(components.suffix(parts.count)) == parts {
            let root = "/" + components.dropLast(parts.count).joined(separator: "/")
            return ["Serve it:  python3 -m http.server -d \(CommandLineMistake.shellWord(root))   (then open \(url))"]
        }
        let root = "/tmp/crosswalk-serve"
        let parent = ([root] + parts.dropLast()).joined(separator: "/")
        let link = parent + "/" + parts.last!
        return [
            "Its links start with \(basePath), so serve it from a folder that holds it there:",
            "  mkdir -p \(parent) && ln -sfn \(CommandLineMistake.shellWord(absolute)) \(link)",
            "  python3 -m http.server -d \(root)   (then open \(url))",
        ]
    }

    func generate() throws -> SiteGenerator.Report {
        let lookup = StoreLookup.current
        // Without --db (or named folders) the site is the repository's, built from its own
        // store, templates and assets: neither CROSSWALK_DB's store nor the installed one.
        let location: StoreLocation
        if self.options.store.db != nil || self.options.source.paths.named {
            location = try self.options.location
        } else if lookup.repositoryRoot() != nil {
            location = StoreLocation(
                db: lookup.inRepository(StoreLookup.defaultStore), paths: lookup.contentPaths(content: nil, mappings: nil),
                origin: .repository)
        } else {
            throw CrosswalkError.missingFolder(path: lookup.inRepository("Content"), purpose: "content")
        }
        let options = SiteOptions(
            output: out ?? lookup.inRepository("_site"), templates: templates ?? lookup.inRepository("Site/templates"),
            assets: assets ?? lookup.inRepository("Site/assets"),
            checklists: checklists ?? lookup.inRepository("Site/checklists.yaml"), baseURL: try BaseURL(baseURL))
        let store = try StoreProvider.open(location, mapped: false, note: Terminal.standardError)
        return try SiteGenerator.generate(store: store, options: options)
    }
}
