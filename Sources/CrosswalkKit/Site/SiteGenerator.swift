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

    /// Renders every page into a temporary folder, then moves it over `options.output`.
    public func generate() throws -> Report {
        var pages = 0
        var files = 0
        try FileSystem.writeFolderAtomically(options.output) { folder in
            var writer = SiteWriter(root: folder)
            for page in allPages() {
                let html = templates.render(page.context, with: page.template)
                try writer.write(html, to: page.path)
                pages += 1
            }
            try writer.write(try searchIndexJSON(), to: "search/index.json")
            try writer.write(templates.render(["urls": sitemapURLs()], with: "sitemap"), to: "sitemap.xml")
            try writer.copyAssets(from: options.assets)
            files = writer.files
        }
        return Report(pages: pages, files: files, output: options.output)
    }

    /// Every HTML page of the site, in a fixed order.
    func allPages() -> [SitePage] {
        var pages = [homePage(), standardsPage(), platformsPage(), wcagPage(), compareIndexPage(), matrixPage(),
                     coveragePage(), topicsPage(), glossaryPage(), searchPage(), notFoundPage()]
        pages += data.standards.map(standardPage)
        pages += data.pages.map(standardSubpage)
        pages += data.guidelines.map(guidelinePage)
        pages += Platform.allCases.map(platformPage)
        pages += data.criteria.map(criterionPage)
        pages += data.standardPairs.map { comparePage($0.0, $0.1) }
        pages += data.topics.map(topicPage)
        return pages
    }

    func sitemapURLs() -> [String] {
        allPages().filter { $0.path.hasSuffix("index.html") }.map {
            options.baseURL.absolute(String($0.path.dropLast("index.html".count)))
        }
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
