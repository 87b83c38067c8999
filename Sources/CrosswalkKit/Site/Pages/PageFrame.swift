/// What the layout and the breadcrumbs read on every page: where the site is served from,
/// the current section, the trail to the page and the page's own name in it.
struct PageFrame: TemplateValue {
    struct Crumb: TemplateValue {
        var title: String
        var path: String

        func child(named name: String) -> Any? {
            switch name {
            case "title": Text(title)
            case "path": Text(path)
            default: nil
            }
        }
    }

    /// `{{#nav.standards}}`: true for the current section only.
    struct Navigation: TemplateValue {
        var current: SiteSection?

        func child(named name: String) -> Any? { current?.rawValue == name }
    }

    var base: String
    var section: SiteSection?
    var crumbs: [Crumb]
    var current: String

    func child(named name: String) -> Any? {
        switch name {
        case "base": Text(base)
        case "nav": Navigation(current: section)
        case "crumbs": crumbs
        case "current": Text(current)
        default: nil
        }
    }
}
