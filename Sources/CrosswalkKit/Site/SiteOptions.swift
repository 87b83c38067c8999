/// Where the site is read from and written to, and where it will be served.
public struct SiteOptions: Sendable, Equatable {
    public var output: String
    public var templates: String
    public var assets: String
    public var baseURL: BaseURL

    public init(
        output: String = "_site", templates: String = "Site/templates", assets: String = "Site/assets", baseURL: BaseURL = BaseURL()
    ) {
        self.output = output
        self.templates = templates
        self.assets = assets
        self.baseURL = baseURL
    }
}

/// The address the site is served from: a path (`/crosswalk/`) or a full URL
/// (`https://example.org/crosswalk/`). Links use the path; the sitemap needs the full URL.
public struct BaseURL: Sendable, Equatable {
    /// Scheme and host, e.g. `https://example.org`, when given.
    public var origin: String?
    /// Always starts and ends with `/`.
    public var path: String

    public init() {
        origin = nil
        path = "/"
    }

    /// Parses `--base-url`; throws for anything that is neither a path nor an http(s) URL.
    public init(_ text: String) throws {
        var rest = Substring(text)
        if let schemeEnd = text.range(of: "://") {
            let scheme = text[..<schemeEnd.lowerBound]
            guard scheme == "http" || scheme == "https" else {
                throw CrosswalkError.invalidArgument(
                    argument: "--base-url \(text)", reason: "use a path such as /crosswalk/ or an http(s) URL")
            }
            let afterScheme = text[schemeEnd.upperBound...]
            let host = afterScheme.prefix { $0 != "/" }
            guard !host.isEmpty else {
                throw CrosswalkError.invalidArgument(argument: "--base-url \(text)", reason: "the URL has no host")
            }
            origin = String(text[..<schemeEnd.upperBound]) + host
            rest = afterScheme.dropFirst(host.count)
        } else {
            origin = nil
        }
        guard !rest.contains("?"), !rest.contains("#"), !rest.contains(" ") else {
            throw CrosswalkError.invalidArgument(argument: "--base-url \(text)", reason: "a base URL has no query, fragment or spaces")
        }
        var path = String(rest)
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        self.path = path
    }

    /// The absolute URL of a site path, for the sitemap (root-relative when no origin).
    public func absolute(_ sitePath: String) -> String { (origin ?? "") + path + sitePath }
}
