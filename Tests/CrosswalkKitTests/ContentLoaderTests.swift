import CrosswalkKit
import Testing

@Suite("Loading the content format")
struct ContentLoaderTests {
    @Test("the valid fixture loads with no problems")
    func validFixture() throws {
        let (knowledgeBase, report) = try TestSupport.load(TestSupport.validFixture)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(knowledgeBase.standards.map(\.id) == ["alpha", "beta"])
        // Files are read in natural order of their names; the store orders by category (StoreTests).
        #expect(knowledgeBase.guidelines.map(\.id) == ["alpha/1", "alpha/2", "alpha/A", "beta/android-text-field-hints"])
        #expect(knowledgeBase.pages.map(\.id) == ["beta/pages/testing-setup"])
        #expect(knowledgeBase.mappings.count == 4)
        #expect(report.counts.guidelinesByLevel == [.must: 1, .should: 2, .advisory: 1])
    }

    @Test("a guideline with every platform, roles, users, terms and editorial techniques")
    func fullGuideline() throws {
        let (knowledgeBase, _) = try TestSupport.load(TestSupport.validFixture)
        let guideline = try #require(knowledgeBase.guidelines.first { $0.id == "alpha/1" })
        #expect(guideline.statement == "Touch targets MUST be at least 9.6mm across")
        #expect(guideline.level == .must)
        #expect(guideline.category == "design")
        #expect(guideline.roles == Guideline.Roles(originatesWith: ["design"], implementedBy: ["development"]))
        #expect(guideline.platforms == [.ios, .android, .html])
        #expect(guideline.users == ["mobility", "blind"])
        #expect(guideline.terms == ["assistive-technology"])
        #expect(guideline.page == 12)
        #expect(guideline.summary.text.hasPrefix("Targets smaller than a fingertip"))

        let ios = guideline.techniques.filter { $0.platform == .ios }
        #expect(ios.map(\.kind) == [.recommendation, .pass, .failure, .pass])
        #expect(ios.map(\.isEditorial) == [false, false, false, true])
        #expect(
            ios[1].code == [
                CodeSample(
                    language: "objc",
                    code:
                        "[bookmarkButton setFrame:CGRectMake(0, 0, 64, 64)];\nbookmarkButton.accessibilityTraits = UIAccessibilityTraitButton;\n"
                )
            ])
        #expect(ios[3].prose == "SwiftUI keeps the hit area large with .frame(minWidth:minHeight:).")
        #expect(ios[3].code.map(\.language) == ["swift"])
        let html = guideline.techniques.filter { $0.platform == .html }
        #expect(html.flatMap(\.code).map(\.language) == ["html", "css"])

        #expect(guideline.testing.isEditorial == false)
        #expect(guideline.testing.steps.map(\.text) == ["Open the app.", "Measure each target."])
        #expect(guideline.testing.steps.map(\.markdown) == ["Open the app.", "Measure each target."])
        #expect(guideline.testing.expected.map(\.text) == ["Every target is at least 9.6 mm across."])
        #expect(guideline.testing.body.markdown.hasPrefix("### Procedure"))
        // Raw HTML in the Markdown is not rendered (cmark's safe mode).
        #expect(!guideline.notes.html.contains("<script>"))
    }

    @Test("principles, n/a platforms, slug numbers and editorial tests")
    func otherShapes() throws {
        let (knowledgeBase, _) = try TestSupport.load(TestSupport.validFixture)
        let principle = try #require(knowledgeBase.guidelines.first { $0.id == "alpha/A" })
        #expect(principle.level == .advisory)
        #expect(principle.platforms.isEmpty)
        #expect(principle.techniques.isEmpty)
        #expect(principle.testing.isEditorial)

        let labels = try #require(knowledgeBase.guidelines.first { $0.id == "alpha/2" })
        #expect(labels.noTechnique == [.html])
        #expect(labels.techniques.map(\.kind) == [.recommendation])
        #expect(labels.testing.expected.map(\.text) == ["Each control is announced with a name."])

        let hints = try #require(knowledgeBase.guidelines.first { $0.id == "beta/android-text-field-hints" })
        #expect(hints.heading == "Edit field placeholders")
        #expect(hints.category == nil)
        #expect(hints.techniques.map(\.isEditorial) == [true, true])
        #expect(hints.techniques.map(\.kind) == [.recommendation, .pass])
    }

    @Test("mappings keep their typed relationship, method and supersedes flag")
    func mappings() throws {
        let (knowledgeBase, _) = try TestSupport.load(TestSupport.validFixture)
        let noRelation = try #require(knowledgeBase.mappings.first { $0.source == "alpha/1" })
        #expect(noRelation.target == "wcag-2.0")
        #expect(noRelation.relationship == .noRelationship)
        let stated = try #require(knowledgeBase.mappings.first { $0.source == "alpha/2" })
        #expect(stated.method == .source)
        #expect(stated.target == "wcag-2.0/4.1.2")
        #expect(stated.path == "alpha--wcag-2.0.yaml")
        #expect(stated.line == 11)
    }

    @Test("natural order of guideline numbers")
    func naturalOrder() {
        let numbers = ["10", "R2", "2", "A", "11.4.10", "11.4.2", "R10", "B", "1"]
        #expect(NaturalOrder.sorted(numbers) == ["1", "2", "10", "11.4.2", "11.4.10", "A", "B", "R2", "R10"])
        // Names with the same key ("02" and "2") come out in one fixed order, whatever the input's.
        let files = numbers.map { $0 + "-x.md" } + ["02-x.md", "2-X.md"]
        #expect(NaturalOrder.sorted(files).prefix(5) == ["1-x.md", "02-x.md", "2-X.md", "2-x.md", "10-x.md"])
        #expect(NaturalOrder.sorted(files.reversed()) == NaturalOrder.sorted(files))
        // ASCII text's key, made byte by byte, is the one made character by character.
        let texts = [
            "", "0", "000", "007", "1.4.10", "wcag-2.2/2.5.8", "R10a", "Section-508/E205.4", "123456789012", "00123456789",
            "A\r\n2", "x\t9 ~Z", "ABCxyz{|}", "11.4.02",
        ]
        for text in texts {
            var bytes = text
            #expect(bytes.withUTF8(NaturalOrder.asciiKey) == NaturalOrder.characterKey(text), "\(text)")
        }
        #expect(NaturalOrder.key("Ä2") == NaturalOrder.characterKey("Ä2"))
    }
}
