/// The names of a value that has none (the 404 page's input).
enum NoNames: TemplateKey {
    init?(rawValue: String) { nil }
    var rawValue: String {
        switch self {}
    }
    static var allCases: [NoNames] { [] }
}
