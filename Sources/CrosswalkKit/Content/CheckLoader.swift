import Foundation
import Yams

/// Reads `Content/checks/<tool>.yaml`: one tool and its checks (docs/content-format.md,
/// "Automated checks"). Each target is checked by the pipeline, which knows the criteria and
/// guidelines, through `known`.
struct CheckLoader {
    let log: DiagnosticLog
    /// Whether a target id exists; logs its own error at the location given when it does not.
    let known: (_ target: String, _ location: SourceLocation) -> Bool

    static let idPattern = #"^[a-z0-9]+(-[a-z0-9]+)*$"#

    /// `id`: the file name without `.yaml`, which the file's `id` must repeat.
    func load(text: String, id: String, relativePath: String, displayPath: String) -> CheckTool? {
        let errorsBefore = log.errorCount
        guard let yaml = YAMLFile(text: text, path: displayPath, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "a check catalogue")
        else { return nil }
        let declared = fields.string("id")
        if let declared, declared != id {
            log.error(
                yaml.location(fields.valueNode("id")),
                "id '\(MessageText.quoted(declared))' must be the file's name, '\(id)' (or rename the file '\(declared).yaml')")
        }
        let name = fields.string("name"), publisher = fields.string("publisher")
        let kind = fields.value("kind", as: CheckTool.Kind.self)
        let platforms = readPlatforms(&fields, key: "platforms", allowed: Platform.allCases, required: true) ?? []
        var sourceURL = fields.string("source_url")
        if let url = sourceURL, !WebAddress.isHTTP(url) {
            log.error(
                yaml.location(fields.valueNode("source_url")),
                "source_url '\(MessageText.quoted(url))' must be an http:// or https:// address with a plain host name, and no spaces or quotes"
            )
            sourceURL = nil
        }
        let version = fields.string("version")
        let checked = fields.string("checked")
        if let checked, !(ReferenceLoader.isValidDate(checked) && checked.count == 10) {
            log.error(
                yaml.location(fields.valueNode("checked")), "checked '\(MessageText.quoted(checked))' must be a full date, YYYY-MM-DD")
        }
        let checkedAgainst = fields.string("checked_against")
        let mappedBy = fields.value("mapped_by", as: Mapping.Method.self)
        // Titles, descriptions and relationships are Crosswalk's words, never the tool's text.
        if fields.valueNode("editorial") == nil {
            fields.accept("editorial")
            log.error(
                fields.location, "missing required field 'editorial': a check catalogue is in Crosswalk's words; say 'editorial: true'")
        } else if fields.bool("editorial") == false {
            log.error(
                fields.location(of: "editorial"),
                "'editorial' must be true: titles, descriptions and relationships are Crosswalk's words, not the tool's text")
        }
        let description = fields.string("description")
        fields.accept("checks")
        var checks: [AutomatedCheck] = []
        var names: [String: Int] = [:]
        if let node = fields.valueNode("checks") {
            if let sequence = node.sequence, !sequence.isEmpty {
                for item in sequence {
                    guard var entry = YAMLFields(item, in: yaml, log: log, what: "each check") else { continue }
                    guard let check = readCheck(&entry, toolID: id, toolPlatforms: platforms) else { continue }
                    if let first = names[check.name] {
                        log.error(
                            entry.location(ofValue: "name"),
                            "duplicate check '\(MessageText.quoted(check.name))': first given at line \(first)")
                        continue
                    }
                    names[check.name] = check.line
                    checks.append(check)
                }
            } else {
                log.error(yaml.location(node), "'checks' must be a list of checks, at least one")
            }
        } else {
            log.error(fields.location, "missing required field 'checks'")
        }
        fields.reportUnknownKeys(
            expected:
                "a check catalogue (expected id, name, publisher, kind, platforms, source_url, version, checked, checked_against, mapped_by, editorial, description, checks)"
        )
        guard log.errorCount == errorsBefore, let name, let publisher, let kind, let sourceURL, let version, let checked,
            let checkedAgainst, let mappedBy, let description
        else { return nil }
        return CheckTool(
            id: id, name: name, publisher: publisher, kind: kind, platforms: platforms, sourceURL: sourceURL, version: version,
            checked: checked, checkedAgainst: checkedAgainst, mappedBy: mappedBy, description: description, checks: checks,
            path: relativePath)
    }

    private func readCheck(_ entry: inout YAMLFields, toolID: String, toolPlatforms: [Platform]) -> AutomatedCheck? {
        let errorsBefore = log.errorCount
        let name = entry.string("name")
        // The tool's own spelling: an identifier, a class name or a rule id, never a sentence.
        if let name, name.range(of: #"^[A-Za-z][A-Za-z0-9_.-]*$"#, options: .regularExpression) == nil {
            log.error(
                entry.location(ofValue: "name"),
                "check name '\(MessageText.quoted(name))' must be the tool's identifier for it (letters, digits, '_', '.', '-'), such as TouchTargetSizeCheck"
            )
        }
        let title = entry.string("title"), description = entry.string("description")
        let threshold = entry.string("threshold", required: false)
        let experimental = entry.bool("experimental") ?? false
        let platforms = readPlatforms(&entry, key: "platforms", allowed: toolPlatforms, required: false) ?? toolPlatforms
        let cannotSee = entry.string("cannot_see")
        entry.accept("tests")
        var tests: [AutomatedCheck.Target] = []
        var targets: Set<String> = []
        if let node = entry.valueNode("tests") {
            if let sequence = node.sequence, !sequence.isEmpty {
                for item in sequence {
                    guard var test = YAMLFields(item, in: entry.file, log: log, what: "each entry of 'tests'") else { continue }
                    let target = test.string("target")
                    let relationship = test.value("relationship", as: Mapping.Relationship.self)
                    let remarks = test.string("remarks", required: false)
                    test.reportUnknownKeys(expected: "a test entry (expected target, relationship, remarks)")
                    guard let target, let relationship else { continue }
                    let location = test.location(ofValue: "target")
                    if relationship == .noRelationship {
                        log.error(
                            test.location(ofValue: "relationship"),
                            "a check lists what it tests; leave out a target it has no relationship to")
                        continue
                    }
                    guard known(target, location) else { continue }
                    guard targets.insert(target).inserted else {
                        log.error(location, "'\(MessageText.quoted(target))' is listed twice in this check's tests")
                        continue
                    }
                    tests.append(.init(target: target, relationship: relationship, remarks: remarks))
                }
            } else {
                log.error(entry.file.location(node), "'tests' must list at least one criterion or guideline")
            }
        } else {
            log.error(entry.location, "missing required field 'tests'")
        }
        entry.reportUnknownKeys(
            expected: "a check (expected name, title, description, threshold, experimental, platforms, tests, cannot_see)")
        guard log.errorCount == errorsBefore, let name, let title, let description, let cannotSee else { return nil }
        return AutomatedCheck(
            toolID: toolID, name: name, title: title, description: description, threshold: threshold, experimental: experimental,
            platforms: platforms, tests: tests, cannotSee: cannotSee, line: entry.location(of: "name").line)
    }

    /// A list of platforms, each one of `allowed` (a check's must be among its tool's).
    private func readPlatforms(_ fields: inout YAMLFields, key: String, allowed: [Platform], required: Bool) -> [Platform]? {
        guard let names = fields.stringList(key, required: required) else { return nil }
        var platforms: [Platform] = []
        let items = fields.valueNode(key)?.sequence.map { Array($0) } ?? []
        for (index, name) in names.enumerated() {
            let location = fields.file.location(index < items.count ? items[index] : fields.valueNode(key))
            guard let platform = Platform(rawValue: name) else {
                log.error(
                    location,
                    "unknown platform '\(MessageText.quoted(name))'; expected one of: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"
                )
                continue
            }
            guard allowed.contains(platform) else {
                log.error(
                    location,
                    "platform '\(name)' is not one of the tool's (\(allowed.map(\.rawValue).joined(separator: ", "))); a check can only narrow them"
                )
                continue
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms
    }
}
