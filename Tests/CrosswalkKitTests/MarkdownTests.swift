import CrosswalkKit
import Testing

@Suite("Markdown through cmark")
struct MarkdownTests {
    @Test("raw HTML is not passed through: cmark's safe mode")
    func safeMode() {
        let html = CMark.renderHTML(
            "Hello <script>alert(1)</script> and <b>bold</b>\n\n<div onclick=\"x()\">block</div>\n\n[link](javascript:alert(1))")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("onclick"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test("blocks carry their source position, text and rendering")
    func blocks() {
        let document = CMark.parse(
            """
            ## iOS

            Set `accessibilityLabel` on the *button*.

            ```swift
            button.accessibilityLabel = "Play"
            ```

            1. Open the app.
            2. Turn on VoiceOver.
            """)
        #expect(document.blocks.count == 4)
        #expect(document.blocks[0].kind == .heading(level: 2))
        #expect(document.blocks[0].text == "iOS")
        #expect(document.blocks[1].line == 3)
        #expect(document.blocks[1].text == "Set accessibilityLabel on the button.")
        #expect(document.blocks[1].html == "<p>Set <code>accessibilityLabel</code> on the <em>button</em>.</p>\n")
        #expect(document.blocks[2].kind == .code(language: "swift", literal: "button.accessibilityLabel = \"Play\"\n"))
        #expect(document.blocks[3].kind == .list(ordered: true))
        #expect(document.blocks[3].items.map(\.text) == ["Open the app.", "Turn on VoiceOver."])
        #expect(document.blocks[3].items[1].line == 10)
        #expect(document.source(lines: 5, through: 7) == "```swift\nbutton.accessibilityLabel = \"Play\"\n```")
    }

    @Test("lines end at LF or CRLF, keep empty lines, and slice non-ASCII text whole")
    func lines() {
        #expect(CMark.parse("").lines == [""])
        #expect(CMark.parse("a").lines == ["a"])
        #expect(CMark.parse("a\n").lines == ["a", ""])
        #expect(CMark.parse("\n\nb").lines == ["", "", "b"])
        #expect(CMark.parse("é one\r\nü two\r\n\r\nthree\r").lines == ["é one", "ü two", "", "three"])
        let document = CMark.parse("Titre\r\n\r\nÉcran « tactile »\r\n")
        #expect(document.source(lines: 1, through: 3) == "Titre\n\nÉcran « tactile »")
    }

    @Test("bad UTF-8 and empty input do not crash")
    func edgeCases() {
        #expect(CMark.parse("").blocks.isEmpty)
        #expect(CMark.renderHTML("") == "")
        #expect(CMark.parse("\u{0}").blocks.count == 1)
    }
}
