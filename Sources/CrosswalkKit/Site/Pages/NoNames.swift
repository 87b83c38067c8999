/// The names of a value that has none (the 404 page's input): no name makes one, so its
/// `value(_:)` is never asked. (A case it never has, rather than none: an enum without cases
/// makes the compiler warn that the body of `value(_:)` is never run.)
enum NoNames: TemplateKey {
    case never

    init?(rawValue: String) { nil }
    var rawValue: String { "" }
    static var allCases: [NoNames] { [] }
}
