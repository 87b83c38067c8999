/// A link to a guideline by its number or id (matrix cells, short lists).
struct GuidelineLink: TemplateValue {
    /// The guideline's id, which is also its path below `guidelines/`.
    var path: String
    var number: String
    var title: String?

    enum Key: String, TemplateKey {
        case path, id, number, title, url
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .path, .id: .text(path)
        case .url: .text(SiteRoute.guideline.path(path))
        case .number: .text(number)
        case .title: TemplateData(title)
        }
    }
}
