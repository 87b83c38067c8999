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
        try FileSystem.writeFolderAtomically(options.output) { folder in
            var writer = SiteWriter(root: folder)
            var sitemap: [String] = []
            func emit(_ batch: [SitePage]) throws {
                for (page, html) in zip(batch, render(batch)) {
                    try writer.write(html, to: page.path)
                    if page.path.hasSuffix("index.html") {
                        sitemap.append(options.baseURL.absolute(String(page.path.dropLast("index.html".count))))
                    }
                    pages += 1
                }
            }
            try emit(listPages())
            for platform in Platform.allCases { try emit([platformPage(platform, techniques: store.techniques(for: platform))]) }
            let ids = data.summaries.map(\.id)
            for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
                let chunk = Array(ids[start..<min(start + Self.chunkSize, ids.count)])
                try emit(store.guidelines(ids: chunk, graph: data.graph).map(guidelinePage))
            }
            try writer.write(try searchIndexJSON(), to: "search/index.json")
            try writer.write(templates.render(["urls": sitemap], with: "sitemap"), to: "sitemap.xml")
            try writer.copyAssets(from: options.assets)
            files = writer.files
        }
        return Report(pages: pages, files: files, output: options.output)
    }

    /// Every page except the guideline and platform pages, in a fixed order.
    func listPages() -> [SitePage] {
        var pages = [homePage(), standardsPage(), platformsPage(), wcagPage(), compareIndexPage(), matrixPage(),
                     coveragePage(), topicsPage(), glossaryPage(), searchPage(), notFoundPage()]
        pages += data.standards.map(standardPage)
        pages += data.pages.map(standardSubpage)
        pages += data.criteria.map(criterionPage)
        pages += data.standardPairs.map { comparePage($0.0, $0.1) }
        pages += data.topics.map(topicPage)
        return pages
    }

    /// Renders pages on every core; the output is the same in any order.
    func render(_ pages: [SitePage]) -> [String] {
        let work = RenderWork(pages: pages, templates: templates)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in work.render(index) }
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

/// Pages being rendered concurrently: each worker writes only its own slot.
final class RenderWork: @unchecked Sendable {
    let pages: [SitePage]
    let templates: SiteTemplates
    private(set) var outputs: [String]
    private let lock = NSLock()

    init(pages: [SitePage], templates: SiteTemplates) {
        self.pages = pages
        self.templates = templates
        outputs = Array(repeating: "", count: pages.count)
    }

    func render(_ index: Int) {
        let html = templates.render(pages[index].context, with: pages[index].template)
        lock.lock()
        outputs[index] = html
        lock.unlock()
    }
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
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw CrosswalkError.writeFailed(path: path, step: "write page", reason: "cannot create the file")
        }
        files += 1
    }

    /// Copies `Site/assets` to `assets/`.
    mutating func copyAssets(from source: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CrosswalkError.missingFolder(path: source, purpose: "assets")
        }
        for name in try manager.contentsOfDirectory(atPath: source).sorted() where !name.hasPrefix(".") {
            let data = try Data(contentsOf: URL(fileURLWithPath: source + "/" + name))
            try write(data, to: "assets/" + name)
        }
    }
}
