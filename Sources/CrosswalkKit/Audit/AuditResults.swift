import Foundation
import Yams

/// A plan file with the tester's results, read back with the position of every field, as
/// the content loader reads content (`YAMLFile`, `YAMLFields`): each problem is one
/// diagnostic at its line and column, and reading goes on after it.
public struct AuditResults: Sendable {
    package init(
        path: String, created: String, contentFingerprint: String, platform: Platform, standards: [String], subject: AuditPlan.Subject,
        items: [Item], fingerprintLocation: SourceLocation, standardsLocation: SourceLocation
    ) {
        self.path = path
        self.created = created
        self.contentFingerprint = contentFingerprint
        self.platform = platform
        self.standards = standards
        self.subject = subject
        self.items = items
        self.fingerprintLocation = fingerprintLocation
        self.standardsLocation = standardsLocation
    }

    /// A requirement entry of an item, as the file lists it.
    public struct Entry: Sendable, Equatable {
        package init(id: String, standard: String, decides: AuditDecision, location: SourceLocation) {
            self.id = id
            self.standard = standard
            self.decides = decides
            self.location = location
        }

        public var id: String
        public var standard: String
        public var decides: AuditDecision
        public var location: SourceLocation
    }

    public struct Item: Sendable, Equatable {
        package init(
            id: String, outcome: AuditOutcome, partial: Bool, note: String, evidence: [String], tester: String, date: String,
            entries: [Entry], location: SourceLocation, outcomeLocation: SourceLocation, evidenceLocations: [SourceLocation],
            dateLocation: SourceLocation, partialLocation: SourceLocation
        ) {
            self.id = id
            self.outcome = outcome
            self.partial = partial
            self.note = note
            self.evidence = evidence
            self.tester = tester
            self.date = date
            self.entries = entries
            self.location = location
            self.outcomeLocation = outcomeLocation
            self.evidenceLocations = evidenceLocations
            self.dateLocation = dateLocation
            self.partialLocation = partialLocation
        }

        public var id: String
        public var outcome: AuditOutcome
        public var partial: Bool
        public var note: String
        public var evidence: [String]
        public var tester: String
        public var date: String
        public var entries: [Entry]
        public var location: SourceLocation
        public var outcomeLocation: SourceLocation
        public var evidenceLocations: [SourceLocation]
        public var dateLocation: SourceLocation
        public var partialLocation: SourceLocation

        /// The requirements the item decides fully: its own.
        public var own: [String] { entries.filter { $0.decides == .fully }.map(\.id) }
    }

    public var path: String
    public var created: String
    public var contentFingerprint: String
    public var platform: Platform
    public var standards: [String]
    public var subject: AuditPlan.Subject
    public var items: [Item]
    public var fingerprintLocation: SourceLocation
    public var standardsLocation: SourceLocation

    /// Reads `path`; nil (after logging why) when it is not a plan at all: YAML that does not
    /// parse, another format, no platform or standards. Problems inside items are logged and
    /// the item is kept or dropped as far as it can be read.
    public static func load(path: String, log: DiagnosticLog) throws -> AuditResults? {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CrosswalkError.unreadable(
                path: path, step: "read the plan", reason: FileSystem.isFolder(path) ? "it is a folder" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            log.error(SourceLocation(path: path, line: 1, column: 1), "the file is not UTF-8 text; save it as UTF-8")
            return nil
        }
        guard let file = YAMLFile(text: text, path: path, log: log) else { return nil }
        guard var fields = YAMLFields(file.root, in: file, log: log, what: "a plan file") else { return nil }
        let format = fields.string("format")
        guard format == AuditPlan.format else {
            if let format {
                log.error(
                    fields.location(of: "format"),
                    "format '\(MessageText.quoted(format))' is not \(AuditPlan.format); this file was not written by 'crosswalk audit plan'"
                )
            }
            return nil
        }
        let created = fields.string("created") ?? ""
        if !created.isEmpty { checkDate(created, at: fields.valueNode("created"), in: file, log: log) }
        let fingerprint = fields.string("content_fingerprint") ?? ""
        let platform = fields.value("platform", as: Platform.self)
        let standards = fields.stringList("standards") ?? []
        var subject = AuditPlan.Subject()
        fields.accept("subject")
        if let node = fields.valueNode("subject"), var subjectFields = YAMLFields(node, in: file, log: log, what: "subject") {
            subject.name = subjectFields.string("name", required: false) ?? ""
            subject.version = subjectFields.string("version", required: false) ?? ""
            subjectFields.reportUnknownKeys(expected: "subject")
        }
        fields.accept("items")
        var items: [Item] = []
        if let list = fields.valueNode("items") {
            if let sequence = list.sequence {
                items = sequence.compactMap { item(from: $0, in: file, log: log) }
            } else {
                log.error(file.location(list), "field 'items' must be a list of items")
            }
        } else {
            log.error(fields.location, "missing required field 'items'")
        }
        fields.reportUnknownKeys(expected: "a plan file")
        guard let platform else { return nil }
        return AuditResults(
            path: path, created: created, contentFingerprint: fingerprint, platform: platform, standards: standards, subject: subject,
            items: items, fingerprintLocation: fields.location(of: "content_fingerprint"),
            standardsLocation: fields.location(of: "standards"))
    }

    private static func item(from node: YAMLNode, in file: YAMLFile, log: DiagnosticLog) -> Item? {
        guard var fields = YAMLFields(node, in: file, log: log, what: "an item") else { return nil }
        guard let id = fields.string("id") else { return nil }
        fields.accept("title")
        let outcomeText = fields.string("outcome") ?? AuditOutcome.untested.rawValue
        let outcome = AuditOutcome(rawValue: outcomeText)
        if outcome == nil {
            let suggestion =
                Suggestions.closest(to: outcomeText, in: AuditOutcome.allCases.map(\.rawValue)).map { "did you mean '\($0)'? " } ?? ""
            log.error(
                file.location(fields.valueNode("outcome")),
                "unknown outcome '\(MessageText.quoted(outcomeText))'; \(suggestion)expected one of: "
                    + AuditOutcome.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let partial = fields.bool("partial") ?? false
        let note = fields.string("note", required: false) ?? ""
        var evidence: [String] = []
        var evidenceLocations: [SourceLocation] = []
        fields.accept("evidence")
        if let list = fields.valueNode("evidence") {
            if let sequence = list.sequence {
                for entry in sequence {
                    guard let text = entry.scalar?.string.trimmingWhitespace(), !text.isEmpty else {
                        log.error(file.location(entry), "each evidence entry must be a path or a URL")
                        continue
                    }
                    evidence.append(text)
                    evidenceLocations.append(file.location(entry))
                }
            } else if let text = list.scalar?.string.trimmingWhitespace(), !text.isEmpty {
                // One path written without the brackets: taken as a list of one.
                evidence = [text]
                evidenceLocations = [file.location(list)]
            }
        }
        let tester = fields.string("tester", required: false) ?? ""
        let date = fields.string("date", required: false) ?? ""
        if !date.isEmpty { checkDate(date, at: fields.valueNode("date"), in: file, log: log) }
        var entries: [Entry] = []
        fields.accept("requirements")
        if let requirements = fields.valueNode("requirements") {
            if let byStandard = requirements.mapping {
                for (standardNode, list) in byStandard {
                    let standard = standardNode.scalar?.string ?? ""
                    for entry in list.sequence ?? [] {
                        guard var entryFields = YAMLFields(entry, in: file, log: log, what: "a requirement entry") else { continue }
                        let requirement = entryFields.string("id")
                        let decides = entryFields.value("decides", as: AuditDecision.self)
                        entryFields.accept("title")
                        entryFields.accept("level")
                        entryFields.accept("relationship")
                        entryFields.reportUnknownKeys(expected: "a requirement entry")
                        if let requirement, let decides {
                            entries.append(.init(id: requirement, standard: standard, decides: decides, location: file.location(entry)))
                        }
                    }
                }
            } else {
                log.error(file.location(requirements), "field 'requirements' must map each standard to its requirements")
            }
        }
        for key in ["only_if_fails", "wcag", "procedures", "techniques", "automated_checks"] { fields.accept(key) }
        fields.reportUnknownKeys(expected: "an item")
        return Item(
            id: id, outcome: outcome ?? .untested, partial: partial, note: note, evidence: evidence, tester: tester, date: date,
            entries: entries, location: fields.location(of: "id"), outcomeLocation: file.location(fields.valueNode("outcome") ?? node),
            evidenceLocations: evidenceLocations, dateLocation: file.location(fields.valueNode("date") ?? node),
            partialLocation: file.location(fields.valueNode("partial") ?? node))
    }

    /// A date must be a day of the calendar written `YYYY-MM-DD`.
    private static func checkDate(_ text: String, at node: YAMLNode?, in file: YAMLFile, log: DiagnosticLog) {
        guard !isDate(text) else { return }
        log.error(file.location(node), "'\(MessageText.quoted(text))' is not a date; write it as YYYY-MM-DD, e.g. 2026-09-02")
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }), (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= days[month - 1]
    }
}
