/// `home.mustache`.
struct HomeInput: TemplateValue {
    var standards: [StandardRow]
    var guidelineCount: Int
    var criterionCount: Int

    func child(named name: String) -> Any? {
        switch name {
        case "standards": standards
        case "guidelineCount": guidelineCount
        case "standardCount": standards.count
        case "criterionCount": criterionCount
        default: nil
        }
    }
}
