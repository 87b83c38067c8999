import Foundation
import Mustache

/// The compiled templates, each numbered: a `{{>partial}}` holds its partial's number, found
/// when it is compiled, so rendering one reads an array where it hashed the name (once per
/// partial, 400,000 times a 2,000-guideline site); `{{>*name}}` and a page's template are
/// found by name.
final class CompiledLibrary: Sendable {
    let templates: [CompiledTemplate]
    private let numbers: [String: Int]

    /// `names`' templates from `library`; a template whose tokens cannot be read is refused,
    /// naming its file in `folder`.
    init(_ library: MustacheLibrary, names: [String], folder: String) throws {
        let parsed = names.compactMap { name in library.getTemplate(named: name).map { (name, $0) } }
        let numbers = Dictionary(uniqueKeysWithValues: parsed.enumerated().map { ($1.0, $0) })
        templates = try parsed.map { name, template in
            do {
                return try CompiledTemplate(template, partials: numbers)
            } catch {
                throw CrosswalkError.unreadable(
                    path: (folder as NSString).appendingPathComponent(name + ".mustache"), step: "compile template",
                    reason: "swift-mustache's parsed tokens could not be read")
            }
        }
        self.numbers = numbers
    }

    func named(_ name: String) -> CompiledTemplate? {
        numbers[name].map { templates[$0] }
    }
}
