/// `sitemap.mustache`: every page's absolute address.
struct SitemapInput: TemplateValue {
    var urls: [String]

    enum Key: String, TemplateKey {
        case urls

        var holds: TemplateShape {
            switch self {
            case .urls: .list(.text)
            }
        }
    }

    func value(_ key: Key) -> TemplateData? { TemplateData(urls) }
}
