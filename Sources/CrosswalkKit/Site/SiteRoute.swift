/// Every kind of page of the site: where its pages go, its template and its input's type. The
/// one place a page's path is built: the generator writes each page at ``file(_:)``, inputs hand
/// templates links made by ``path(_:)`` (`{{base}}{{url}}`), ``TemplateCheck`` checks each
/// template against its input, and `crosswalk site --routes` prints the table for the site checks.
package enum SiteRoute: String, CaseIterable, Sendable {
    case home
    case standards = "standards-index"
    case standard
    case standardPage = "standard-page"
    case guideline
    case platforms = "platforms-index"
    case platform
    case platformTopic = "platform-topic"
    /// The second and later pages of a platform's topic.
    case platformTopicPage = "platform-topic-page"
    case wcagIndex = "wcag-index"
    /// An older version's index; the newest version's is ``wcagIndex``.
    case wcagVersion = "wcag-version"
    case criterion = "wcag-criterion"
    case compareIndex = "compare-index"
    case matrix = "compare-matrix"
    case compare = "compare-pair"
    case coverage
    case topics = "topics-index"
    case topic
    case glossary
    case search
    case guidelines = "guidelines-index"
    case checklists
    /// A platform's checklist for a standard or a set of standards (`standards` joined by `--`).
    case checklist
    case checkTools = "checks-index"
    case checkTool = "check-tool"
    case notFound = "404"
    case sitemap

    /// The path below the site's base; `{name}` is a part given to ``path(_:)``, in this order.
    var pattern: String {
        switch self {
        case .home: ""
        case .standards: "standards/"
        case .standard: "standards/{standard}/"
        case .standardPage: "standards/{standard}/pages/{slug}/"
        case .guideline: "guidelines/{guideline}/"
        case .platforms: "platforms/"
        case .platform: "platforms/{platform}/"
        case .platformTopic: "platforms/{platform}/{topic}/"
        case .platformTopicPage: "platforms/{platform}/{topic}/{page}/"
        case .wcagIndex: "wcag/"
        case .wcagVersion: "wcag/{version}/"
        case .criterion: "wcag/{criterion}/"
        case .compareIndex: "compare/"
        case .matrix: "compare/matrix/"
        case .compare: "compare/{a}--{b}/"
        case .coverage: "coverage/"
        case .topics: "topics/"
        case .topic: "topics/{topic}/"
        case .glossary: "glossary/"
        case .search: "search/"
        case .guidelines: "guidelines/"
        case .checklists: "checklists/"
        case .checklist: "checklists/{platform}/{standards}/"
        case .checkTools: "checks/"
        case .checkTool: "checks/{tool}/"
        case .notFound: "404.html"
        case .sitemap: "sitemap.xml"
        }
    }

    /// What each `{name}` matches, for the site checks: one path segment unless listed here.
    static let partPatterns = [
        "guideline": "[^/]+/[^/]+", "version": "[0-9]+\\.[0-9]+", "criterion": "[0-9]+\\.[0-9]+\\.[0-9]+", "page": "[0-9]+",
        // The platforms by name, so a platform's page is told from any other two-part path.
        "platform": "(?:" + Platform.allCases.map(\.rawValue).joined(separator: "|") + ")",
    ]

    package var template: String {
        switch self {
        case .home: "home"
        case .standards: "standards"
        case .standard: "standard"
        case .standardPage: "page"
        case .guideline: "guideline"
        case .platforms: "platforms"
        case .platform: "platform"
        case .platformTopic, .platformTopicPage: "platform-topic"
        case .wcagIndex, .wcagVersion: "wcag"
        case .criterion: "criterion"
        case .compareIndex: "compare-index"
        case .matrix: "matrix"
        case .compare: "compare"
        case .coverage: "coverage"
        case .topics: "topics"
        case .topic: "topic"
        case .glossary: "glossary"
        case .search: "search"
        case .guidelines: "guidelines"
        case .checklists: "checklists"
        case .checklist: "checklist"
        case .checkTools: "checks"
        case .checkTool: "check-tool"
        case .notFound: "not-found"
        case .sitemap: "sitemap"
        }
    }

    package var input: any TemplateValue.Type {
        switch self {
        case .home: HomeInput.self
        case .standards: StandardsInput.self
        case .standard: StandardInput.self
        case .standardPage: StandardSubpageInput.self
        case .guideline: GuidelineInput.self
        case .platforms: PlatformsInput.self
        case .platform: PlatformInput.self
        case .platformTopic, .platformTopicPage: PlatformTopicInput.self
        case .wcagIndex, .wcagVersion: WCAGInput.self
        case .criterion: CriterionInput.self
        case .compareIndex: CompareIndexInput.self
        case .matrix: MatrixInput.self
        case .compare: CompareInput.self
        case .coverage: CoverageInput.self
        case .topics: TopicsInput.self
        case .topic: TopicInput.self
        case .glossary: GlossaryInput.self
        case .search: SearchInput.self
        case .guidelines: GuidelinesInput.self
        case .checklists: ChecklistsInput.self
        case .checklist: ChecklistInput.self
        case .checkTools: CheckToolsInput.self
        case .checkTool: CheckToolInput.self
        case .notFound: NotFoundInput.self
        case .sitemap: SitemapInput.self
        }
    }

    /// The path below the base of the page with these parts: `guidelines/wcag22/1.1.1/`.
    func path(_ parts: String...) -> String { path(parts) }

    func path(_ parts: [String]) -> String {
        // The pattern is read once per route, by the case's place in the declaration (pages
        // build hundreds of thousands of paths; a dictionary keyed by the route hashed its raw
        // string each time), and the path's bytes are counted before it is built.
        let texts = Self.texts[Int(unsafeBitCast(self, to: UInt8.self))]
        var count = texts[0].utf8.count
        for index in texts.indices.dropFirst() {
            if index <= parts.count { count += parts[index - 1].utf8.count }
            count += texts[index].utf8.count
        }
        var result = texts[0]
        // A path of up to 15 bytes is stored in the string itself.
        if count > 15 { result.reserveCapacity(count) }
        for index in texts.indices.dropFirst() {
            if index <= parts.count { result += parts[index - 1] }
            result += texts[index]
        }
        return result
    }

    /// Each route's pattern as the text around its parts, in the order of `allCases`.
    private static let texts: [[String]] = allCases.map { route in
        var texts: [String] = []
        _ = route.expanded(
            text: {
                texts.append(String($0))
                return ""
            }, part: { _ in "" })
        return texts
    }

    /// The file the page is written to: `index.html` in a path that is a folder.
    func file(_ parts: String...) -> String { file(parts) }

    func file(_ parts: [String]) -> String {
        let path = path(parts)
        return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// Whether every site has a page of the kind: a topic's second page only when it has more
    /// guidelines than fit on one; the sitemap is a file, not a page.
    var everySite: Bool { self != .platformTopicPage && self != .sitemap }

    /// A kind of page as `crosswalk site --routes` prints it.
    struct Description: Encodable {
        var kind: String
        var pattern: String
        var regex: String
        var template: String
        var everySite: Bool
    }

    /// The table, in the order to match paths in.
    static var table: [Description] {
        allCases.map { .init(kind: $0.rawValue, pattern: $0.pattern, regex: $0.regex, template: $0.template, everySite: $0.everySite) }
    }

    /// A regular expression for the route's paths (Python's and Foundation's syntax).
    package var regex: String {
        expanded(text: Self.escaped) { Self.partPatterns[$0] ?? "[^/]+" }
    }

    /// The pattern with its text through `text` and each `{name}` replaced by `part(name)`.
    private func expanded(text: (Substring) -> String, part: (String) -> String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += text(rest[..<open]) + part(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + text(rest)
    }

    private static func escaped(_ text: Substring) -> String {
        text.map { ".+*?()[]{}|^$\\".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
