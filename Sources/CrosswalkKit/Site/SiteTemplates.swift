import Foundation
import Mustache

/// The Mustache templates of `Site/templates`, loaded, parsed and checked against the page
/// inputs (``TemplateCheck``) up front so a template error stops the build before anything is
/// written, with the file, line and column.
package struct SiteTemplates {
    package let library: MustacheLibrary
    /// The same templates as trees this module renders (``CompiledTemplate``).
    let compiled: CompiledLibrary
    let folder: String

    static let required =
        [
            "layout", "breadcrumbs", "level", "home", "standards", "standard", "page", "guideline", "platforms", "platform",
            "wcag", "criterion", "compare-index", "compare", "matrix", "coverage", "topics", "topic", "glossary", "search",
            "guidelines", "not-found", "sitemap", "technique", "platform-topic", "rich", "code", "code-language", "ids",
            "checklists", "checklist",
            "checks", "check-tool", "automated-checks",
        ]
        // Partials named by a value (`{{>*name}}`): swift-mustache renders a missing one as
        // nothing, so each must exist.
        + Technique.Kind.allCases.map(TechniqueItem.kindPartial)
        + PairRelation.Basis.allCases.map(PairItem.basisPartial)
        + CodeHighlighter.languages.sorted().map(RichHTML.CodeBlock.languagePartial)
        + Comparison.Verdict.allCases.map(VerdictFlags.partial)
        + Relation.allCases.map(CompareInput.Counterpart.relationPartial)
        + PairRelation.Basis.allCases.map(CompareInput.Counterpart.pathPartial)
        + Comparison.Assertion.allCases.map(CompareInput.Counterpart.assertionPartial)
        + AuditDecision.allCases.map(ChecklistItem.Requirement.decidesPartial)
        + CheckTool.Kind.allCases.map(CheckToolsInput.kindPartial)

    /// Put before every template, on a line of its own (a standalone tag, so it adds nothing to
    /// the output): swift-mustache starts each template and partial with its own HTML escaping,
    /// and a content type set in one template does not carry into the partials it includes.
    package static let contentTypeLine = "{{% CONTENT_TYPE: \(SiteHTMLEscaping.name)}}\n"

    package init(folder: String) throws {
        self.folder = folder
        MustacheContentTypes.register(SiteHTMLEscaping(), named: SiteHTMLEscaping.name)
        var library = MustacheLibrary()
        let manager = FileManager.default
        try FileSystem.requireFolder(folder, purpose: "templates")
        let names = try manager.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }.sorted()
        var texts: [String: String] = [:]
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw CrosswalkError.unreadable(path: path, step: "read template", reason: error.localizedDescription)
            }
            texts[String(name.dropLast(".mustache".count))] = text
            do {
                try library.register(Self.contentTypeLine + text, named: String(name.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                // Lines as in the file, without the content type line.
                throw CrosswalkError.siteFile(
                    path: path, line: error.context.lineNumber - 1, column: error.context.columnNumber,
                    reason: "\(error.error)")
            }
        }
        for name in Self.required where library.getTemplate(named: name) == nil {
            throw CrosswalkError.unreadable(
                path: (folder as NSString).appendingPathComponent(name + ".mustache"), step: "load template", reason: "missing")
        }
        // Every name each page's template uses must be one its input has: swift-mustache would
        // render a misspelt one as nothing.
        let problems = TemplateCheck(folder: folder, texts: texts).checkSite()
        if let first = problems.first {
            let more =
                problems.count > 1 ? " (and \(problems.count - 1) more problem\(problems.count > 2 ? "s" : "") in the templates)" : ""
            throw CrosswalkError.siteFile(path: first.path, line: first.line, column: first.column, reason: first.message + more)
        }
        self.library = library
        compiled = try CompiledLibrary(library, names: texts.keys.sorted(), folder: folder)
    }

    package func render(_ context: PageContext, with template: String) -> String {
        String(decoding: renderBytes(context, with: template), as: UTF8.self)
    }

    /// The page's UTF-8 bytes: what swift-mustache's `render` returns, without building strings.
    func renderBytes(_ context: PageContext, with template: String) -> Data {
        compiled.named(template)?.render(context, library: compiled) ?? Data()
    }
}
