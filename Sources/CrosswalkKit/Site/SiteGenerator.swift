import Foundation

/// Publishes the knowledge base as a static website: every page rendered from the Mustache
/// templates in `Site/templates`, the assets of `Site/assets` copied, a search index and a
/// sitemap written. The site is built in a temporary folder and swapped in only when
/// complete; the same store and templates always give byte-identical files.
///
/// The steps, in order: the search index on a thread of its own (``SiteIndexRun``) while what
/// the list pages need is read (``SiteData``), then every page on every core
/// (``pageTasks()``), then the sitemap and the assets.
public struct SiteGenerator: Sendable {
    public struct Report: Sendable {
        public var pages: Int
        public var files: Int
        public var output: String
    }

    let store: Store
    let options: SiteOptions
    package let templates: SiteTemplates
    package let data: SiteData

    package init(store: Store, options: SiteOptions) throws {
        self.store = store
        self.options = options
        templates = try SiteTemplates(folder: options.templates)
        data = try SiteData(store: store, sets: ChecklistSet.read(path: options.checklists, standards: store.standardIDs()))
    }

    /// Publishes the site of `store` as `options` say. The search index starts first, beside
    /// the templates' check and the list pages' reads (``SiteIndexRun``), and writes nothing
    /// unless the output folder may be replaced.
    public static func generate(store: Store, options: SiteOptions) throws -> Report {
        let index = SiteIndexRun(storePath: store.path)
        do {
            let generator = try SiteGenerator(store: store, options: options)
            let report = try generator.generate(index: index)
            // The list pages' data (every pair's comparison) is freed off the thread that
            // reports: about a third of a second alone on one core at 20,000 guidelines.
            releaseInBackground(consume generator)
            return report
        } catch {
            index.cancel()
            throw error
        }
    }

    /// Every kind of page and its path (``SiteRoute``) as JSON, for `crosswalk site --routes`.
    public static func routes() throws -> String {
        String(decoding: try JSONOutput.encoder().encode(SiteRoute.table), as: UTF8.self)
    }

    /// Guideline pages are loaded and rendered this many at a time.
    static let chunkSize = 64

    /// Pairs through WCAG or a shared topic shown for one guideline and standard. A
    /// guideline mapped to a broad criterion such as 1.3.1 shares it with dozens of others;
    /// past the strongest few, such rows bury the claims. Direct and transitive pairs are
    /// always shown; the CLI lists everything.
    static let derivedLimit = 5

    /// A compare page lists every guideline with its ``derivedLimit`` strongest findings and the
    /// number of its leads.
    static let comparisonBounds = Comparison.Bounds(findings: derivedLimit, leads: 0)

    /// Renders every page into a temporary folder (the one the last run replaced, when it was
    /// kept), then swaps it with `options.output` and keeps the replaced one for the next run.
    private func generate(index: SiteIndexRun) throws -> Report {
        var pages = 0
        // The folder is replaced whole: none of what this run reads may be inside it.
        let built = try store.builtFrom()
        let inputs = [
            ("--db", store.path), ("--templates", options.templates), ("--assets", options.assets), ("--checklists", options.checklists),
            ("--content", built?.content ?? ""), ("--mappings", built?.mappings ?? ""),
        ]
        // The search index's files as well as the pages, the sitemap and the assets.
        let files = try FileSystem.writeFolderAtomically(
            options.output, owner: "crosswalk site", option: "--out", inputs: inputs, keepingPrevious: true
        ) { folder, reused in
            let writer = SiteWriter(root: folder, previous: options.output, reused: reused)
            try index.open(writer)
            let tasks = pageTasks()
            let rendered = Result {
                try SiteRenderer(templates: templates, writer: writer)
                    .run(tasks.map(\.pages), startingWith: tasks.indices.filter { tasks[$0].large })
            }
            // A page's error stops the index, so that it writes nothing into the folder
            // removed on the way out.
            if case .failure(let error) = rendered {
                index.cancel()
                throw error
            }
            try index.finish()
            let written = try rendered.get().joined()
            let sitemap = written.filter { $0.hasSuffix("index.html") }.map {
                options.baseURL.absolute(String($0.dropLast("index.html".count)))
            }
            pages = written.count
            try writer.write(
                templates.render(
                    PageContext(input: SitemapInput(urls: sitemap), frame: frame(section: nil)), with: SiteRoute.sitemap.template),
                to: SiteRoute.sitemap.file())
            _ = try writer.copyAssets(from: options.assets)
            return writer.written.all
        }
        return Report(pages: pages, files: files.count, output: options.output)
    }

    /// Every page, as work for one core at a time: the list pages one by one, the platform
    /// pages, the guideline pages a chunk at a time. Each task hands its pages to `emit` one
    /// by one as it builds them. In sitemap order; `large` marks the work that takes longest,
    /// started first so that it does not run alone at the end.
    package func pageTasks() -> [(pages: SiteRenderer.Task, large: Bool)] {
        var tasks: [(pages: SiteRenderer.Task, large: Bool)] = []
        for kind in listPageKinds() {
            tasks += (0..<kind.count).map { index in ({ emit in try emit(kind.page(index)) }, kind.large) }
        }
        // One task for the three: each page holds every technique of its platform, and two at
        // once would raise the site's peak memory.
        tasks.append(
            (
                { [self] emit in
                    for platform in Platform.allCases {
                        try platformPages(platform, techniques: try store.techniques(for: platform), emit: emit)
                    }
                }, false
            ))
        let ids = data.summaries.map(\.id)
        for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
            let chunk = Array(ids[start..<min(start + Self.chunkSize, ids.count)])
            tasks.append(
                (
                    { [self] emit in
                        // The checklists' plans read most of the real content's guidelines
                        // already (8% of its site when read twice); the same read, in the same order.
                        let planned = data.plannedDetails
                        let read = try store.guidelines(ids: chunk.filter { planned[$0] == nil }, counterpartsFrom: nil)
                        let byID = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                        for case var detail? in chunk.map({ planned[$0] ?? byID[$0] }) {
                            let counterparts = data.graph.counterparts(of: detail.id, derivedLimit: Self.derivedLimit)
                            detail.equivalents = counterparts.flatMap(\.relations.pairs)
                            try emit(
                                guidelinePage(
                                    detail,
                                    omitted: Dictionary(uniqueKeysWithValues: counterparts.map { ($0.standard, $0.relations.omitted) })))
                        }
                    }, false
                ))
        }
        return tasks
    }

    /// Every page except the guideline and platform pages, in a fixed order, by kind: how many
    /// pages of the kind there are, how to build the page at an index, and whether each page
    /// lists the whole corpus (the single pages) or a pair of standards.
    func listPageKinds() -> [(count: Int, page: @Sendable (Int) -> SitePage, large: Bool)] {
        let single: [@Sendable () -> SitePage] = [
            homePage, standardsPage, platformsPage, compareIndexPage, matrixPage,
            coveragePage, topicsPage, glossaryPage, searchPage, guidelinesPage, checklistsPage, notFoundPage, checksPage,
        ]
        let data = data
        return [
            (single.count, { single[$0]() }, true),
            (data.criterionMatrices.count, { wcagPage($0) }, true),
            (data.standards.count, { standardPage(data.standards[$0]) }, false),
            (data.pages.count, { standardSubpage(data.pages[$0]) }, false),
            (data.criteria.count, { criterionPage(data.criteria[$0]) }, false),
            (data.standardPairs.count, { comparePage(data.standardPairs[$0].0, data.standardPairs[$0].1) }, true),
            (data.topics.count, { topicPage(data.topics[$0]) }, false),
            (data.checklists.count, { checklistPage(data.checklists[$0]) }, false),
            (data.checkTools.count, { checkToolPage(data.checkTools[$0]) }, false),
        ]
    }

    /// A page of the site: its kind (where it goes, its template) and parts of its path, its
    /// input, and its place in the navigation (`section`), below `crumbs`, named `current` in the trail.
    func page(
        _ route: SiteRoute, _ parts: String..., input: any TemplateValue, section: SiteSection?,
        crumbs: [(title: String, path: String)] = [], current: String = ""
    ) -> SitePage {
        SitePage(
            path: route.file(parts), template: route.template, input: input,
            frame: frame(section: section, crumbs: crumbs, current: current))
    }

    func frame(section: SiteSection?, crumbs: [(title: String, path: String)] = [], current: String = "") -> PageFrame {
        PageFrame(
            base: options.baseURL.path, section: section, crumbs: crumbs.map { .init(title: $0.title, path: $0.path) }, current: current)
    }

    /// A guideline in a list.
    func item(_ g: GuidelineSummary) -> GuidelineItem {
        GuidelineItem(
            path: g.id, number: g.number, title: g.title, statement: g.statement, level: g.level,
            standardName: data.name(of: g.standard))
    }

    /// A link to a guideline by number.
    func link(_ id: String, title: String? = nil) -> GuidelineLink {
        GuidelineLink(path: id, number: data.number(of: id), title: title)
    }

    package static func anchor(_ id: String) -> String {
        // Printable ASCII (every id the content allows) byte by byte: no `Character` and
        // `String` per letter, on every platform page's every guideline.
        if id.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return "g-"
                + String(
                    decoding: id.utf8.map { byte in
                        switch byte {
                        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                            UInt8(ascii: "0")...UInt8(ascii: "9"):
                            byte
                        default: UInt8(ascii: "-")
                        }
                    }, as: UTF8.self)
        }
        return "g-" + id.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}

/// One page to render: where it goes, with which template and input.
package struct SitePage {
    package init(path: String, template: String, input: any TemplateValue, frame: PageFrame) {
        self.path = path
        self.template = template
        self.input = input
        self.frame = frame
    }

    package var path: String
    package var template: String
    package var input: any TemplateValue
    package var frame: PageFrame
}
