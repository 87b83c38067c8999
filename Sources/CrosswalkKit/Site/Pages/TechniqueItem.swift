/// A technique as the guideline and platform pages show it: its kind, its marks and the
/// HTML cmark rendered.
struct TechniqueItem: TemplateValue {
    var kind: Technique.Kind
    var editorial: Bool
    var legacy: Bool
    var html: String

    func child(named name: String) -> Any? {
        switch name {
        case "kind": Text(kind.rawValue)
        case "recommendation": kind == .recommendation
        case "pass": kind == .pass
        case "failure": kind == .failure
        case "editorial": editorial
        case "legacy": legacy
        case "html": Text(html)
        default: nil
        }
    }
}
