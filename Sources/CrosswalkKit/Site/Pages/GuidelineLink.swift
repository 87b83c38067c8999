/// A link to a guideline by its number or id (matrix cells, short lists).
struct GuidelineLink: TemplateValue {
    /// The guideline's id, which is also its path below `guidelines/`.
    var path: String
    var number: String
    var title: String?

    enum Key: String, TemplateKey {
        case path, id, number, title, url
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .path, .id: Text(path)
        case .url: Text(SiteRoute.guideline.path(path))
        case .number: Text(number)
        case .title: Text(title)
        }
    }
}
