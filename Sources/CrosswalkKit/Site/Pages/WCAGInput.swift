/// `wcag.mustache`: every criterion with the guidelines of each standard.
struct WCAGInput: TemplateValue {
    var standards: [StandardColumn]
    var rows: [MatrixRowItem]

    func child(named name: String) -> Any? {
        switch name {
        case "standards": standards
        case "rows": rows
        default: nil
        }
    }
}
