import CrosswalkKit
import Testing

@Suite("The WCAG catalogue")
struct CatalogueTests {
    @Test("87 criteria; 2.0 has 61 (25 A, 13 AA, 23 AAA), 2.1 has 78 (30, 20, 28), 2.2 has 86 (31, 24, 31)")
    func counts() throws {
        let (knowledgeBase, report) = try TestSupport.realKnowledgeBase.get()
        let criteria = knowledgeBase.catalogue.criteria
        #expect(report.diagnostics.filter { $0.path.contains("wcag") }.isEmpty)
        #expect(criteria.count == 87)
        #expect(Set(criteria.map(\.number)).count == 87)
        func count(_ version: WCAGVersion, _ level: SuccessCriterion.Level? = nil) -> Int {
            criteria.count { $0.isIn(version) && (level == nil || $0.level == level) }
        }
        #expect([count(.wcag20), count(.wcag20, .a), count(.wcag20, .aa), count(.wcag20, .aaa)] == [61, 25, 13, 23])
        #expect([count(.wcag21), count(.wcag21, .a), count(.wcag21, .aa), count(.wcag21, .aaa)] == [78, 30, 20, 28])
        #expect([count(.wcag22), count(.wcag22, .a), count(.wcag22, .aa), count(.wcag22, .aaa)] == [86, 31, 24, 31])
        #expect(criteria.first?.number == "1.1.1")
        #expect(criteria.last?.number == "4.1.3")
        #expect(knowledgeBase.catalogue.editions.map(\.version) == WCAGVersion.allCases)
    }

    @Test(
        "the criteria 2.1 and 2.2 added: numbers, handles, levels and ids",
        arguments: [
            ("1.3.4", "Orientation", "AA", "2.1"), ("1.3.5", "Identify Input Purpose", "AA", "2.1"),
            ("1.3.6", "Identify Purpose", "AAA", "2.1"),
            ("1.4.10", "Reflow", "AA", "2.1"), ("1.4.11", "Non-text Contrast", "AA", "2.1"), ("1.4.12", "Text Spacing", "AA", "2.1"),
            ("1.4.13", "Content on Hover or Focus", "AA", "2.1"), ("2.1.4", "Character Key Shortcuts", "A", "2.1"),
            ("2.2.6", "Timeouts", "AAA", "2.1"), ("2.3.3", "Animation from Interactions", "AAA", "2.1"),
            ("2.5.1", "Pointer Gestures", "A", "2.1"), ("2.5.2", "Pointer Cancellation", "A", "2.1"),
            ("2.5.3", "Label in Name", "A", "2.1"),
            ("2.5.4", "Motion Actuation", "A", "2.1"), ("2.5.5", "Target Size (Enhanced)", "AAA", "2.1"),
            ("2.5.6", "Concurrent Input Mechanisms", "AAA", "2.1"), ("4.1.3", "Status Messages", "AA", "2.1"),
            ("2.4.11", "Focus Not Obscured (Minimum)", "AA", "2.2"), ("2.4.12", "Focus Not Obscured (Enhanced)", "AAA", "2.2"),
            ("2.4.13", "Focus Appearance", "AAA", "2.2"), ("2.5.7", "Dragging Movements", "AA", "2.2"),
            ("2.5.8", "Target Size (Minimum)", "AA", "2.2"), ("3.2.6", "Consistent Help", "A", "2.2"),
            ("3.3.7", "Redundant Entry", "A", "2.2"),
            ("3.3.8", "Accessible Authentication (Minimum)", "AA", "2.2"), ("3.3.9", "Accessible Authentication (Enhanced)", "AAA", "2.2"),
        ])
    func added(number: String, handle: String, level: String, version: String) throws {
        let (knowledgeBase, _) = try TestSupport.realKnowledgeBase.get()
        let criterion = try #require(knowledgeBase.catalogue.criteria.first { $0.number == number })
        #expect(criterion.handle == handle)
        #expect(criterion.level.rawValue == level)
        #expect(criterion.introduced.rawValue == version)
        #expect(criterion.id == "wcag-\(version)/\(number)")
        #expect(criterion.removed == nil)
        #expect(!criterion.isIn(.wcag20))
        #expect(criterion.versions.allSatisfy { criterion.understanding[$0]?.hasPrefix("https://www.w3.org/WAI/WCAG2") == true })
        #expect(!criterion.mobile.isEmpty && !criterion.summary.isEmpty)
    }

    @Test("version data: 4.1.1 is in 2.0 and 2.1 only; 2.5.5 was 'Target Size' in 2.1; 1.4.3 is one node in all three")
    func versionData() throws {
        let (knowledgeBase, _) = try TestSupport.realKnowledgeBase.get()
        let byNumber = Dictionary(uniqueKeysWithValues: knowledgeBase.catalogue.criteria.map { ($0.number, $0) })
        let parsing = try #require(byNumber["4.1.1"])
        #expect(parsing.versions == [.wcag20, .wcag21])
        #expect(parsing.removed == .wcag22)
        #expect(parsing.id == "wcag-2.0/4.1.1")
        let target = try #require(byNumber["2.5.5"])
        #expect(target.handle(in: .wcag21) == "Target Size" && target.handle(in: .wcag22) == "Target Size (Enhanced)")
        let contrast = try #require(byNumber["1.4.3"])
        #expect(contrast.versions == WCAGVersion.allCases && contrast.id == "wcag-2.0/1.4.3")
        #expect(contrast.understanding[.wcag22] == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
    }

    /// Typed once here: as the macro's argument, the literal took 3 s to type-check.
    static let wcag20Criteria: [(number: String, handle: String, level: String)] = [
        ("1.1.1", "Non-text Content", "A"), ("1.2.1", "Audio-only and Video-only (Prerecorded)", "A"),
        ("1.2.2", "Captions (Prerecorded)", "A"), ("1.2.3", "Audio Description or Media Alternative (Prerecorded)", "A"),
        ("1.2.4", "Captions (Live)", "AA"), ("1.2.5", "Audio Description (Prerecorded)", "AA"),
        ("1.2.6", "Sign Language (Prerecorded)", "AAA"), ("1.2.7", "Extended Audio Description (Prerecorded)", "AAA"),
        ("1.2.8", "Media Alternative (Prerecorded)", "AAA"), ("1.2.9", "Audio-only (Live)", "AAA"),
        ("1.3.1", "Info and Relationships", "A"), ("1.3.2", "Meaningful Sequence", "A"),
        ("1.3.3", "Sensory Characteristics", "A"), ("1.4.1", "Use of Color", "A"), ("1.4.2", "Audio Control", "A"),
        ("1.4.3", "Contrast (Minimum)", "AA"), ("1.4.4", "Resize text", "AA"), ("1.4.5", "Images of Text", "AA"),
        ("1.4.6", "Contrast (Enhanced)", "AAA"), ("1.4.7", "Low or No Background Audio", "AAA"),
        ("1.4.8", "Visual Presentation", "AAA"), ("1.4.9", "Images of Text (No Exception)", "AAA"),
        ("2.1.1", "Keyboard", "A"), ("2.1.2", "No Keyboard Trap", "A"), ("2.1.3", "Keyboard (No Exception)", "AAA"),
        ("2.2.1", "Timing Adjustable", "A"), ("2.2.2", "Pause, Stop, Hide", "A"), ("2.2.3", "No Timing", "AAA"),
        ("2.2.4", "Interruptions", "AAA"), ("2.2.5", "Re-authenticating", "AAA"),
        ("2.3.1", "Three Flashes or Below Threshold", "A"), ("2.3.2", "Three Flashes", "AAA"),
        ("2.4.1", "Bypass Blocks", "A"), ("2.4.2", "Page Titled", "A"), ("2.4.3", "Focus Order", "A"),
        ("2.4.4", "Link Purpose (In Context)", "A"), ("2.4.5", "Multiple Ways", "AA"),
        ("2.4.6", "Headings and Labels", "AA"), ("2.4.7", "Focus Visible", "AA"), ("2.4.8", "Location", "AAA"),
        ("2.4.9", "Link Purpose (Link Only)", "AAA"), ("2.4.10", "Section Headings", "AAA"),
        ("3.1.1", "Language of Page", "A"), ("3.1.2", "Language of Parts", "AA"), ("3.1.3", "Unusual Words", "AAA"),
        ("3.1.4", "Abbreviations", "AAA"), ("3.1.5", "Reading Level", "AAA"), ("3.1.6", "Pronunciation", "AAA"),
        ("3.2.1", "On Focus", "A"), ("3.2.2", "On Input", "A"), ("3.2.3", "Consistent Navigation", "AA"),
        ("3.2.4", "Consistent Identification", "AA"), ("3.2.5", "Change on Request", "AAA"),
        ("3.3.1", "Error Identification", "A"), ("3.3.2", "Labels or Instructions", "A"),
        ("3.3.3", "Error Suggestion", "AA"), ("3.3.4", "Error Prevention (Legal, Financial, Data)", "AA"),
        ("3.3.5", "Help", "AAA"), ("3.3.6", "Error Prevention (All)", "AAA"),
        ("4.1.1", "Parsing", "A"), ("4.1.2", "Name, Role, Value", "A"),
    ]

    @Test("numbers, handles and levels of every WCAG 2.0 criterion", arguments: wcag20Criteria)
    func criterion(number: String, handle: String, level: String) throws {
        let (knowledgeBase, _) = try TestSupport.realKnowledgeBase.get()
        let criterion = try #require(knowledgeBase.catalogue.criteria.first { $0.number == number })
        #expect(criterion.handle(in: .wcag20) == handle)
        #expect(criterion.level.rawValue == level)
        #expect(criterion.introduced == .wcag20)
        #expect(criterion.understanding[.wcag20]?.hasPrefix("https://www.w3.org/TR/UNDERSTANDING-WCAG20/") == true)
        #expect(criterion.number.hasPrefix(criterion.guidelineNumber + "."))
        #expect(!criterion.summary.isEmpty)
    }
}
