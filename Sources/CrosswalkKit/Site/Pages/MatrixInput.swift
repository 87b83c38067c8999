/// `matrix.mustache`: all standards by criterion and by topic.
struct MatrixInput: TemplateValue {
    var standards: [StandardColumn]
    var version: WCAGVersion
    var criterionRows: [MatrixRowItem]
    var topicRows: [MatrixRowItem]

    enum Key: String, TemplateKey {
        case standards, version, criterionRows, topicRows

        var holds: TemplateShape {
            switch self {
            case .standards: .list(.value(StandardColumn.self))
            case .criterionRows: .list(.value(MatrixRowItem.self))
            case .topicRows: .list(.value(MatrixRowItem.self))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .standards: standards
        case .version: Text(version.rawValue)
        case .criterionRows: criterionRows
        case .topicRows: topicRows
        }
    }
}
