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

    func value(_ key: Key) -> TemplateData? {
        let s = overview
        return switch key {
        case .id: .text(s.id)
        case .url: .text(SiteRoute.standard.path(s.id))
        case .shortName: .text(s.shortName)
        case .title: .text(s.title)
        case .publisher: .text(s.publisher)
        case .region: .text(s.region)
        case .status: .text(s.status.rawValue)
        case .date: .text(s.date)
        case .description: .text(s.description)
        case .guidelines: TemplateData(s.guidelines)
        case .oneGuideline: TemplateData(s.guidelines == 1)
        case .must: TemplateData(s.must)
        case .should: TemplateData(s.should)
        case .advisory: s.advisory > 0 ? TemplateData(s.advisory) : nil
        case .source: .text(s.source)
        case .sourceURL: TemplateData(s.sourceURL)
        case .licence: .text(s.licence)
        case .version: .text(s.version)
        case .regulation: TemplateData(s.kind == .regulation)
        case .jurisdiction: TemplateData(s.regulation?.jurisdiction)
        case .inForce: TemplateData(s.regulation?.inForce)
        case .wcag: TemplateData(s.regulation?.wcag.rawValue)
        // The coverage page's section of that version: `coverage/#wcag-2-1`.
        case .wcagSlug: TemplateData(s.regulation.map { $0.wcag.rawValue.replacingOccurrences(of: ".", with: "-") })
        case .scope: TemplateData(s.scope)
        case .checkedAgainst: TemplateData(s.checkedAgainst)
        case .hasCheckedAgainst: TemplateData(!s.checkedAgainst.isEmpty)
        case .applied: TemplateData(s.kind == .regulation ? s.guidelines - (s.applicability["not-applied"] ?? 0) : nil)
        case .notApplied: TemplateData(s.applicability["not-applied"])
        }
    }
}
