/// A technique as the guideline and platform pages show it: its kind, its marks and the
/// HTML cmark rendered, cut at its code blocks.
struct TechniqueItem: TemplateValue {
    var kind: Technique.Kind
    var editorial: Bool
    var legacy: Bool
    var body: RichHTML

    /// `id`: unique on the page, for the ids of its code blocks.
    init(kind: Technique.Kind, editorial: Bool, legacy: Bool, html: String, id: String) {
        self.kind = kind
        self.editorial = editorial
        self.legacy = legacy
        body = RichHTML(html, id: id)
    }

    enum Key: String, TemplateKey {
        case kind, kindPartial, editorial, legacy, body

        var holds: TemplateShape {
            switch self {
            case .kindPartial: .partial(Technique.Kind.allCases.map(TechniqueItem.kindPartial))
            case .body: .value(RichHTML.self)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .kind: .text(kind.rawValue)
        case .kindPartial: TemplateData(Self.kindPartial(kind))
        case .editorial: TemplateData(editorial)
        case .legacy: TemplateData(legacy)
        case .body: TemplateData(body)
        }
    }

    /// The partial that heads a technique of `kind` (`{{>*kindPartial}}`): one look-up for the
    /// kind's icon and words instead of a section per kind.
    static func kindPartial(_ kind: Technique.Kind) -> String { "technique-kind-" + kind.rawValue }
}
