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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .page: TemplateData(Subpage(page: page))
        case .standardName: .text(standardName)
        case .testingSetup: TemplateData(page.kind == .testingSetup)
        case .note: TemplateData(page.kind == .note)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .title: .text(page.title)
            case .standardID: .text(page.standardID)
            case .body: TemplateData(RichHTML(page.body.html, id: "page"))
            }
        }
    }
}
