/// What the layout and the breadcrumbs read on every page: where the site is served from,
/// the current section, the trail to the page and the page's own name in it.
package struct PageFrame: TemplateValue {
    package init(base: String, section: SiteSection?, crumbs: [Crumb], current: String) {
        self.base = base
        self.section = section
        self.crumbs = crumbs
        self.current = current
    }

    package struct Crumb: TemplateValue {
        var title: String
        var path: String

        package enum Key: String, TemplateKey {
            case title, path
        }

        package func value(_ key: Key) -> TemplateData? {
            switch key {
            case .title: .text(title)
            case .path: .text(path)
            }
        }
    }

    /// `{{#nav.standards}}`: true for the current section only.
    struct Navigation: TemplateValue {
        var current: SiteSection?

        func value(_ key: SiteSection) -> TemplateData? { TemplateData(current == key) }
    }

    var base: String
    var section: SiteSection?
    var crumbs: [Crumb]
    var current: String

    package enum Key: String, TemplateKey {
        case base, nav, crumbs, current

        package var holds: TemplateShape {
            switch self {
            case .nav: .value(Navigation.self)
            case .crumbs: .list(.value(Crumb.self))
            default: .text
            }
        }
    }

    package func value(_ key: Key) -> TemplateData? {
        switch key {
        case .base: .text(base)
        case .nav: TemplateData(Navigation(current: section))
        case .crumbs: TemplateData(crumbs)
        case .current: .text(current)
        }
    }
}
