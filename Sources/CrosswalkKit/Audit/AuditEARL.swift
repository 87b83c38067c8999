import Foundation

/// A report as W3C EARL 1.0 in JSON-LD: one `earl:Assertion` per item and requirement it
/// decides (its own requirements whatever the outcome; a stronger one when it failed; a
/// weaker one when it passed uncontradicted), each with `earl:assertedBy`, `earl:subject` (the
/// app), `earl:test` (the requirement) and an `earl:TestResult` with `earl:outcome` and
/// `earl:info`. Shaped for the W3C WCAG-EM Report Tool's importer as far as it reads EARL
/// (docs/audit.md): a requirement that applies a WCAG criterion is `dcterms:isPartOf` the
/// criterion's address in `http://www.w3.org/TR/WCAG/#`, the form the importer matches, and
/// own assertions sort before derived ones, since it embeds a test's description only once.
public enum AuditEARL {
    /// Where requirement and assertion IRIs start when no site is given: Crosswalk's
    /// reserved naming domain, stable and never resolved.
    public static let defaultSite = "https://crosswalk.invalid/"

    /// `slugs`: each criterion number's anchor in WCAG (`2.5.8` → `target-size-minimum`);
    /// `site`: the base URL of a Crosswalk site whose guideline pages name the requirements;
    /// `subjectURL`: the app's address (its store page), which the Report Tool matches to a
    /// sample of its evaluation.
    public static func render(_ report: AuditReport, slugs: [String: String], site: String = defaultSite, subjectURL: String?) throws
        -> String
    {
        let base = site.hasSuffix("/") ? site : site + "/"
        let subjectID = subjectURL ?? "urn:crosswalk:subject:" + token(AuditReportText.subjectName(report))
        let crosswalk: JSONValue = .object([
            ("@id", .string("https://crosswalk.invalid/ns/audit#crosswalk")),
            ("@type", .array([.string("earl:Assertor"), .string("earl:Software")])),
            ("title", .string("Crosswalk")),
            ("description", .string("Derives a requirement's result from another's through Crosswalk's mappings.")),
            ("crosswalk:format", .string(AuditReport.format)),
        ])
        var testers: [String: String] = [:]
        var nodes: [JSONValue] = [
            .object(
                [
                    ("@id", .string(subjectID)),
                    ("@type", .array([.string("earl:TestSubject"), .string("schema:SoftwareApplication")])),
                    ("title", .string(AuditReportText.subjectName(report))),
                    ("description", .string("The \(report.platform.title) app under test.")),
                ] + (report.subject.version.isEmpty ? [] : [("softwareVersion", .string(report.subject.version))])
                    + (subjectURL.map { [("source", .string($0))] } ?? [])),
            crosswalk,
        ]
        let items = Dictionary(uniqueKeysWithValues: report.items.map { ($0.id, $0) })
        func tester(_ item: AuditReport.Item?) -> String {
            let name = item?.tester.isEmpty == false ? item!.tester : "Unnamed tester"
            if let id = testers[name] { return id }
            let id = "_:tester-\(testers.count + 1)"
            testers[name] = id
            nodes.append(
                .object([
                    ("@id", .string(id)), ("@type", .array([.string("earl:Assertor"), .string("foaf:Person")])), ("name", .string(name)),
                ]))
            return id
        }
        var own: [JSONValue] = []
        var derived: [JSONValue] = []
        for standard in report.standards {
            for requirement in standard.requirements {
                let test = base + "guidelines/" + requirement.id + "/"
                nodes.append(
                    .object(
                        [
                            ("@id", .string(test)), ("@type", .string("earl:TestRequirement")),
                            ("title", .string("\(standard.name) \(requirement.number) \(requirement.title)")),
                        ]
                            + (requirement.criterion.flatMap { slugs[$0] }.map { [("isPartOf", .string("WCAG:" + $0))] } ?? [])))
                for decider in requirement.decidedBy {
                    let item = items[decider.item]
                    let info: String
                    switch decider.decides {
                    case .fully: info = "\(decider.item) tests this requirement (\(requirement.conformance.rawValue) in the report)."
                    case .onFail: info = "Derived: \(decider.item) failed, and the requirement it tests asks no more than this one."
                    case .onPass: info = "Derived: \(decider.item) passed, and the requirement it tests asks at least as much as this one."
                    }
                    var result: [(String, JSONValue)] = [
                        ("@type", .string("earl:TestResult")), ("outcome", .string(decider.outcome.earl)), ("info", .string(info)),
                    ]
                    if let note = item?.note, !note.isEmpty { result.append(("description", .string(note))) }
                    if let date = item?.date, !date.isEmpty { result.append(("date", .string(date))) }
                    let person = tester(item)
                    let assertedBy: JSONValue =
                        decider.decides == .fully
                        ? .string(person)
                        : .object([
                            ("@type", .array([.string("earl:Assertor"), .string("foaf:Group")])), ("mainAssertor", .string(person)),
                            ("member", .array([.string(person), .string("https://crosswalk.invalid/ns/audit#crosswalk")])),
                        ])
                    let assertion: [(String, JSONValue)] = [
                        ("@type", .string("earl:Assertion")), ("assertedBy", assertedBy), ("subject", .string(subjectID)),
                        ("test", .string(test)), ("mode", .string(decider.decides == .fully ? "earl:manual" : "earl:semiAuto")),
                        ("result", .object(result)), ("crosswalk:item", .string(decider.item)),
                        ("crosswalk:decides", .string(decider.decides.rawValue)),
                    ]
                    if decider.decides == .fully { own.append(.object(assertion)) } else { derived.append(.object(assertion)) }
                }
            }
        }
        // Numbered IRIs, own assertions first: framing visits nodes in the order of their ids.
        let prefix = "urn:crosswalk:assertion:" + UUIDv5.crosswalk("earl:\(report.plan) \(subjectID) \(report.reported)") + ":"
        let width = String(own.count + derived.count).count
        let assertions = (own + derived).enumerated().map { index, assertion -> JSONValue in
            guard case .object(let members) = assertion else { return assertion }
            let number = String(index + 1)
            return .object([("@id", .string(prefix + String(repeating: "0", count: width - number.count) + number))] + members)
        }
        let document: JSONValue = .object([
            ("@context", context), ("@graph", .array(nodes + assertions)),
        ])
        return String(decoding: try JSONOutput.encoder().encode(document), as: UTF8.self) + "\n"
    }

    /// The terms the document uses: EARL's, Dublin Core's, FOAF's and two of schema.org's.
    static let context: JSONValue = .object([
        ("earl", .string("http://www.w3.org/ns/earl#")),
        ("dcterms", .string("http://purl.org/dc/terms/")),
        ("foaf", .string("http://xmlns.com/foaf/0.1/")),
        ("schema", .string("http://schema.org/")),
        ("WCAG", .string("http://www.w3.org/TR/WCAG/#")),
        ("crosswalk", .string("https://crosswalk.invalid/ns/audit#")),
        ("assertedBy", idTerm("earl:assertedBy")),
        ("subject", idTerm("earl:subject")),
        ("test", idTerm("earl:test")),
        ("result", .string("earl:result")),
        ("outcome", idTerm("earl:outcome")),
        ("mode", idTerm("earl:mode")),
        ("info", .string("earl:info")),
        ("mainAssertor", idTerm("earl:mainAssertor")),
        ("title", .string("dcterms:title")),
        ("description", .string("dcterms:description")),
        ("date", .object([("@id", .string("dcterms:date")), ("@type", .string("http://www.w3.org/2001/XMLSchema#date"))])),
        ("isPartOf", idTerm("dcterms:isPartOf")),
        ("source", idTerm("dcterms:source")),
        ("name", .string("foaf:name")),
        ("member", idTerm("foaf:member")),
        ("softwareVersion", .string("schema:softwareVersion")),
    ])

    private static func idTerm(_ iri: String) -> JSONValue { .object([("@id", .string(iri)), ("@type", .string("@id"))]) }

    /// Letters and digits of `text`, the rest as `-`: a URN part.
    static func token(_ text: String) -> String {
        String(text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
