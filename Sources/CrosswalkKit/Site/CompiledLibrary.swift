import Foundation
import Mustache

/// The compiled templates, each numbered: a `{{>partial}}` holds its partial's number, found
/// when it is compiled, so rendering one reads an array where it hashed the name (once per
/// partial, 400,000 times a 2,000-guideline site); `{{>*name}}` and a page's template are
/// found by name.
package final class CompiledLibrary: Sendable {
    let templates: [CompiledTemplate]
    /// Each template's number by its name, grouped by the name's length in UTF-8 bytes: a
    /// `{{>*name}}` compares its name with the few of its length (a `Dictionary` hashed it,
    /// 630 instructions a look-up, 270,000 look-ups in a 2,000-guideline site).
    private let byLength: [[(name: String, number: Int)]]

    /// `names`' templates from `library`; a template whose tokens cannot be read is refused,
    /// naming its file in `folder`.
    package init(_ library: MustacheLibrary, names: [String], folder: String) throws {
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
        var byLength: [[(name: String, number: Int)]] = []
        for (name, number) in numbers.sorted(by: { $0.value < $1.value }) {
            let length = name.utf8.count
            if byLength.count <= length { byLength += Array(repeating: [], count: length + 1 - byLength.count) }
            byLength[length].append((name, number))
        }
        self.byLength = byLength
    }

    package func named(_ name: String) -> CompiledTemplate? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        for entry in byLength[length] where entry.name == name { return templates[entry.number] }
        return nil
    }
}
