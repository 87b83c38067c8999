import Foundation

/// Reads one guideline file: front matter fields and body sections, checked against the
/// vocabularies. Returns nil when the file has errors (all of them logged).
struct GuidelineLoader {
    let vocabulary: ContentVocabulary
    let log: DiagnosticLog

    /// A guideline number: it becomes part of an id and of the guideline's URL, so ASCII
    /// letters and digits in runs joined by single '.' or '-' (`11.4.8`, `R1`,
    /// `ios-creating-labels`). Checked by hand: a regular expression per guideline showed in
    /// the build's profile.
    static func isSafeNumber(_ number: String) -> Bool {
        var previousWasSeparator = true
        for byte in number.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasSeparator = false
            case UInt8(ascii: "."), UInt8(ascii: "-"):
                if previousWasSeparator { return false }
                previousWasSeparator = true
            default:
                return false
            }
        }
        return !previousWasSeparator
    }

    /// What loading one file gave: the guideline when the file has no error, and its id and
    /// the place of its number whenever the number could be read.
    struct Outcome {
        var guideline: Guideline?
        var id: String?
        var numberLocation: SourceLocation?
    }

    func load(text: String, standard: Standard, relativePath: String, displayPath: String) -> Outcome {
        let errorsBefore = log.errorCount
        guard let parts = FrontMatter(splitting: text, path: displayPath, log: log),
            let yaml = YAMLFile(text: parts.yaml, path: displayPath, lineOffset: parts.yamlLineOffset, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "the front matter")
        else { return Outcome() }

        let fileName = (relativePath as NSString).lastPathComponent
        let number = fields.string("number")
        let numberLocation = fields.location(of: "number")
        let validNumber = number.map { checkNumber($0, fileName: fileName, at: numberLocation) } ?? false
        var outcome = Outcome(id: validNumber ? number.map { "\(standard.id)/\($0)" } : nil, numberLocation: numberLocation)
        let title = fields.string("title")
        let statement = fields.string("statement")
        let heading = fields.string("heading", required: false)
        let level = fields.value("level", as: RequirementLevel.self)
        let category = checkCategory(&fields, standard: standard)
        let topics = checkIDs(&fields, "topics", known: vocabulary.topics, what: "topic", file: "Content/topics.yaml", required: true)
        let users = checkIDs(
            &fields, "users", known: vocabulary.userGroups, what: "user group", file: "Content/user-groups.yaml", required: false)
        let terms = checkIDs(
            &fields, "terms", known: vocabulary.terms, what: "glossary term", file: "Content/glossary.yaml", required: false)
        let roles = readRoles(&fields)
        let platforms = readPlatforms(&fields, "platforms", required: true)
        let noTechnique = readPlatforms(&fields, "no_technique", required: false)
        let page = fields.integer("page")
        if let page, page < 1 {
            log.error(fields.file.location(fields.valueNode("page")), "page \(page): give the source's page number, 1 or more")
        }
        let applicability = readApplicability(&fields, standard: standard)
        let isParaphrase = fields.bool("paraphrase") ?? false
        let isScoping = fields.bool("scoping") ?? false
        if isScoping && standard.kind != .regulation {
            log.error(
                fields.location(of: "scoping"),
                "'scoping' is for a regulation's clauses; \(standard.id)/standard.yaml has no 'kind: regulation'")
        }
        fields.reportUnknownKeys(expected: "guideline front matter")

        if let topics, topics.isEmpty {
            log.error(fields.location(of: "topics"), "a guideline needs at least one topic")
        }
        if let statement, let level { checkLevel(level, statement: statement, at: fields.location(of: "level")) }

        let body = GuidelineBody(markdown: parts.body, lineOffset: parts.bodyLineOffset, path: displayPath, log: log)
        let summary = readSummary(body, fileStart: yaml.start)
        let techniques = readTechniques(body, platforms: platforms, noTechnique: noTechnique, fields: fields)
        // A regulation's clause that applies a WCAG criterion tests as the criterion does, and
        // one not applied to apps has nothing to test.
        let testing =
            standard.kind == .regulation && body.section(.testing) == nil
            ? TestProcedure.none : readTesting(body, fileStart: yaml.start)
        let notes = body.section(.notes).map { body.text(of: $0.intro) } ?? .empty

        guard log.errorCount == errorsBefore,
            let number, let title, let statement, let level, let topics, let testing
        else { return outcome }
        outcome.guideline = Guideline(
            standardID: standard.id, number: number, title: title, statement: statement, heading: heading,
            level: level, category: category, topics: topics, roles: roles, platforms: platforms,
            noTechnique: noTechnique, users: users ?? [], terms: terms ?? [], page: page,
            summary: summary, techniques: techniques, testing: testing, notes: notes, path: relativePath,
            applicability: applicability, isParaphrase: isParaphrase, isScoping: isScoping)
        return outcome
    }

    // MARK: - Front matter checks

    /// Whether `number` can be a guideline's number (its id is then known even if the file
    /// has other errors); logs what is wrong with it.
    @discardableResult
    private func checkNumber(_ number: String, fileName: String, at location: SourceLocation) -> Bool {
        guard Self.isSafeNumber(number) else {
            log.error(
                location,
                "number '\(MessageText.quoted(number))' must be letters and digits, in parts joined by single '.' or '-' (such as 11.4.8 or R1): it becomes part of the guideline's web address"
            )
            return false
        }
        let stem = (fileName as NSString).deletingPathExtension
        if stem != number && !stem.hasPrefix(number + "-") {
            log.error(
                location,
                "number '\(MessageText.quoted(number))' does not match the file name '\(MessageText.quoted(fileName))'; name the file '\(number).md' or '\(number)-<slug>.md'"
            )
        }
        return true
    }

    /// A regulation states for every clause whether it applies to native apps; guidance has
    /// nothing to say it of. A clause applied with edits, or not applied, says how or why.
    private func readApplicability(_ fields: inout YAMLFields, standard: Standard) -> Guideline.Applicability? {
        guard standard.kind == .regulation else {
            for key in ["applicability", "applicability_note"] where fields.valueNode(key) != nil {
                fields.accept(key)
                log.error(
                    fields.location(of: key),
                    "'\(key)' is for a regulation's clauses; \(standard.id)/standard.yaml has no 'kind: regulation'")
            }
            return nil
        }
        let status = fields.value("applicability", as: Guideline.Applicability.Status.self)
        let note = fields.string("applicability_note", required: false)
        guard let status else { return nil }
        if status != .applies && note == nil {
            log.error(
                fields.location(of: "applicability"),
                "applicability '\(status.rawValue)' needs an 'applicability_note' saying \(status == .notApplied ? "why" : "how it is edited")"
            )
        }
        return Guideline.Applicability(status: status, note: note)
    }

    private func checkCategory(_ fields: inout YAMLFields, standard: Standard) -> String? {
        let category = fields.string("category", required: false)
        let known = standard.categories.map(\.id)
        // standard.yaml's own error says what is wrong; every guideline need not repeat it.
        guard !vocabulary.uncheckedCategories.contains(standard.id) else { return category }
        switch (category, known.isEmpty) {
        case (nil, false):
            log.error(
                fields.location,
                "missing required field 'category': \(standard.id) groups its guidelines into \(known.joined(separator: ", "))")
        case (let category?, true):
            log.error(
                fields.location(of: "category"),
                "category '\(MessageText.quoted(category))' given, but \(standard.id)/standard.yaml defines no categories")
        case (let category?, false) where !known.contains(category):
            log.error(
                locationOfValue(fields, "category"),
                "unknown category '\(MessageText.quoted(category))'\(suggestion(category, known)); \(standard.id) has: \(known.joined(separator: ", "))"
            )
        default:
            break
        }
        return category
    }

    private func checkIDs(_ fields: inout YAMLFields, _ key: String, known: Set<String>, what: String, file: String, required: Bool)
        -> [String]?
    {
        guard let values = fields.stringList(key, required: required) else { return nil }
        var seen: Set<String> = []
        let items = fields.valueNode(key)?.sequence.map(Array.init) ?? []
        for (index, value) in values.enumerated() {
            let location = index < items.count ? fields.file.location(items[index]) : fields.location(of: key)
            if !known.contains(value) && !vocabulary.unchecked.contains(key) {
                log.error(location, "unknown \(what) '\(MessageText.quoted(value))'\(suggestion(value, known)); see \(file)")
            } else if !seen.insert(value).inserted {
                log.error(location, "\(what) '\(MessageText.quoted(value))' is listed twice")
            }
        }
        return values
    }

    private func readRoles(_ fields: inout YAMLFields) -> Guideline.Roles {
        fields.accept("roles")
        guard let node = fields.valueNode("roles") else { return Guideline.Roles() }
        guard var roleFields = YAMLFields(node, in: fields.file, log: log, what: "'roles'") else { return Guideline.Roles() }
        var roles = Guideline.Roles()
        for (key, path) in [("originates_with", \Guideline.Roles.originatesWith), ("implemented_by", \Guideline.Roles.implementedBy)] {
            let names =
                checkIDs(&roleFields, key, known: Guideline.Roles.names, what: "role", file: "docs/content-format.md", required: false)
                ?? []
            roles[keyPath: path] = names
        }
        roleFields.reportUnknownKeys(expected: "'roles' (expected originates_with, implemented_by)")
        return roles
    }

    private func readPlatforms(_ fields: inout YAMLFields, _ key: String, required: Bool) -> [Platform] {
        guard let values = fields.stringList(key, required: required) else { return [] }
        let items = fields.valueNode(key)?.sequence.map(Array.init) ?? []
        var platforms: [Platform] = []
        for (index, value) in values.enumerated() {
            let location = index < items.count ? fields.file.location(items[index]) : fields.location(of: key)
            guard let platform = Platform(rawValue: value) else {
                log.error(
                    location,
                    "unknown platform '\(MessageText.quoted(value))' in '\(key)'; expected one of: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"
                )
                continue
            }
            if platforms.contains(platform) {
                log.error(location, "platform '\(MessageText.quoted(value))' is listed twice in '\(key)'")
            } else {
                platforms.append(platform)
            }
        }
        return platforms
    }

    /// The level must agree with the modal verb of the quoted statement: "must" (any case)
    /// or "need(s) to" for `must`; a `should` statement must not say "must" without "should".
    private func checkLevel(_ level: RequirementLevel, statement: String, at location: SourceLocation) {
        let lowered = statement.lowercased()
        // An ASCII statement (nearly every one) is split by bytes, where a letter is A-Z or a-z.
        let words =
            lowered.utf8.allSatisfy({ $0 < 0x80 })
            ? Set(
                lowered.utf8.split(whereSeparator: { !(65...90).contains($0) && !(97...122).contains($0) }).map {
                    String(decoding: $0, as: UTF8.self)
                })
            : Set(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let saysMust =
            words.contains("must") || words.contains("shall") || lowered.contains("need to") || lowered.contains("needs to")
        switch level {
        case .must where !saysMust:
            log.warning(location, "level 'must' but the statement has no 'must' (or 'shall', 'need to')")
        case .should where words.contains("must") && !words.contains("should"):
            log.warning(location, "level 'should' but the statement says 'must'")
        default:
            break
        }
    }

    private func locationOfValue(_ fields: YAMLFields, _ key: String) -> SourceLocation {
        fields.file.location(fields.valueNode(key))
    }

    private func suggestion(_ value: String, _ known: some Sequence<String>) -> String {
        Suggestions.closest(to: value, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    // MARK: - Body

    private func readSummary(_ body: GuidelineBody, fileStart: SourceLocation) -> MarkdownText {
        guard let section = body.section(.summary) else {
            log.error(SourceLocation(path: body.path, line: body.lineOffset + 1, column: 1), "missing section '## Summary'")
            return .empty
        }
        if section.intro.isEmpty {
            log.error(SourceLocation(path: body.path, line: section.line, column: section.column), "section '## Summary' is empty")
        }
        return body.text(of: section.intro)
    }

    private func readTechniques(_ body: GuidelineBody, platforms: [Platform], noTechnique: [Platform], fields: YAMLFields) -> [Technique] {
        var techniques: [Technique] = []
        var sectioned: Set<Platform> = []
        for section in body.sections {
            guard case .platform(let platform) = section.kind else { continue }
            sectioned.insert(platform)
            let sectionLocation = SourceLocation(path: body.path, line: section.line, column: section.column)
            if !platforms.contains(platform) {
                log.error(sectionLocation, "section '## \(platform.title)' but '\(platform.rawValue)' is not in 'platforms'")
            }
            var parts: [(kind: Technique.Kind, editorial: Bool, legacy: Bool, blocks: [MarkdownBlock], location: SourceLocation)] = []
            if !section.intro.isEmpty {
                parts.append((.recommendation, section.isEditorial, false, section.intro, sectionLocation))
            }
            for sub in section.subsections {
                let kind = Technique.Kind.allCases.first { $0.heading == sub.title }!
                let location = SourceLocation(path: body.path, line: sub.line, column: sub.column)
                if sub.blocks.isEmpty {
                    log.error(location, "'### \(sub.title)' is empty")
                    continue
                }
                if sub.isLegacy && section.isEditorial {
                    log.error(
                        location,
                        "'## \(platform.title) (editorial)' is Crosswalk's own, so nothing in it can be the source's superseded advice; remove '(legacy)'"
                    )
                }
                parts.append((kind, sub.isEditorial || section.isEditorial, sub.isLegacy, sub.blocks, location))
            }
            if parts.isEmpty {
                log.error(sectionLocation, "section '## \(platform.title)' has no technique")
            }
            // A superseded technique stays as the source gave it; the current way sits beside it.
            if let legacy = parts.first(where: \.legacy), !parts.contains(where: \.editorial) {
                log.error(
                    legacy.location,
                    "a '(legacy)' technique needs its modern alternative beside it: add an '(editorial)' technique to '## \(platform.title)'"
                )
            }
            for part in parts {
                if platform.isEditorialOnly && !part.editorial {
                    log.error(
                        part.location,
                        "no source names \(platform.title), so every technique in '## \(platform.title)' is Crosswalk's own: mark it '### \(part.kind.heading) (editorial)'"
                    )
                } else if noTechnique.contains(platform) && !part.editorial {
                    log.error(
                        part.location,
                        "\(platform.rawValue) is in 'no_technique' (the source gives none), so this technique must be marked '(editorial)'")
                }
                techniques.append(
                    technique(
                        platform: platform, kind: part.kind, editorial: part.editorial, legacy: part.legacy,
                        blocks: part.blocks, body: body))
            }
        }
        for platform in platforms where !sectioned.contains(platform) {
            log.error(
                fields.location(of: "platforms"), "'\(platform.rawValue)' is in 'platforms' but there is no '## \(platform.title)' section")
        }
        return techniques
    }

    private func technique(
        platform: Platform, kind: Technique.Kind, editorial: Bool, legacy: Bool, blocks: [MarkdownBlock], body: GuidelineBody
    ) -> Technique {
        let code = codeSamples(in: blocks, body: body)
        let prose = blocks.filter { !$0.isCode && !$0.text.isEmpty }.map(\.text)
        return Technique(
            platform: platform, kind: kind, isEditorial: editorial, isLegacy: legacy, body: body.text(of: blocks),
            prose: prose.joined(separator: "\n\n"), code: code)
    }

    /// The fenced code blocks among `blocks`, each checked for a known language.
    private func codeSamples(in blocks: [MarkdownBlock], body: GuidelineBody) -> [CodeSample] {
        blocks.compactMap { block in
            guard case .code(let language, let literal) = block.kind else { return nil }
            if language.isEmpty {
                log.error(
                    body.location(of: block),
                    "code block without a language; tag the fence, e.g. ```swift (one of: \(CodeSample.languages.sorted().joined(separator: ", ")))"
                )
            } else if !CodeSample.languages.contains(language) {
                log.error(
                    body.location(of: block),
                    "unknown code language '\(MessageText.quoted(language))'\(suggestion(language, CodeSample.languages)); expected one of: \(CodeSample.languages.sorted().joined(separator: ", "))"
                )
            }
            return CodeSample(language: language, code: literal)
        }
    }

    private func readTesting(_ body: GuidelineBody, fileStart: SourceLocation) -> TestProcedure? {
        guard let section = body.section(.testing) else {
            log.error(
                SourceLocation(path: body.path, line: body.lineOffset + 1, column: 1),
                "missing section '## Testing' (with '### Procedure' and '### Expected result')")
            return nil
        }
        let sectionLocation = SourceLocation(path: body.path, line: section.line, column: section.column)
        func subsection(_ title: String) -> GuidelineBody.Subsection? {
            let matches = section.subsections.filter { $0.title == title }
            if matches.count > 1 {
                log.error(
                    SourceLocation(path: body.path, line: matches[1].line, column: matches[1].column),
                    "'### \(title)' appears twice in '## Testing'")
            }
            if matches.isEmpty { log.error(sectionLocation, "'## Testing' needs a '### \(title)'") }
            return matches.first
        }
        var steps: [MarkdownText] = []
        var expected: [MarkdownText] = []
        if let procedure = subsection("Procedure") {
            let lists = procedure.blocks.filter { if case .list(ordered: true) = $0.kind { true } else { false } }
            if lists.isEmpty {
                log.error(
                    SourceLocation(path: body.path, line: procedure.line, column: procedure.column),
                    "'### Procedure' needs a numbered list of steps (1. ..., 2. ...)")
            }
            steps = lists.flatMap { items(of: $0, body: body) }
        }
        if let result = subsection("Expected result") {
            for block in result.blocks {
                if case .list = block.kind {
                    expected += items(of: block, body: body)
                } else if !block.text.isEmpty {
                    expected.append(body.text(of: [block]))
                }
            }
            if expected.isEmpty {
                log.error(SourceLocation(path: body.path, line: result.line, column: result.column), "'### Expected result' is empty")
            }
        }
        let all = section.intro + section.subsections.flatMap(\.blocks)
        var whole = body.text(of: all)
        // The stored Markdown keeps the ### headings, so the section reads as authored.
        whole.markdown = body.markdown(of: section)
        return TestProcedure(
            isEditorial: section.isEditorial, steps: steps, expected: expected, body: whole,
            automated: readAutomatedTest(section, body: body))
    }

    /// `### Automated test (editorial)`: once, last in `## Testing`, always Crosswalk's own;
    /// prose and one test per platform, closed by what a person still checks.
    private func readAutomatedTest(_ section: GuidelineBody.Section, body: GuidelineBody) -> AutomatedTest? {
        let title = GuidelineBody.automatedTestTitle
        let found = section.subsections.enumerated().filter { $0.element.title == title }
        guard let (index, sub) = found.first else { return nil }
        let location = SourceLocation(path: body.path, line: sub.line, column: sub.column)
        for (_, again) in found.dropFirst() {
            log.error(
                SourceLocation(path: body.path, line: again.line, column: again.column),
                "'### \(title)' appears twice in '## Testing' (first on line \(sub.line))")
        }
        if !sub.isEditorial {
            log.error(location, "'### \(title)' is always Crosswalk's own: mark it '### \(title) (editorial)'")
        }
        if let later = section.subsections[(index + 1)...].first(where: { $0.title != title }) {
            log.error(
                location,
                "'### \(title) (editorial)' comes after '### Procedure' and '### Expected result', but '### \(later.title)' follows it on line \(later.line)"
            )
        }
        guard !sub.blocks.isEmpty else {
            log.error(location, "'### \(title) (editorial)' is empty")
            return nil
        }
        var code: [AutomatedTest.Sample] = []
        for (block, sample) in zip(sub.blocks.filter(\.isCode), codeSamples(in: sub.blocks, body: body)) {
            // An unknown or missing language is already reported.
            guard let language = CodeLanguage(rawValue: sample.language) else { continue }
            guard let test = AutomatedTest.Sample(language: language, code: sample.code) else {
                log.error(
                    body.location(of: block),
                    "an automated test's code is a test for one platform; tag the fence with its language (swift, kotlin, dart, jsx...), not '\(sample.language)'"
                )
                continue
            }
            code.append(test)
        }
        var prose = sub.blocks.filter { !$0.isCode && !$0.text.isEmpty }
        var personChecks = MarkdownText.empty
        if let last = sub.blocks.last, last.kind == .paragraph, last.text.hasPrefix(AutomatedTest.personChecksLead) {
            personChecks = body.text(of: [last])
            prose.removeLast()
        } else {
            log.warning(
                location,
                "'### \(title) (editorial)' should end with a paragraph that starts '\(AutomatedTest.personChecksLead)' (what no tool sees)"
            )
        }
        return AutomatedTest(prose: body.text(ofEach: prose), code: code, personChecks: personChecks)
    }

    private func items(of list: MarkdownBlock, body: GuidelineBody) -> [MarkdownText] {
        list.items.map { item in
            MarkdownText(
                markdown: GuidelineBody.removingListMarker(body.document.source(lines: item.line, through: item.endLine)),
                html: item.html,
                text: item.text)
        }
    }
}
