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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .standards: TemplateData(standards)
        case .version: .text(version.rawValue)
        case .criterionRows: TemplateData(criterionRows)
        case .topicRows: TemplateData(topicRows)
        }
    }
}
