import Foundation

/// A report as an OSCAL 1.2 assessment-results document: one result whose reviewed controls
/// are each standard's requirements in the catalogs `crosswalk export --format oscal` writes,
/// an observation per test item, and a finding per requirement the items decide (Not
/// Evaluated ones have none), its target the requirement's statement with the status
/// `satisfied` or `not-satisfied`. Crosswalk writes no OSCAL assessment plan: `import-ap`
/// points at a back-matter resource for the plan file the results were recorded in.
public enum AuditOSCAL {
    /// `catalogs`: where the export's catalogs are, relative to the document (or a URL),
    /// ending in `/`.
    public static func render(_ report: AuditReport, catalogs: String = "catalogs/") throws -> String {
        let folder = catalogs.hasSuffix("/") ? catalogs : catalogs + "/"
        let data = try document(report, catalogs: folder, uuid: "00000000-0000-5000-8000-000000000000")
        let uuid = UUIDv5.crosswalk("assessment-results:\(SHA1.hex(SHA1.digest(Array(data))))")
        return String(decoding: try document(report, catalogs: folder, uuid: uuid), as: UTF8.self)
    }

    private static func document(_ report: AuditReport, catalogs: String, uuid: String) throws -> Data {
        let key = "\(report.plan) \(report.created) \(report.reported)"
        func id(_ name: String) -> String { UUIDv5.crosswalk("audit:\(key):\(name)") }
        let planResource = id("plan")
        let crosswalk = OSCALCatalog.crosswalkParty
        var parties = [crosswalk]
        var partyOf: [String: String] = [:]
        for tester in Set(report.items.map(\.tester).filter { !$0.isEmpty }).sorted() {
            let party = OSCAL.Party(uuid: UUIDv5.crosswalk("party:\(tester)"), type: "person", name: tester, links: nil)
            parties.append(party)
            partyOf[tester] = party.uuid
        }
        let component = id("subject")
        let observations = report.items.map { item in
            Observation(
                uuid: id("observation:\(item.id)"), title: "\(item.id): \(item.title)",
                description: item.note.isEmpty ? "\(item.id) was \(item.outcome.rawValue)." : item.note,
                props: [.crosswalk("outcome", item.outcome.rawValue), .crosswalk("item", item.id)]
                    + (item.partial ? [.crosswalk("partial", "true")] : []) + item.requirements.map { .crosswalk("requirement", $0) },
                methods: ["TEST"], types: ["control-objective"],
                origins: partyOf[item.tester].map { [Origin(actors: [Actor(type: "party", actorUUID: $0)])] },
                subjects: [SubjectReference(subjectUUID: component, type: "component", title: AuditReportText.subjectName(report))],
                relevantEvidence: OSCAL.nonEmpty(
                    item.evidence.map { Evidence(href: $0, description: "Evidence recorded for \(item.id).") }),
                collected: timestamp(item.date.isEmpty ? report.created : item.date))
        }
        var findings: [Finding] = []
        var selections: [ControlSelection] = []
        var resources = [
            OSCAL.Resource(
                uuid: planResource, title: "Crosswalk audit plan \(report.plan)",
                props: [.crosswalk("format", AuditPlan.format)],
                citation: .init(text: "The plan file the results were recorded in (\(AuditPlan.format)), made \(report.created)."),
                rlinks: [.init(href: report.plan)])
        ]
        for standard in report.standards {
            let catalog = id("catalog:\(standard.id)")
            resources.append(
                .init(
                    uuid: catalog, title: "\(standard.name): Crosswalk's OSCAL catalog", props: [.oscal("type", "catalog")],
                    citation: nil, rlinks: [.init(href: catalogs + "\(standard.id).json")]))
            selections.append(
                ControlSelection(
                    description: "The requirements of \(standard.name) that apply to \(report.platform.title) apps.",
                    links: [.init(href: "#" + catalog, rel: "reference", text: "\(standard.name) catalog")],
                    includeControls: standard.requirements.map { ControlID(controlID: OSCALCatalog.controlID($0.id)) }))
            for requirement in standard.requirements where requirement.conformance != .notEvaluated {
                let satisfied = requirement.conformance.isMet
                let reason = requirement.conformance == .supports ? "pass" : satisfied ? "other" : "fail"
                findings.append(
                    Finding(
                        uuid: id("finding:\(requirement.id)"),
                        title: "\(standard.name) \(requirement.number): \(requirement.conformance.rawValue)",
                        description: ([requirement.title + "."] + requirement.remarks).joined(separator: " "),
                        props: [
                            .crosswalk("conformance", requirement.conformance.rawValue),
                            .crosswalk("derived", requirement.derived ? "true" : "false"),
                            .crosswalk("level", requirement.level.rawValue),
                        ],
                        target: Target(
                            type: "statement-id", targetID: OSCALCatalog.controlID(requirement.id) + "_smt",
                            status: .init(state: satisfied ? "satisfied" : "not-satisfied", reason: reason)),
                        relatedObservations: OSCAL.nonEmpty(
                            requirement.items.filter { item in report.items.contains { $0.id == item } }.map {
                                RelatedObservation(observationUUID: id("observation:\($0)"))
                            })))
            }
        }
        let result = Result(
            uuid: id("result"), title: "Accessibility audit of \(AuditReportText.subjectName(report))",
            description: "The results recorded in \(report.plan) for \(report.platform.title), "
                + "each requirement's conformance derived by Crosswalk through its mappings (docs/audit.md).",
            start: timestamp(report.created), end: timestamp(max(report.created, report.reported)),
            props: [
                .crosswalk("platform", report.platform.rawValue), .crosswalk("content-fingerprint", report.contentFingerprint),
                .crosswalk("plan-fingerprint", report.planFingerprint),
            ],
            localDefinitions: .init(components: [
                Component(
                    uuid: component, type: "this-system", title: AuditReportText.subjectName(report),
                    description: "The \(report.platform.title) app under test"
                        + (report.subject.version.isEmpty ? "." : ", version \(report.subject.version)."),
                    status: .init(state: "operational"))
            ]),
            reviewedControls: .init(controlSelections: selections), observations: OSCAL.nonEmpty(observations),
            findings: OSCAL.nonEmpty(findings))
        let metadata = OSCAL.Metadata(
            title: "Accessibility audit of \(AuditReportText.subjectName(report)): \(report.standards.map(\.name).joined(separator: ", "))",
            lastModified: timestamp(report.reported), version: report.reported, props: [.crosswalk("format", AuditReport.format)],
            roles: [.init(id: "assessor", title: "Assessor"), .init(id: "prepared-by", title: "Prepared by")],
            parties: parties,
            responsibleParties: [.init(roleID: "prepared-by", partyUUIDs: [crosswalk.uuid])]
                + (partyOf.isEmpty ? [] : [.init(roleID: "assessor", partyUUIDs: partyOf.values.sorted())]))
        let root = Root(
            assessmentResults: .init(
                uuid: uuid, metadata: metadata,
                importAP: .init(
                    href: "#" + planResource,
                    remarks: "Crosswalk writes no OSCAL assessment plan; the plan is the Crosswalk audit plan file named in back-matter."),
                results: [result], backMatter: .init(resources: resources)))
        return try OSCALExport.encode(root)
    }

    /// A day as OSCAL's date-time with a time zone: its start, in UTC.
    static func timestamp(_ day: String) -> String { day + "T00:00:00Z" }

    // MARK: The assessment-results model, with OSCAL's own field names

    struct Root: Encodable {
        var assessmentResults: AssessmentResults
        enum CodingKeys: String, CodingKey { case assessmentResults = "assessment-results" }
    }

    struct AssessmentResults: Encodable {
        var uuid: String
        var metadata: OSCAL.Metadata
        var importAP: ImportAP
        var results: [Result]
        var backMatter: OSCAL.BackMatter
        enum CodingKeys: String, CodingKey {
            case uuid, metadata, results
            case importAP = "import-ap"
            case backMatter = "back-matter"
        }
    }

    struct ImportAP: Encodable {
        var href: String
        var remarks: String
    }

    struct Result: Encodable {
        var uuid: String
        var title: String
        var description: String
        var start: String
        var end: String
        var props: [OSCAL.Property]
        var localDefinitions: LocalDefinitions
        var reviewedControls: ReviewedControls
        var observations: [Observation]?
        var findings: [Finding]?
        enum CodingKeys: String, CodingKey {
            case uuid, title, description, start, end, props, observations, findings
            case localDefinitions = "local-definitions"
            case reviewedControls = "reviewed-controls"
        }
    }

    struct LocalDefinitions: Encodable { var components: [Component] }

    struct Component: Encodable {
        var uuid: String
        var type: String
        var title: String
        var description: String
        var status: Status
        struct Status: Encodable { var state: String }
    }

    struct ReviewedControls: Encodable {
        var controlSelections: [ControlSelection]
        enum CodingKeys: String, CodingKey { case controlSelections = "control-selections" }
    }

    struct ControlSelection: Encodable {
        var description: String
        var links: [OSCAL.Link]
        var includeControls: [ControlID]
        enum CodingKeys: String, CodingKey {
            case description, links
            case includeControls = "include-controls"
        }
    }

    struct ControlID: Encodable {
        var controlID: String
        enum CodingKeys: String, CodingKey { case controlID = "control-id" }
    }

    struct Observation: Encodable {
        var uuid: String
        var title: String
        var description: String
        var props: [OSCAL.Property]
        var methods: [String]
        var types: [String]
        var origins: [Origin]?
        var subjects: [SubjectReference]
        var relevantEvidence: [Evidence]?
        var collected: String
        enum CodingKeys: String, CodingKey {
            case uuid, title, description, props, methods, types, origins, subjects, collected
            case relevantEvidence = "relevant-evidence"
        }
    }

    struct Origin: Encodable { var actors: [Actor] }

    struct Actor: Encodable {
        var type: String
        var actorUUID: String
        enum CodingKeys: String, CodingKey {
            case type
            case actorUUID = "actor-uuid"
        }
    }

    struct SubjectReference: Encodable {
        var subjectUUID: String
        var type: String
        var title: String
        enum CodingKeys: String, CodingKey {
            case type, title
            case subjectUUID = "subject-uuid"
        }
    }

    struct Evidence: Encodable {
        var href: String
        var description: String
    }

    struct Finding: Encodable {
        var uuid: String
        var title: String
        var description: String
        var props: [OSCAL.Property]
        var target: Target
        var relatedObservations: [RelatedObservation]?
        enum CodingKeys: String, CodingKey {
            case uuid, title, description, props, target
            case relatedObservations = "related-observations"
        }
    }

    struct Target: Encodable {
        var type: String
        var targetID: String
        var status: Status
        struct Status: Encodable {
            var state: String
            var reason: String
        }
        enum CodingKeys: String, CodingKey {
            case type, status
            case targetID = "target-id"
        }
    }

    struct RelatedObservation: Encodable {
        var observationUUID: String
        enum CodingKeys: String, CodingKey { case observationUUID = "observation-uuid" }
    }
}
