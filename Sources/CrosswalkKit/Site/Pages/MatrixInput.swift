/// `matrix.mustache`: all standards by criterion and by topic.
struct MatrixInput: TemplateValue {
    var standards: [StandardColumn]
    var version: WCAGVersion
    var criterionRows: [MatrixRowItem]
    var topicRows: [MatrixRowItem]

    func child(named name: String) -> Any? {
        switch name {
        case "standards": standards
        case "version": Text(version.rawValue)
        case "criterionRows": criterionRows
        case "topicRows": topicRows
        default: nil
        }
    }
}
