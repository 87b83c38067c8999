import Foundation
import Mustache

/// The Mustache templates of `Site/templates`, loaded and parsed up front so a template error
/// stops the build before anything is written, with the file, line and column.
struct SiteTemplates {
    let library: MustacheLibrary
    let folder: String

    static let required = [
        "layout", "breadcrumbs", "level", "home", "standards", "standard", "page", "guideline", "platforms", "platform",
        "wcag", "criterion", "compare-index", "compare", "matrix", "coverage", "topics", "topic", "glossary", "search",
        "not-found", "sitemap",
    ]

    init(folder: String) throws {
        self.folder = folder
        var library = MustacheLibrary()
        let manager = FileManager.default
        try FileSystem.requireFolder(folder, purpose: "templates")
        let names = try manager.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }.sorted()
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw CrosswalkError.unreadable(path: path, step: "read template", reason: error.localizedDescription)
            }
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw CrosswalkError.template(path: path, line: error.context.lineNumber, column: error.context.columnNumber,
                                              reason: "\(error.error)")
            }
        }
        for name in Self.required where library.getTemplate(named: name) == nil {
            throw CrosswalkError.unreadable(path: (folder as NSString).appendingPathComponent(name + ".mustache"), step: "load template", reason: "missing")
        }
        self.library = library
    }

    func render(_ context: [String: Any], with template: String) -> String {
        library.render(context, withTemplate: template) ?? ""
    }
}
