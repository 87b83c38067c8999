/// `sitemap.mustache`: every page's absolute address.
struct SitemapInput: TemplateValue {
    var urls: [String]

    func child(named name: String) -> Any? { name == "urls" ? urls.map(Text.init) : nil }
}
