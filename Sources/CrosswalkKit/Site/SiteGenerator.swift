import Foundation

/// Publishes the knowledge base as a static website: every page rendered from the Mustache
/// templates in `Site/templates`, the assets of `Site/assets` copied, a search index and a
/// sitemap written. The site is built in a temporary folder and swapped in only when
/// complete; the same store and templates always give byte-identical files.
public struct SiteGenerator {
    public struct Report: Sendable {
        public var pages: Int
        public var files: Int
        public var output: String
    }

    let store: Store
    let options: SiteOptions
    let templates: SiteTemplates
    let data: SiteData

    public init(store: Store, options: SiteOptions) throws {
        self.store = store
        self.options = options
        templates = try SiteTemplates(folder: options.templates)
        data = try SiteData(store: store)
    }

    /// Guideline pages are loaded and rendered this many at a time.
    static let chunkSize = 64

    /// Renders every page into a temporary folder, then moves it over `options.output`.
    public func generate() throws -> Report {
        Allocator.keepFreedMemory()
        var pages = 0
        var files = 0
        try FileSystem.writeFolderAtomically(options.output, owner: "crosswalk site", signature: ["sitemap.xml", "search/index.json"]) { folder in
            let writer = SiteWriter(root: folder)
            // The search index, the longest single task, starts first and runs beside the
            // pages: through a connection of its own, as it reads the whole store in one
            // transaction, and written a document at a time, so it adds little memory.
            let index: SiteRenderer.Task = { [self] _ in
                let own = try Store(path: store.path, mapped: false)
                try writer.write(to: "search/index.json") { write in try SiteSearchIndex.write(store: own, to: write) }
            }
            let tasks = [(pages: index, large: true)] + pageTasks()
            let paths = try SiteRenderer(templates: templates, writer: writer, tasks: tasks.map(\.pages))
                .run(startingWith: tasks.indices.filter { tasks[$0].large })
            let written = Array(paths.joined())
            let sitemap = written.filter { $0.hasSuffix("index.html") }.map { options.baseURL.absolute(String($0.dropLast("index.html".count))) }
            pages = written.count
            try writer.write(templates.render(["urls": sitemap], with: "sitemap"), to: "sitemap.xml")
            try writer.copyAssets(from: options.assets)
            files = writer.files
        }
        return Report(pages: pages, files: files, output: options.output)
    }

    /// Every page, as work for one core at a time: the list pages one by one, the platform
    /// pages, the guideline pages a chunk at a time. Each task hands its pages to `emit` one
    /// by one as it builds them. In sitemap order; `large` marks the work that takes longest,
    /// started first so that it does not run alone at the end.
    func pageTasks() -> [(pages: SiteRenderer.Task, large: Bool)] {
        var tasks: [(pages: SiteRenderer.Task, large: Bool)] = []
        for kind in listPageKinds() {
            tasks += (0..<kind.count).map { index in ({ emit in try emit(kind.page(index)) }, kind.large) }
        }
        // One task for the three: each page holds every technique of its platform, and two at
        // once would raise the site's peak memory.
        tasks.append(({ [self] emit in
            for platform in Platform.allCases {
                try emit(platformPage(platform, techniques: try store.techniques(for: platform)))
            }
        }, false))
        let ids = data.summaries.map(\.id)
        for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
            let chunk = Array(ids[start..<min(start + Self.chunkSize, ids.count)])
            tasks.append(({ [self] emit in
                for var detail in try store.guidelines(ids: chunk, graph: data.graph, counterparts: false) {
                    let counterparts = data.graph.counterparts(of: detail.id, derivedLimit: Self.derivedLimit)
                    detail.equivalents = counterparts.flatMap(\.relations.pairs)
                    try emit(guidelinePage(detail, omitted: Dictionary(uniqueKeysWithValues: counterparts.map { ($0.standard, $0.relations.omitted) })))
                }
            }, false))
        }
        return tasks
    }

    /// Every page except the guideline and platform pages, in a fixed order, by kind: how many
    /// pages of the kind there are, how to build the page at an index, and whether each page
    /// lists the whole corpus (the single pages) or a pair of standards.
    func listPageKinds() -> [(count: Int, page: (Int) -> SitePage, large: Bool)] {
        let single: [() -> SitePage] = [homePage, standardsPage, platformsPage, wcagPage, compareIndexPage, matrixPage,
                                        coveragePage, topicsPage, glossaryPage, searchPage, notFoundPage]
        let data = data
        return [
            (single.count, { single[$0]() }, true),
            (data.standards.count, { standardPage(data.standards[$0]) }, false),
            (data.pages.count, { standardSubpage(data.pages[$0]) }, false),
            (data.criteria.count, { criterionPage(data.criteria[$0]) }, false),
            (data.standardPairs.count, { comparePage(data.standardPairs[$0].0, data.standardPairs[$0].1) }, true),
            (data.topics.count, { topicPage(data.topics[$0]) }, false),
        ]
    }

    // MARK: Shared context

    /// The context every page starts from: the base path, breadcrumbs, the current section.
    func context(section: String?, crumbs: [(String, String)] = [], current: String = "", _ values: [String: Any]) -> [String: Any] {
        var context = values
        context["base"] = options.baseURL.path
        context["nav"] = section.map { [$0: true] } ?? [:]
        context["crumbs"] = crumbs.map { ["title": $0.0, "path": $0.1] }
        context["current"] = current
        return context
    }

    static func levelContext(_ level: String) -> [String: Any] {
        ["level": level, "levelLabel": level]
    }

    static func guidelinePath(_ id: String) -> String { id }

    static func anchor(_ id: String) -> String {
        "g-" + id.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}

/// One page to render: where it goes, with which template and values.
struct SitePage {
    var path: String
    var template: String
    var context: [String: Any]
}
