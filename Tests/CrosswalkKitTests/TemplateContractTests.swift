import CrosswalkKit
import Foundation
import Testing

/// The template contract: every name a shipped template uses is one its page's input has, a
/// misspelt one is reported where it is, and what each input declares is what it gives.
@Suite("Template contract")
struct TemplateContractTests {
    static let folder = TestSupport.repositoryRoot.appendingPathComponent("Site/templates").path

    /// The shipped templates by name, with `edits` (template, old, new) applied to the first match.
    static func texts(_ edits: [(String, String, String)] = []) throws -> [String: String] {
        var texts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".mustache") {
            texts[String(file.dropLast(".mustache".count))] = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        }
        for (template, old, new) in edits {
            let text = try #require(texts[template])
            let range = try #require(text.range(of: old), "\(old) not in \(template)")
            texts[template] = text.replacingCharacters(in: range, with: new)
        }
        return texts
    }

    /// The problems of the shipped templates with `edits`, as `make test` prints them.
    static func problems(_ edits: [(String, String, String)] = []) throws -> [String] {
        try TemplateCheck(folder: "Site/templates", texts: texts(edits)).checkSite().map(\.description)
    }

    /// `Site/templates/<template>.mustache:line:column` of the first `text` in it, `plus` characters on.
    static func location(_ template: String, of text: String, plus: Int = 0) throws -> String {
        let source = try #require(texts()[template])
        let found = try #require(source.range(of: text))
        let lines = source[..<found.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return "Site/templates/\(template).mustache:\(lines.count):\((lines.last?.count ?? 0) + 1 + plus)"
    }

    @Test("every name the shipped templates use is one their page's input, a section's item or the frame has")
    func shippedTemplates() throws {
        let problems = try Self.problems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a contract names its type as Swift writes it, without the module: what a problem calls the value")
    func typeNames() {
        for type in TemplateTypes.site.types {
            let reflected = String(reflecting: type)
            #expect(reflected.hasPrefix("CrosswalkKit."))
            #expect(TemplateContract.name(of: type) == reflected.dropFirst("CrosswalkKit.".count), "\(reflected)")
        }
        #expect(TemplateContract.name(of: CompareInput.Counterpart.self) == "CompareInput.Counterpart")
    }

    @Test("a misspelt name fails with its template, line, column and name, in a section, a dotted name and a partial")
    func misspelt() throws {
        // `{{title}}` inside `{{#g.category}}`: a category's title; `titel` is nobody's.
        let at = try Self.location("guideline", of: "{{title}}", plus: 2)
        let problems = try Self.problems([("guideline", "{{title}}", "{{titel}}")])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(at): error: unknown value 'titel'") == true, "\(problems)")
        #expect(problems.first?.contains("did you mean 'title'?") == true)

        let dotted = try Self.problems([("guideline", "{{g.title}}", "{{g.titel}}")])
        #expect(dotted.count == 1)
        #expect(dotted.first?.contains("guideline.mustache:2:") == true)
        #expect(dotted.first?.contains("unknown value 'g.titel'") == true, "\(dotted)")

        // In a partial: reported in the partial's file, once, whichever page includes it.
        let partial = try Self.problems([("level", "{{level}}", "{{levle}}")])
        #expect(partial.count == 1)
        #expect(partial.first?.hasPrefix("Site/templates/level.mustache:1:") == true, "\(partial)")

        let unknownPartial = try Self.problems([("guideline", "{{>level}}", "{{>levle}}")])
        #expect(unknownPartial.first?.contains("unknown partial 'levle'") == true, "\(unknownPartial)")
        let transform = try Self.problems([("guideline", "{{^last()}}", "{{^lsat()}}")])
        #expect(transform.first?.contains("unknown transform 'lsat()'") == true, "\(transform)")
        // A list printed as text is a mistake too.
        let list = try Self.problems([("guideline", "{{#hasUsers}}", "{{g.users}}{{#hasUsers}}")])
        #expect(list.first?.contains("'g.users' holds values of its own") == true, "\(list)")
    }

    @Test("a section's names fall through to the values around it, as swift-mustache reads them; an inverted section pushes nothing")
    func scope() throws {
        // Inside a topic: the page's `standardName` and the frame's `base` are in scope.
        #expect(try Self.problems([("guideline", "{{#g.topics}}", "{{#g.topics}}{{standardName}}{{base}}")]).isEmpty)
        // A topic's `id` is not in scope outside its section, nor in an inverted one.
        let outside = try Self.problems([("guideline", "{{^hasTesting}}", "{{^g.topics}}{{id}}{{/g.topics}}{{^hasTesting}}")])
        #expect(outside.count == 1 && outside.first?.contains("unknown value 'id'") == true, "\(outside)")
        // A page's value is not another page's: `standardName` is the guideline's, not the home page's.
        let other = try Self.problems([("home", "{{guidelineCount}}", "{{standardName}}")])
        #expect(other.first?.contains("home.mustache") == true && other.first?.contains("unknown value 'standardName'") == true)
    }

    /// What an input declares its names hold is what they give: every page of the fixture site,
    /// each value's names checked against its declaration (a few items of each list).
    @Test("every value a page gives is what its input's contract declares")
    func declarationsMatchValues() throws {
        let folder = try TemporaryDirectory()
        // The fixture with a tool of automated checks, so that a tool's page is among the pages.
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/checks/demo-lint.yaml", CheckCatalogueTests.demo)
        _ = try StoreBuilder.build(paths: paths, destination: folder.path("site.sqlite"))
        let store = try Store(path: folder.path("site.sqlite"))
        let generator = try SiteGenerator(
            store: store,
            options: SiteOptions(
                output: folder.path("out"), templates: Self.folder, assets: folder.path("none"),
                checklists: TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path))
        var pages: [SitePage] = []
        for task in generator.pageTasks() { try task.pages { pages.append($0) } }
        #expect(pages.count > 20)
        var problems: Set<String> = []
        var routes: Set<String> = []
        for page in pages {
            let route = try #require(SiteRoute.allCases.first { $0.template == page.template })
            #expect(type(of: page.input) == route.input, "\(page.path)")
            routes.insert(route.template)
            Self.verify(.value(page.input), .value(route.input), at: page.template, problems: &problems)
            Self.verify(.value(page.frame), .value(PageFrame.self), at: page.template, problems: &problems)
        }
        #expect(problems.sorted() == [])
        // Every page kind but the sitemap (written apart) is among the pages.
        #expect(routes == Set(SiteRoute.allCases.map(\.template)).subtracting(["sitemap"]))
    }

    static func verify(_ value: TemplateData, _ shape: TemplateShape, at path: String, problems: inout Set<String>) {
        switch (shape, value) {
        case (.text, .value), (.text, .list):
            problems.insert("\(path): declared text, gives \(value)")
        case (.text, _):
            return
        case (.partial(let names), .text(let name)) where names.contains(name):
            return
        case (.partial(let names), _):
            problems.insert("\(path): declared a partial of \(names), gives \(value)")
        case (.list(let item), .list(let items)):
            for index in 0..<min(3, items.count) { verify(items.item(index), item, at: path + "[]", problems: &problems) }
        case (.list, _):
            problems.insert("\(path): declared a list, gives \(value)")
        // `false`, not nil, stands for absent where a name must not fall through.
        case (.value, .flag(false)):
            return
        case (.value(let type), .value(let given)) where Swift.type(of: given) == type:
            for (name, inner) in type.contract.names {
                if let child = given.child(named: name) { verify(child, inner, at: path + "." + name, problems: &problems) }
            }
        case (.value(let type), _):
            problems.insert("\(path): declared \(type), gives \(value)")
        }
    }
}
