/// A standard as the home, standards and standard pages show it.
struct StandardRow: TemplateValue {
    var overview: StandardOverview

    enum Key: String, TemplateKey {
        case id, shortName, title, publisher, region, status, date, description, guidelines, oneGuideline, must, should, advisory, source,
            sourceURL,
            licence, version, regulation, jurisdiction, inForce, wcag, wcagSlug, scope, checkedAgainst, hasCheckedAgainst, applied,
            notApplied, url

        var holds: TemplateShape {
            switch self {
            case .checkedAgainst: .list(.text)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        let s = overview
        return switch key {
        case .id: Text(s.id)
        case .url: Text(SiteRoute.standard.path(s.id))
        case .shortName: Text(s.shortName)
        case .title: Text(s.title)
        case .publisher: Text(s.publisher)
        case .region: Text(s.region)
        case .status: Text(s.status.rawValue)
        case .date: Text(s.date)
        case .description: Text(s.description)
        case .guidelines: s.guidelines
        case .oneGuideline: s.guidelines == 1
        case .must: s.must
        case .should: s.should
        case .advisory: s.advisory > 0 ? s.advisory : nil
        case .source: Text(s.source)
        case .sourceURL: Text(s.sourceURL)
        case .licence: Text(s.licence)
        case .version: Text(s.version)
        case .regulation: s.kind == .regulation
        case .jurisdiction: Text(s.regulation?.jurisdiction)
        case .inForce: Text(s.regulation?.inForce)
        case .wcag: Text(s.regulation?.wcag.rawValue)
        // The coverage page's section of that version: `coverage/#wcag-2-1`.
        case .wcagSlug: Text(s.regulation.map { $0.wcag.rawValue.replacingOccurrences(of: ".", with: "-") })
        case .scope: Text(s.scope)
        case .checkedAgainst: s.checkedAgainst.map(Text.init)
        case .hasCheckedAgainst: !s.checkedAgainst.isEmpty
        case .applied: s.kind == .regulation ? s.guidelines - (s.applicability["not-applied"] ?? 0) : nil
        case .notApplied: s.applicability["not-applied"]
        }
    }
}
