/// `page.mustache`: a page of a standard that is not a guideline.
struct StandardSubpageInput: TemplateValue {
    var page: StandardPage
    var standardName: String

    enum Key: String, TemplateKey {
        case page, standardName, testingSetup, note

        var holds: TemplateShape {
            switch self {
            case .page: .value(Subpage.self)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .page: Subpage(page: page)
        case .standardName: Text(standardName)
        case .testingSetup: page.kind == .testingSetup
        case .note: page.kind == .note
        }
    }

    struct Subpage: TemplateValue {
        var page: StandardPage

        enum Key: String, TemplateKey {
            case title, standardID, body

            var holds: TemplateShape {
                switch self {
                case .body: .value(RichHTML.self)
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .title: Text(page.title)
            case .standardID: Text(page.standardID)
            case .body: RichHTML(page.body.html, id: "page")
            }
        }
    }
}
