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

    func value(_ key: Key) -> Any? {
        switch key {
        case .id: Text(platform.rawValue)
        case .title: Text(platform.title)
        case .editorialOnly: platform.isEditorialOnly
        case .framework: !platform.appPlatforms.contains(platform)
        }
    }
}
