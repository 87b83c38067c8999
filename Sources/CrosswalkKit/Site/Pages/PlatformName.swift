/// A platform as templates name it: its id (the path segment and tab id), its title, and the
/// facts a template words differently (`platform.mustache`, checklists, the search form).
struct PlatformName: TemplateValue {
    var platform: Platform

    enum Key: String, TemplateKey {
        case id, title
        /// No source names the platform: every technique for it is Crosswalk's own.
        case editorialOnly
        /// A framework whose apps ship as iOS and Android apps (Flutter, React Native).
        case framework
    }

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .id: .text(platform.rawValue)
        case .title: .text(platform.title)
        case .editorialOnly: TemplateData(platform.isEditorialOnly)
        case .framework: TemplateData(!platform.appPlatforms.contains(platform))
        }
    }
}
