/// `page.mustache`: a page of a standard that is not a guideline.
struct StandardSubpageInput: TemplateValue {
    var page: StandardPage
    var standardName: String

    func child(named name: String) -> Any? {
        switch name {
        case "page": Subpage(page: page)
        case "standardName": Text(standardName)
        case "testingSetup": page.kind == .testingSetup
        case "note": page.kind == .note
        default: nil
        }
    }

    struct Subpage: TemplateValue {
        var page: StandardPage

        func child(named name: String) -> Any? {
            switch name {
            case "title": Text(page.title)
            case "standardID": Text(page.standardID)
            case "body": RichHTML(page.body.html, id: "page")
            default: nil
            }
        }
    }
}
