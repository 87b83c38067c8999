extension GuidelineInput {
    /// `g.testing.automated`: how tools test part of the guideline. Each test is a code block
    /// framed as a technique's are (`code.mustache`), under its platform's name.
    struct AutomatedTestSection: TemplateValue {
        var prose: RichHTML
        var tests: [PlatformTest]
        var personChecks: RichHTML?

        init(_ test: GuidelineDetail.AutomatedTestDetail) {
            prose = RichHTML(test.proseHTML, id: "automated-test")
            tests = test.code.enumerated().map { index, sample in
                PlatformTest(
                    platform: sample.platform,
                    code: RichHTML.CodeBlock(
                        language: sample.language.rawValue,
                        html: CodeHighlighter.highlight(sample.code, language: sample.language.rawValue),
                        id: "code-automated-test-\(index + 1)"))
            }
            personChecks = test.personChecksHTML.isEmpty ? nil : RichHTML(test.personChecksHTML, id: "person-checks")
        }

        enum Key: String, TemplateKey {
            case prose, tests, hasTests, personChecks

            var holds: TemplateShape {
                switch self {
                case .prose, .personChecks: .value(RichHTML.self)
                case .tests: .list(.value(PlatformTest.self))
                case .hasTests: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .prose: TemplateData(prose)
            case .tests: TemplateData(tests)
            case .hasTests: TemplateData(!tests.isEmpty)
            // False, not nil: Mustache would look a missing name up in the page around.
            case .personChecks: TemplateData(personChecks) ?? .flag(false)
            }
        }
    }

    /// One platform's test: `platform` (`ios`), `title` (`iOS`) and its `code` block.
    struct PlatformTest: TemplateValue {
        var platform: Platform
        var code: RichHTML.CodeBlock

        enum Key: String, TemplateKey {
            case platform, title, code

            var holds: TemplateShape {
                switch self {
                case .code: .value(RichHTML.CodeBlock.self)
                default: .text
                }
            }
        }

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .platform: .text(platform.rawValue)
            case .title: .text(platform.title)
            case .code: TemplateData(code)
            }
        }
    }
}
