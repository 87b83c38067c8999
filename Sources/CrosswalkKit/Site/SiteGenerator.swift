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
            var writer = SiteWriter(root: folder)
            var sitemap: [String] = []
            func emit(_ count: Int, _ page: @escaping (Int) -> SitePage) throws {
                for (page, html) in render(count, page) {
                    try writer.write(html, to: page.path)
                    if page.path.hasSuffix("index.html") {
                        sitemap.append(options.baseURL.absolute(String(page.path.dropLast("index.html".count))))
                    }
                    pages += 1
                }
            }
            // One kind of page at a time, each context built on the core that renders it, so
            // only one kind's pages are held in memory at once.
            for kind in listPageKinds() {
                try emit(kind.count, kind.page)
            }
            // A platform page holds every technique of its platform: one at a time.
            for platform in Platform.allCases {
                let techniques = try store.techniques(for: platform)
                try emit(1) { [self] _ in platformPage(platform, techniques: techniques) }
            }
            let ids = data.summaries.map(\.id)
            for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
                let chunk = Array(ids[start..<min(start + Self.chunkSize, ids.count)])
                let details = try store.guidelines(ids: chunk, graph: data.graph, counterparts: false)
                try emit(details.count) { [self] index in
                    var detail = details[index]
                    let counterparts = data.graph.counterparts(of: detail.id, derivedLimit: Self.derivedLimit)
                    detail.equivalents = counterparts.flatMap(\.relations.pairs)
                    return guidelinePage(detail, omitted: Dictionary(uniqueKeysWithValues: counterparts.map { ($0.standard, $0.relations.omitted) }))
                }
            }
            try writer.write(try searchIndexJSON(), to: "search/index.json")
            try writer.write(templates.render(["urls": sitemap], with: "sitemap"), to: "sitemap.xml")
            try writer.copyAssets(from: options.assets)
            files = writer.files
        }
        return Report(pages: pages, files: files, output: options.output)
    }

    /// Every page except the guideline and platform pages, in a fixed order, by kind: how many
    /// pages of the kind there are and how to build the page at an index.
    func listPageKinds() -> [(count: Int, page: (Int) -> SitePage)] {
        let single: [() -> SitePage] = [homePage, standardsPage, platformsPage, wcagPage, compareIndexPage, matrixPage,
                                        coveragePage, topicsPage, glossaryPage, searchPage, notFoundPage]
        let data = data
        return [
            (single.count, { single[$0]() }),
            (data.standards.count, { standardPage(data.standards[$0]) }),
            (data.pages.count, { standardSubpage(data.pages[$0]) }),
            (data.criteria.count, { criterionPage(data.criteria[$0]) }),
            (data.standardPairs.count, { comparePage(data.standardPairs[$0].0, data.standardPairs[$0].1) }),
            (data.topics.count, { topicPage(data.topics[$0]) }),
        ]
    }

    /// Builds and renders `count` pages on every core, returned in index order; the output is
    /// the same whatever the order the work ran in.
    func render(_ count: Int, _ page: @escaping (Int) -> SitePage) -> [(SitePage, String)] {
        let work = RenderWork(count: count, templates: templates, page: page)
        DispatchQueue.concurrentPerform(iterations: count) { index in work.render(index) }
        return work.outputs
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

/// Pages being built and rendered concurrently: each worker fills only its own slot.
final class RenderWork: @unchecked Sendable {
    let templates: SiteTemplates
    let page: (Int) -> SitePage
    private var slots: [(SitePage, String)?]
    private let lock = NSLock()

    init(count: Int, templates: SiteTemplates, page: @escaping (Int) -> SitePage) {
        self.templates = templates
        self.page = page
        slots = Array(repeating: nil, count: count)
    }

    func render(_ index: Int) {
        let built = page(index)
        let html = templates.render(built.context, with: built.template)
        lock.lock()
        slots[index] = (built, html)
        lock.unlock()
    }

    var outputs: [(SitePage, String)] { slots.map { $0! } }
}

/// One page to render: where it goes, with which template and values.
struct SitePage {
    var path: String
    var template: String
    var context: [String: Any]
}

/// Writes files under the temporary site folder, creating folders as needed.
struct SiteWriter {
    let root: String
    private(set) var files = 0
    private var folders: Set<String> = []

    init(root: String) {
        self.root = root
    }

    mutating func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    mutating func write(_ data: Data, to relative: String) throws {
        let path = root + "/" + relative
        let folder = (path as NSString).deletingLastPathComponent
        if !folders.contains(folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            folders.insert(folder)
        }
        try FileSystem.writeFile(data, to: path)
        files += 1
    }

    /// Copies `Site/assets` to `assets/`.
    mutating func copyAssets(from source: String) throws {
        let manager = FileManager.default
        try FileSystem.requireFolder(source, purpose: "assets")
        for name in try manager.contentsOfDirectory(atPath: source).sorted() where !name.hasPrefix(".") {
            let data = try Data(contentsOf: URL(fileURLWithPath: source + "/" + name))
            try write(data, to: "assets/" + name)
        }
    }
}
