import Foundation
import Yams

/// Loads the small files everything else refers to: `standard.yaml`, the vocabularies,
/// the search tables and the WCAG 2.0 catalogue.
struct ReferenceLoader {
    let log: DiagnosticLog

    // MARK: standard.yaml

    /// Reads a standard. Fields with errors are logged and left empty, so the standard's
    /// guidelines are still checked in the same run (the build is refused anyway).
    func standard(id: String, text: String, path: String) -> Standard? {
        guard let yaml = YAMLFile(text: text, path: path, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "standard.yaml")
        else { return nil }
        let title = fields.string("title")
        let shortName = fields.string("short_name")
        let publisher = fields.string("publisher")
        let region = fields.string("region")
        let version = fields.string("version")
        let date = fields.string("date")
        if let date, !Self.isValidDate(date) {
            log.error(
                yaml.location(fields.valueNode("date")), "date '\(MessageText.quoted(date))' must be YYYY-MM-DD, YYYY-MM, YYYY or 'undated'"
            )
        }
        let status = fields.value("status", as: Standard.Status.self)
        let source = fields.string("source")
        var sourceURL = fields.string("source_url", required: false)
        // It becomes a link on the site.
        if let url = sourceURL, !WebAddress.isHTTP(url) {
            log.error(
                yaml.location(fields.valueNode("source_url")),
                "source_url '\(MessageText.quoted(url))' must be an http:// or https:// address with a plain host name, and no spaces or quotes"
            )
            sourceURL = nil
        }
        let licence = fields.string("licence")
        let description = fields.string("description")
        let strength = readStrength(&fields)
        let categories = readCategories(&fields)
        let kind = fields.value("kind", as: Standard.Kind.self, required: false) ?? .guidance
        let regulation = readRegulation(&fields, kind: kind)
        let scope = fields.string("scope", required: kind == .regulation)
        let checkedAgainst = fields.stringList("checked_against", required: kind == .regulation) ?? []
        if kind == .regulation, fields.valueNode("checked_against") != nil, checkedAgainst.count < 2 {
            log.error(
                fields.location(of: "checked_against"),
                "'checked_against' names \(checkedAgainst.count) source; a regulation's numbers and titles are checked against two or more")
        }
        fields.reportUnknownKeys(expected: "standard.yaml")
        return Standard(
            id: id, title: title ?? id, shortName: shortName ?? id, publisher: publisher ?? "",
            region: region ?? "", version: version ?? "", date: date ?? "undated", status: status ?? .draft,
            source: source ?? "", sourceURL: sourceURL, licence: licence ?? "", description: description ?? "",
            strength: strength, categories: categories, kind: kind, regulation: regulation, scope: scope,
            checkedAgainst: checkedAgainst)
    }

    /// A regulation's jurisdiction, date in force and WCAG version: required there, refused in
    /// guidance (which binds no one and incorporates nothing).
    private func readRegulation(_ fields: inout YAMLFields, kind: Standard.Kind) -> Standard.Regulation? {
        let keys = ["jurisdiction", "in_force", "wcag"]
        guard kind == .regulation else {
            for key in keys where fields.valueNode(key) != nil {
                fields.accept(key)
                log.error(fields.location(of: key), "'\(key)' is for a regulation; add 'kind: regulation' or remove it")
            }
            return nil
        }
        let jurisdiction = fields.string("jurisdiction")
        let inForce = fields.string("in_force")
        if let inForce, !(Self.isValidDate(inForce) && inForce.count == 10) {
            log.error(
                fields.file.location(fields.valueNode("in_force")),
                "in_force '\(MessageText.quoted(inForce))' must be a full date, YYYY-MM-DD")
        }
        let wcag = fields.value("wcag", as: WCAGVersion.self)
        guard let jurisdiction, let inForce, let wcag else { return nil }
        return Standard.Regulation(jurisdiction: jurisdiction, inForce: inForce, wcag: wcag)
    }

    static func isValidDate(_ date: String) -> Bool {
        if date == "undated" { return true }
        let parts = date.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
            let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count
        else { return false }
        if numbers.count > 1, !(1...12).contains(numbers[1]) { return false }
        if numbers.count > 2, !(1...31).contains(numbers[2]) { return false }
        return true
    }

    private func readStrength(_ fields: inout YAMLFields) -> [RequirementLevel: String] {
        fields.accept("strength")
        guard let node = fields.valueNode("strength") else {
            log.error(fields.location, "missing required field 'strength' (the standard's words for must, should, advisory)")
            return [:]
        }
        guard var strength = YAMLFields(node, in: fields.file, log: log, what: "'strength'") else { return [:] }
        var result: [RequirementLevel: String] = [:]
        for level in RequirementLevel.allCases {
            if let words = strength.string(level.rawValue, required: false) { result[level] = words }
        }
        strength.reportUnknownKeys(expected: "'strength' (expected must, should, advisory)")
        if result.isEmpty { log.error(fields.file.location(node), "'strength' must name at least one of must, should, advisory") }
        return result
    }

    private func readCategories(_ fields: inout YAMLFields) -> [Standard.Category] {
        fields.accept("categories")
        guard let node = fields.valueNode("categories") else { return [] }
        guard let sequence = node.sequence else {
            log.error(fields.file.location(node), "'categories' must be a list of {id, title}")
            return []
        }
        var categories: [Standard.Category] = []
        for item in sequence {
            guard var entry = YAMLFields(item, in: fields.file, log: log, what: "a category") else { continue }
            let id = entry.string("id"), title = entry.string("title")
            entry.reportUnknownKeys(expected: "a category (expected id, title)")
            guard let id, let title else { continue }
            if categories.contains(where: { $0.id == id }) {
                log.error(fields.file.location(item), "category '\(MessageText.quoted(id))' is defined twice")
                continue
            }
            categories.append(Standard.Category(id: id, title: title))
        }
        return categories
    }

    // MARK: Vocabularies

    func vocabulary(text: String, path: String) -> [VocabularyEntry] {
        entries(text: text, path: path, what: "entry") { fields in
            let id = fields.string("id"), title = fields.string("title"), description = fields.string("description")
            fields.reportUnknownKeys(expected: "an entry (expected id, title, description)")
            guard let id, let title, let description else { return nil }
            return VocabularyEntry(id: id, title: title, description: description)
        }
    }

    /// A glossary term and where its `source` is written, to report an unknown standard there.
    struct LocatedTerm: Identifiable {
        var term: GlossaryTerm
        var sourceLocation: SourceLocation
        var id: String { term.id }
    }

    func glossary(text: String, path: String) -> [LocatedTerm] {
        entries(text: text, path: path, what: "term") { fields in
            let id = fields.string("id"), term = fields.string("term")
            let definition = fields.string("definition"), source = fields.string("source")
            let location = fields.location(ofValue: "source")
            fields.reportUnknownKeys(expected: "a glossary term (expected id, term, definition, source)")
            guard let id, let term, let definition, let source else { return nil }
            return LocatedTerm(
                term: GlossaryTerm(id: id, term: term, definition: definition, source: source), sourceLocation: location)
        }
    }

    /// A YAML list of mappings, each read by `read`; ids must be unique slugs.
    private func entries<Entry: Identifiable>(text: String, path: String, what: String, read: (inout YAMLFields) -> Entry?) -> [Entry]
    where Entry.ID == String {
        guard let yaml = YAMLFile(text: text, path: path, log: log) else { return [] }
        guard let sequence = yaml.root?.sequence else {
            log.error(yaml.start, "expected a YAML list of entries")
            return []
        }
        var result: [Entry] = []
        var seen: Set<String> = []
        for item in sequence {
            guard var fields = YAMLFields(item, in: yaml, log: log, what: "each \(what)") else { continue }
            guard let entry = read(&fields) else { continue }
            if entry.id.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) == nil {
                log.error(fields.location(of: "id"), "id '\(MessageText.quoted(entry.id))' must be lower-case words joined by '-'")
            } else if !seen.insert(entry.id).inserted {
                log.error(fields.location(of: "id"), "\(what) '\(MessageText.quoted(entry.id))' is defined twice")
            } else {
                result.append(entry)
            }
        }
        return result
    }

    /// A YAML list of lists of strings (spelling pairs, synonym groups).
    func stringGroups(text: String, path: String, groupSize: Int?) -> [[String]] {
        guard let yaml = YAMLFile(text: text, path: path, log: log) else { return [] }
        guard let sequence = yaml.root?.sequence else {
            if yaml.root != nil { log.error(yaml.start, "expected a YAML list of lists, e.g. - [colour, color]") }
            return []
        }
        var groups: [[String]] = []
        for item in sequence {
            guard let words = item.sequence?.compactMap({ $0.scalar?.string }), words.count == item.sequence?.count, words.count >= 2 else {
                log.error(yaml.location(item), "each entry must be a list of at least two words, e.g. [colour, color]")
                continue
            }
            if let groupSize, words.count != groupSize {
                log.error(yaml.location(item), "each entry must have exactly \(groupSize) words: [british, american]")
                continue
            }
            groups.append(words)
        }
        return groups
    }

    /// A YAML mapping of a term to the terms it also finds: [[term, expansion...], ...].
    func expansions(text: String, path: String) -> [[String]] {
        guard let yaml = YAMLFile(text: text, path: path, log: log) else { return [] }
        guard let mapping = yaml.root?.mapping else {
            if yaml.root != nil { log.error(yaml.start, "expected a YAML mapping, e.g. screen reader: [VoiceOver, TalkBack]") }
            return []
        }
        var result: [[String]] = []
        for (key, value) in mapping {
            guard let term = key.string, let words = value.sequence?.compactMap({ $0.scalar?.string }), !words.isEmpty,
                words.count == value.sequence?.count
            else {
                log.error(yaml.location(key), "each entry maps a term to a list of terms, e.g. screen reader: [VoiceOver, TalkBack]")
                continue
            }
            result.append([term] + words)
        }
        return result
    }

    // MARK: WCAG

    /// `Content/wcag/criteria.yaml`: every criterion of WCAG 2.0, 2.1 and 2.2, checked
    /// against W3C's counts for each version.
    func catalogue(text: String, path: String) -> WCAGCatalogue? {
        let errorsBefore = log.errorCount
        guard let yaml = YAMLFile(text: text, path: path, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "the WCAG catalogue")
        else { return nil }
        let title = fields.string("title"), publisher = fields.string("publisher"), licence = fields.string("licence")
        fields.accept("versions")
        fields.accept("principles")
        var editions: [WCAGCatalogue.Edition] = []
        for node in list(fields.valueNode("versions"), yaml, "versions", at: fields.location) {
            guard var v = YAMLFields(node, in: yaml, log: log, what: "a WCAG version") else { continue }
            let version = v.value("version", as: WCAGVersion.self)
            let title = v.string("title"), shortName = v.string("short_name"), date = v.string("date")
            let url = v.string("source_url").flatMap { checkedURL($0, at: v.location(of: "source_url")) }
            v.reportUnknownKeys(expected: "a WCAG version (expected version, title, short_name, date, source_url)")
            guard let version, let title, let shortName, let date, let url else { continue }
            editions.append(.init(version: version, title: title, shortName: shortName, date: date, sourceURL: url))
        }
        if editions.map(\.version) != WCAGVersion.allCases, log.errorCount == errorsBefore {
            log.error(
                fields.location(of: "versions"),
                "'versions' must list \(WCAGVersion.allCases.map(\.rawValue).joined(separator: ", ")), in that order")
        }
        var criteria: [SuccessCriterion] = []
        var seen: Set<String> = []
        for principle in list(fields.valueNode("principles"), yaml, "principles", at: fields.location) {
            guard var p = YAMLFields(principle, in: yaml, log: log, what: "a principle") else { continue }
            let pNumber = p.string("number"), pTitle = p.string("title")
            p.accept("guidelines")
            for guideline in list(p.valueNode("guidelines"), yaml, "guidelines", at: p.location) {
                guard var g = YAMLFields(guideline, in: yaml, log: log, what: "a guideline") else { continue }
                let gNumber = g.string("number"), gTitle = g.string("title")
                let gIntroduced = g.value("introduced", as: WCAGVersion.self, required: false) ?? .wcag20
                // Earlier titles (2.3 was "Seizures" in 2.0): checked, not shown; pages give the newest.
                _ = g.versionMap("titles")
                if let pNumber, let gNumber, !gNumber.hasPrefix(pNumber + ".") {
                    log.error(g.location(of: "number"), "guideline \(gNumber) is not numbered under principle \(pNumber)")
                }
                g.accept("criteria")
                for node in list(g.valueNode("criteria"), yaml, "criteria", at: g.location) {
                    guard var c = YAMLFields(node, in: yaml, log: log, what: "a success criterion") else { continue }
                    let number = c.string("number"), handle = c.string("handle")
                    let level = c.value("level", as: SuccessCriterion.Level.self)
                    let introduced = c.value("introduced", as: WCAGVersion.self)
                    let removed = c.value("removed", as: WCAGVersion.self, required: false)
                    let handles = c.versionMap("handles") ?? [:]
                    let understanding = c.versionMap("understanding", required: true)
                    let summary = c.string("summary"), mobile = c.string("mobile")
                    c.reportUnknownKeys(
                        expected:
                            "a success criterion (expected number, handle, handles, level, introduced, removed, understanding, summary, mobile)"
                    )
                    if let number, number.range(of: #"^[0-9]+(\.[0-9]+)*$"#, options: .regularExpression) == nil {
                        log.error(
                            c.location(of: "number"),
                            "criterion number '\(MessageText.quoted(number))' must be digits joined by '.', such as 1.4.3")
                    } else if let number, let gNumber, !number.hasPrefix(gNumber + ".") {
                        log.error(c.location(of: "number"), "criterion \(number) is not numbered under guideline \(gNumber)")
                    }
                    if let number, !seen.insert(number).inserted {
                        log.error(c.location(of: "number"), "criterion \(number) is defined twice")
                    }
                    if let introduced, introduced < gIntroduced {
                        log.error(
                            c.location(of: "introduced"),
                            "criterion introduced in \(introduced.rawValue), before its guideline (\(gIntroduced.rawValue))")
                    }
                    if let introduced, let removed, removed <= introduced {
                        log.error(
                            c.location(of: "removed"),
                            "removed in \(removed.rawValue), not after it was introduced in \(introduced.rawValue)")
                    }
                    guard let number, let handle, let level, let introduced, let understanding, let summary, let mobile,
                        let pNumber, let pTitle, let gNumber, let gTitle
                    else { continue }
                    let criterion = SuccessCriterion(
                        number: number, handle: handle, earlierHandles: handles, level: level, introduced: introduced, removed: removed,
                        guidelineNumber: gNumber, guidelineTitle: gTitle, principleNumber: pNumber, principleTitle: pTitle,
                        understanding: understanding.reduce(into: [:]) { urls, entry in
                            urls[entry.key] = checkedURL(entry.value, at: c.location(ofValue: "understanding", entry: entry.key.rawValue))
                        },
                        summary: summary, mobile: mobile)
                    for version in handles.keys
                    where !criterion.isIn(version) || version == WCAGVersion.allCases.last(where: criterion.isIn) {
                        log.error(
                            c.location(of: "handles"),
                            "'handles' gives \(number)'s handle in \(version.rawValue), which is not an earlier version containing it")
                    }
                    let pages = Set(understanding.keys), expected = Set(criterion.versions)
                    if !expected.isSubset(of: pages) || !pages.subtracting(expected).isSubset(of: Set([removed].compactMap { $0 })) {
                        log.error(
                            c.location(of: "understanding"),
                            "'understanding' must give a URL for each version containing \(number) (\(criterion.versions.map(\.rawValue).joined(separator: ", "))), and may add the removing version's"
                        )
                    }
                    criteria.append(criterion)
                }
                g.reportUnknownKeys(expected: "a WCAG guideline (expected number, title, titles, introduced, criteria)")
            }
            p.reportUnknownKeys(expected: "a principle (expected number, title, guidelines)")
        }
        fields.reportUnknownKeys(expected: "the WCAG catalogue (expected title, publisher, licence, versions, principles)")
        if log.errorCount == errorsBefore {
            // One error for the counts: a missing criterion shows in every version containing it.
            var wrong: [String] = []
            for version in WCAGVersion.allCases {
                for (level, expected) in version.expectedCriteria.sorted(by: { $0.key < $1.key }) {
                    let count = criteria.count { $0.level == level && $0.isIn(version) }
                    if count != expected {
                        wrong.append("WCAG \(version.rawValue) has \(expected) at level \(level.rawValue), the catalogue \(count)")
                    }
                }
            }
            if !wrong.isEmpty {
                log.error(
                    yaml.start,
                    "the catalogue does not have W3C's criteria: \(wrong.joined(separator: "; ")); mappings to criteria are not checked until it does"
                )
            }
        }
        guard log.errorCount == errorsBefore, let title, let publisher, let licence else { return nil }
        return WCAGCatalogue(title: title, publisher: publisher, licence: licence, editions: editions, criteria: criteria)
    }

    /// W3C's addresses only: these become links on the site.
    private func checkedURL(_ text: String, at location: SourceLocation) -> String? {
        guard text.hasPrefix("https://www.w3.org/"), WebAddress.isHTTP(text) else {
            log.error(location, "'\(MessageText.quoted(text))' is not a W3C address (https://www.w3.org/...)")
            return nil
        }
        return text
    }

    private func list(_ node: YAMLNode?, _ yaml: YAMLFile, _ key: String, at location: SourceLocation) -> [YAMLNode] {
        guard let node else {
            log.error(location, "missing required field '\(key)'")
            return []
        }
        guard let sequence = node.sequence else {
            log.error(yaml.location(node), "'\(key)' must be a list")
            return []
        }
        return Array(sequence)
    }

    // MARK: Pages

    func page(standardID: String, slug: String, text: String, relativePath: String, displayPath: String) -> StandardPage? {
        let errorsBefore = log.errorCount
        guard let parts = FrontMatter(splitting: text, path: displayPath, log: log),
            let yaml = YAMLFile(text: parts.yaml, path: displayPath, lineOffset: parts.yamlLineOffset, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "the front matter")
        else { return nil }
        let title = fields.string("title")
        let kind = fields.value("kind", as: StandardPage.Kind.self)
        fields.reportUnknownKeys(expected: "page front matter (expected title, kind)")
        let document = CMark.parse(parts.body)
        if document.blocks.isEmpty {
            log.error(SourceLocation(path: displayPath, line: parts.bodyLineOffset + 1, column: 1), "the page has no content")
        }
        for problem in document.fenceProblems(lineOffset: parts.bodyLineOffset) {
            log.error(SourceLocation(path: displayPath, line: problem.line, column: problem.column), problem.message)
        }
        for block in document.blocks {
            GuidelineBody.checkCharacters(
                block, at: SourceLocation(path: displayPath, line: block.line + parts.bodyLineOffset, column: block.column), log: log)
            if case .heading(level: 1) = block.kind {
                log.error(
                    SourceLocation(path: displayPath, line: block.line + parts.bodyLineOffset, column: block.column),
                    "level-1 heading in a page; the page title comes from 'title', start sections at '##'")
            }
        }
        guard log.errorCount == errorsBefore, let title, let kind else { return nil }
        let body = MarkdownText(
            markdown: parts.body.trimmingCharacters(in: .whitespacesAndNewlines),
            html: document.blocks.map(\.html).joined(),
            text: document.blocks.map(\.text).joined(separator: "\n\n"))
        return StandardPage(standardID: standardID, slug: slug, title: title, kind: kind, body: body, path: relativePath)
    }
}
