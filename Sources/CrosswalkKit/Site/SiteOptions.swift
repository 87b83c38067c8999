/// Where the site is read from and written to, and where it will be served.
public struct SiteOptions: Sendable, Equatable {
    public var output: String
    public var templates: String
    public var assets: String
    /// The sets of standards printed as checklists besides each standard (`Site/checklists.yaml`).
    public var checklists: String
    public var baseURL: BaseURL

    public init(
        output: String = "_site", templates: String = "Site/templates", assets: String = "Site/assets",
        checklists: String = "Site/checklists.yaml", baseURL: BaseURL = BaseURL()
    ) {
        self.output = output
        self.templates = templates
        self.assets = assets
        self.checklists = checklists
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

    /// Parses `--base-url`; throws for anything that is neither a path nor an http(s) URL
    /// by ``WebAddress``'s rule. Every link and script of every page starts with it, so
    /// `//evil.example/` (a path to another host), `javascript:` or a quote must not pass.
    public init(_ text: String) throws {
        func refuse(_ reason: String) -> CrosswalkError {
            .invalidArgument(argument: "--base-url \(MessageText.quoted(text))", reason: reason)
        }
        guard let (origin, rest) = WebAddress.split(text) else {
            throw refuse("use a path such as /crosswalk/ or an http(s) URL with a plain host, such as https://example.org/crosswalk/")
        }
        guard !rest.contains("?"), !rest.contains("#"), WebAddress.hasSafeCharacters(rest) else {
            throw refuse("a base URL has no query, fragment, spaces, quotes or backslashes")
        }
        // Segments of letters, digits and - . _ ~ % only: no empty one (`//host` after the
        // origin, or at the start, is another host), no `.` or `..`.
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false).dropFirst(rest.hasPrefix("/") ? 1 : 0)
        let inner = segments.last == "" ? segments.dropLast() : segments
        for segment in inner {
            guard !segment.isEmpty, segment != ".", segment != "..",
                segment.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-._~%".contains($0) })
            else {
                throw refuse(
                    "each part of the path is letters, digits and - . _ ~ %, with single slashes between (a path starting // names another host)"
                )
            }
        }
        self.origin = origin.isEmpty ? nil : origin
        self.path = "/" + inner.joined(separator: "/") + (inner.isEmpty ? "" : "/")
    }

    /// The absolute URL of a site path, for the sitemap (root-relative when no origin).
    public func absolute(_ sitePath: String) -> String { (origin ?? "") + path + sitePath }
}
