import CrosswalkKit
import Foundation
import Testing

/// Every problem `crosswalk check` reports, each at the right file, line and column.
@Suite("Validation messages")
struct ValidationTests {
    /// Breaks one file of a copy of the valid fixture and returns the diagnostics.
    private func diagnostics(writing relative: String, _ text: String) throws -> [Diagnostic] {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write(relative, text)
        return try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics
            .map {
                var d = $0
                d.path = String(d.path.dropFirst(folder.url.path.count + 1))
                return d
            }
    }

    private static let header = """
        ---
        number: "3"
        title: Example
        statement: Things MUST work
        level: must
        category: design
        topics: [touch-targets]
        platforms: []
        ---

        """

    private static let body = """

        ## Summary

        Words.

        ## Testing

        ### Procedure

        1. Step.

        ### Expected result

        - Result.
        """

    @Test("malformed YAML is reported where the mistake is: an unclosed '[' where it opened")
    func malformedYAML() throws {
        let found = try diagnostics(writing: "Content/alpha/3-x.md", "---\nnumber: \"3\"\ntitle: [unclosed\n---\n")
        #expect(found.count == 1)
        #expect(found[0].path == "Content/alpha/3-x.md")
        #expect(found[0].line == 3)
        #expect(found[0].message.hasPrefix("malformed YAML: the '[' that starts here is not closed"))
    }

    @Test("missing and unknown fields")
    func fields() throws {
        let text = Self.header.replacingOccurrences(of: "statement: Things MUST work\n", with: "topic: [contrast]\n") + Self.body
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(
            found.map(\.description) == [
                "Content/alpha/3-x.md:2:1: error: missing required field 'statement'",
                "Content/alpha/3-x.md:4:1: error: unknown field 'topic' in guideline front matter (did you mean 'topics'?)",
            ])
    }

    @Test("unknown topic, platform, category, user group and level")
    func unknownValues() throws {
        let text =
            Self.header
            .replacingOccurrences(of: "topics: [touch-targets]", with: "topics: [touch-target]")
            .replacingOccurrences(of: "platforms: []", with: "platforms: [windows]\nusers: [astronauts]")
            .replacingOccurrences(of: "category: design", with: "category: desing")
            .replacingOccurrences(of: "level: must", with: "level: required")
            + Self.body
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(
            found.map(\.description) == [
                "Content/alpha/3-x.md:5:8: error: unknown level 'required'; expected one of: must, should, advisory",
                "Content/alpha/3-x.md:6:11: error: unknown category 'desing' (did you mean 'design'?); alpha has: principles, design",
                "Content/alpha/3-x.md:7:10: error: unknown topic 'touch-target' (did you mean 'touch-targets'?); see Content/topics.yaml",
                "Content/alpha/3-x.md:8:13: error: unknown platform 'windows' in 'platforms'; expected one of: ios, android, flutter, react-native, html",
                "Content/alpha/3-x.md:9:9: error: unknown user group 'astronauts'; see Content/user-groups.yaml",
            ])
    }

    @Test("applicability belongs to a regulation's clauses; a regulation states where, when and which WCAG")
    func regulations() throws {
        let guidance = Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: []\napplicability: applies") + Self.body
        #expect(
            try diagnostics(writing: "Content/alpha/3-x.md", guidance).map(\.description) == [
                "Content/alpha/3-x.md:9:1: error: 'applicability' is for a regulation's clauses; alpha/standard.yaml has no 'kind: regulation'"
            ])
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        let standard = try String(contentsOfFile: folder.path("Content/alpha/standard.yaml"), encoding: .utf8)
        try folder.write("Content/alpha/standard.yaml", standard + "kind: regulation\nwcag: \"2.3\"\nin_force: 2025\n")
        let clause =
            Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: []\napplicability: not-applied")
            .replacingOccurrences(of: "Things MUST work", with: "Things shall work") + "\n## Summary\n\nWords.\n"
        try folder.write("Content/alpha/3-x.md", clause)
        let found = try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics.map {
            "\($0.path.dropFirst(folder.url.path.count + 1)):\($0.line): \($0.message)"
        }
        #expect(found.contains("Content/alpha/standard.yaml:1: missing required field 'jurisdiction'"))
        #expect(
            found.contains {
                $0.hasPrefix("Content/alpha/standard.yaml:") && $0.hasSuffix("in_force '2025' must be a full date, YYYY-MM-DD")
            })
        #expect(found.contains { $0.hasPrefix("Content/alpha/standard.yaml:") && $0.contains("unknown wcag '2.3'") })
        #expect(found.contains("Content/alpha/3-x.md:9: applicability 'not-applied' needs an 'applicability_note' saying why"))
        // A clause of a regulation may leave out '## Testing'; guidance may not.
        #expect(!found.contains { $0.contains("missing section '## Testing'") })
    }

    @Test("mappings that contradict each other are errors naming both places")
    func contradictions() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        func entry(_ source: String, _ target: String, _ relationship: String, supersedes: Bool = false) -> String {
            """
              - source: \(source)
                target: \(target)
                relationship: \(relationship)
                rationale: semantic
                confidence: medium
                method: editorial
                supersedes: \(supersedes)
                remarks: A test.

            """
        }
        // beta/android-text-field-hints subset-of alpha/2 (the fixture) beside alpha/2
        // no-relationship to it; and alpha/1 and beta each superseding the other.
        try folder.write(
            "Mappings/alpha--beta.yaml",
            "source: alpha\ntarget: beta\nmappings:\n" + entry("alpha/2", "beta/android-text-field-hints", "no-relationship")
                + entry("alpha/1", "beta/android-text-field-hints", "superset-of", supersedes: true))
        try folder.write(
            "Mappings/beta--alpha.yaml",
            "source: beta\ntarget: alpha\nmappings:\n" + entry("beta/android-text-field-hints", "alpha/2", "subset-of")
                + entry("beta/android-text-field-hints", "alpha/1", "subset-of", supersedes: true))
        let found = try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics.map {
            "\($0.path.dropFirst(folder.url.path.count + 1)):\($0.line): \($0.message)"
                .replacingOccurrences(of: folder.url.path + "/", with: "")
        }
        #expect(
            found.contains(
                "Mappings/beta--alpha.yaml:4: beta/android-text-field-hints subset-of alpha/2 contradicts alpha/2 no-relationship beta/android-text-field-hints at Mappings/alpha--beta.yaml:4; one of them must change"
            ), "\(found)")
        #expect(
            found.contains(
                "Mappings/beta--alpha.yaml:12: beta/android-text-field-hints and alpha/1 each supersede the other (also Mappings/alpha--beta.yaml:12); only the later version supersedes"
            ), "\(found)")
        #expect(found.count == 2, "one error for each mistake: \(found)")
    }

    @Test("a cycle of strict subsets across three standards is one error at the mapping that closes it")
    func subsetCycle() {
        var consistency = MappingConsistency()
        for (line, (source, target, relationship)) in [
            ("a/1", "b/1", Mapping.Relationship.subsetOf), ("c/1", "b/1", .supersetOf), ("c/1", "a/1", .subsetOf),
        ].enumerated() {
            consistency.add(
                Mapping(
                    source: source, target: target, relationship: relationship, rationale: .semantic, confidence: .high,
                    method: .editorial, remarks: "", supersedes: false, path: "m.yaml", line: line + 1),
                at: SourceLocation(path: "m.yaml", line: line + 1, column: 5))
        }
        let log = DiagnosticLog()
        consistency.report(to: log)
        #expect(
            log.diagnostics.map(\.description) == [
                "m.yaml:3:5: error: a/1 → b/1 → c/1 → a/1 is a cycle of strict subsets, which would make them all equal; the other mappings are at m.yaml:1, m.yaml:2"
            ])
    }

    @Test("a stray file at the top of Content/ is a warning, as in a standard's folder")
    func strayFile() throws {
        #expect(
            try diagnostics(writing: "Content/README.md", "# Notes\n").map(\.description) == [
                "Content/README.md:1:1: warning: ignored: Content/ holds topics.yaml, user-groups.yaml, glossary.yaml and a folder per standard (plus search/, wcag/ and checks/)"
            ])
    }

    @Test("a page number below 1 is refused at its value")
    func negativePage() throws {
        let text = Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: []\npage: -5") + Self.body
        #expect(
            try diagnostics(writing: "Content/alpha/3-x.md", text).map(\.description) == [
                "Content/alpha/3-x.md:9:7: error: page -5: give the source's page number, 1 or more"
            ])
    }

    @Test("a number that does not match its file name")
    func numberAndFileName() throws {
        let found = try diagnostics(writing: "Content/alpha/4-x.md", Self.header + Self.body)
        #expect(
            found.map(\.description) == [
                "Content/alpha/4-x.md:2:1: error: number '3' does not match the file name '4-x.md'; name the file '3.md' or '3-<slug>.md'"
            ])
    }

    @Test("duplicate ids name both files")
    func duplicateID() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/alpha/3-first.md", Self.header + Self.body)
        try folder.write("Content/alpha/3-second.md", Self.header + Self.body)
        let found = try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics
        #expect(found.count == 1)
        #expect(found[0].path.hasSuffix("Content/alpha/3-second.md"))
        #expect(found[0].message.hasPrefix("duplicate id 'alpha/3': also defined in"))
        #expect(found[0].message.hasSuffix("Content/alpha/3-first.md"))
    }

    @Test("unknown section headings, misplaced text and code without a language")
    func body() throws {
        let text =
            Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: [ios]") + """
                Before any section.

                ## Summary

                Words.

                ## iOS

                ### Pass exampel

                ```
                let x = 1
                ```

                ## Testing

                ### Procedure

                - not numbered

                ### Expected result

                - Result.

                ## Extra
                """
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(
            found.map(\.description) == [
                "Content/alpha/3-x.md:10:1: error: text before the first section; start the body with '## Summary'",
                "Content/alpha/3-x.md:18:1: error: unknown heading '### Pass exampel' in '## iOS'; expected one of: Recommendation, Pass example, Failure example (did you mean '### Pass example'?)",
                "Content/alpha/3-x.md:20:1: error: code block without a language; tag the fence, e.g. ```swift (one of: css, dart, html, java, javascript, jsx, kotlin, objc, swift, text, tsx, xml)",
                "Content/alpha/3-x.md:26:1: error: '### Procedure' needs a numbered list of steps (1. ..., 2. ...)",
                "Content/alpha/3-x.md:34:1: error: unknown section '## Extra'; expected one of: Summary, iOS, Android, Flutter, React Native, HTML, Testing, Notes",
            ])
    }

    @Test("a legacy technique needs its editorial alternative, and only techniques can be legacy")
    func legacyMarker() throws {
        let text =
            Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: [ios, android]") + """

                ## Summary (legacy)

                Words.

                ## iOS

                ### Pass example (legacy)

                Superseded.

                ## Android

                ### Pass example (legacy)

                Superseded.

                ### Pass example (editorial)

                The current way.

                ## Testing

                ### Procedure

                1. Step.

                ### Expected result

                - Result.
                """
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(
            found.map(\.description) == [
                "Content/alpha/3-x.md:11:1: error: only a technique ('### Recommendation', '### Pass example', '### Failure example' in a platform section) can be marked '(legacy)'",
                "Content/alpha/3-x.md:17:1: error: a '(legacy)' technique needs its modern alternative beside it: add an '(editorial)' technique to '## iOS'",
            ])
    }

    @Test("legacy techniques are stored and read back as such")
    func legacyStored() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write(
            "Content/alpha/3-x.md",
            Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: [android]") + """

                ## Summary

                Words.

                ## Android

                ### Pass example (legacy)

                Superseded.

                ### Pass example (editorial)

                The current way.

                ## Testing

                ### Procedure

                1. Step.

                ### Expected result

                - Result.
                """)
        _ = try StoreBuilder.build(paths: paths, destination: folder.path("store.sqlite"))
        let store = try Store(path: folder.path("store.sqlite"))
        let techniques = try #require(try store.guideline("alpha/3")).techniques
        #expect(techniques.map(\.legacy) == [true, false])
        #expect(techniques.map(\.editorial) == [false, true])
    }

    @Test("platforms must agree with the sections")
    func platformSections() throws {
        let text =
            Self.header.replacingOccurrences(of: "platforms: []", with: "platforms: [android]") + """

                ## Summary

                Words.

                ## iOS

                Do this.

                ## Testing

                ### Procedure

                1. Step.

                ### Expected result

                - Result.
                """
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(
            found.map(\.description) == [
                "Content/alpha/3-x.md:8:1: error: 'android' is in 'platforms' but there is no '## Android' section",
                "Content/alpha/3-x.md:15:1: error: section '## iOS' but 'ios' is not in 'platforms'",
            ])
    }

    @Test("mappings to unknown ids and criteria, and invalid relationships")
    func mappings() throws {
        let found = try diagnostics(
            writing: "Mappings/alpha--wcag-2.0.yaml",
            """
            source: alpha
            target: wcag-2.0
            mappings:
              - source: alpha/9
                target: wcag-2.0/1.4.13
                relationship: equals
                rationale: semantic
                confidence: high
                method: editorial
                remarks: Nothing.
              - source: alpha/1
                target: beta/android-text-field-hints
                relationship: equal-to
                rationale: semantic
                confidence: high
                method: editorial
                remarks: Wrong file.
            """)
        #expect(
            found.map(\.description) == [
                "Mappings/alpha--wcag-2.0.yaml:4:5: error: mapping from unknown guideline 'alpha/9' (did you mean 'alpha/1'?)",
                "Mappings/alpha--wcag-2.0.yaml:5:13: error: 1.4.13 was added in WCAG 2.1: its id is wcag-2.1/1.4.13, mapped in alpha--wcag-2.1.yaml",
                "Mappings/alpha--wcag-2.0.yaml:6:19: error: unknown relationship 'equals'; expected one of: equal-to, equivalent-to, subset-of, superset-of, intersects-with, no-relationship",
                "Mappings/alpha--wcag-2.0.yaml:12:13: error: target 'beta/android-text-field-hints' is not in wcag-2.0, the file's target standard",
            ])
    }

    @Test("a criterion is mapped by its own id, and 'no criterion of 2.X' cannot stand beside a criterion 2.X has")
    func versionedMappings() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write(
            "Mappings/alpha--wcag-2.2.yaml",
            """
            source: alpha
            target: wcag-2.2
            mappings:
              - source: alpha/1
                target: wcag-2.2/2.5.8
                relationship: intersects-with
                rationale: semantic
                confidence: high
                method: editorial
                remarks: Both set a minimum target size.
              - source: alpha/2
                target: wcag-2.2/4.1.2
                relationship: intersects-with
                rationale: semantic
                confidence: high
                method: editorial
                remarks: Wrong version.
              - source: alpha/2
                target: wcag-2.2
                relationship: no-relationship
                rationale: semantic
                confidence: high
                method: editorial
                remarks: Contradicts alpha/2's mapping to 4.1.2.
            """)
        let found = try ContentPipeline(paths: paths).run(into: DiscardingConsumer()).diagnostics
            .map {
                var d = $0
                d.path = String(d.path.dropFirst(folder.url.path.count + 1))
                return d.description
            }
        #expect(
            found == [
                "Mappings/alpha--wcag-2.2.yaml:12:13: error: 4.1.2 was added in WCAG 2.0: its id is wcag-2.0/4.1.2, mapped in alpha--wcag-2.0.yaml",
                "Mappings/alpha--wcag-2.2.yaml:18:5: error: alpha/2 is mapped to wcag-2.0/4.1.2, which WCAG 2.2 contains, so it cannot have no relationship to wcag-2.2",
            ])
    }

    @Test("a mapping given twice is reported at the second place")
    func duplicateMapping() throws {
        let found = try diagnostics(
            writing: "Mappings/beta--alpha.yaml",
            """
            source: beta
            target: alpha
            mappings:
              - source: beta/android-text-field-hints
                target: alpha/2
                relationship: subset-of
                rationale: semantic
                confidence: medium
                method: editorial
                remarks: Once.
              - source: beta/android-text-field-hints
                target: alpha/2
                relationship: intersects-with
                rationale: semantic
                confidence: medium
                method: editorial
                remarks: Twice.
            """)
        #expect(found.count == 1)
        // In the same file the first place is its line; the path is already in the location.
        #expect(
            found.map(\.description) == [
                "Mappings/beta--alpha.yaml:11:5: error: duplicate mapping beta/android-text-field-hints -> alpha/2; first given at line 4"
            ])
    }

    @Test("the level is checked against the statement's modal verb")
    func levelWarning() throws {
        let text = Self.header.replacingOccurrences(of: "level: must", with: "level: should") + Self.body
        let found = try diagnostics(writing: "Content/alpha/3-x.md", text)
        #expect(found.map(\.description) == ["Content/alpha/3-x.md:5:1: warning: level 'should' but the statement says 'must'"])
    }
}
