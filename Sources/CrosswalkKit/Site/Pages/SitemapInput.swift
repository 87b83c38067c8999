/// `sitemap.mustache`: every page's absolute address.
package struct SitemapInput: TemplateValue {
    package init(urls: [String]) {
        self.urls = urls
    }

    var urls: [String]

    package enum Key: String, TemplateKey {
        case urls

        package var holds: TemplateShape {
            switch self {
            case .urls: .list(.text)
            }
        }
    }

    package func value(_ key: Key) -> TemplateData? { TemplateData(urls) }
}
