/// OSCAL catalogs: one per standard (each guideline a control) and one for WCAG (each success
/// criterion a control, grouped by principle and guideline).
package enum OSCALCatalog {
    /// A control's id: the Crosswalk id with `/` made `_` (`bbc-2013/13` → `bbc-2013_13`,
    /// `wcag-2.0/1.4.3` → `wcag-2.0_1.4.3`), since an OSCAL id is a token without `/`. Standard
    /// ids and numbers never hold `_`, so the id reads back unambiguously.
    package static func controlID(_ crosswalkID: String) -> String {
        crosswalkID.replacingOccurrences(of: "/", with: "_")
    }

    /// The catalog file of a standard, or of WCAG (`wcag`), within the export folder.
    static func path(_ catalogID: String) -> String { "catalogs/\(catalogID).json" }

    /// The id of the WCAG catalog.
    static let wcagID = "wcag"

    /// The party for Crosswalk, which prepared every document.
    static let crosswalkParty = OSCAL.Party(
        uuid: UUIDv5.crosswalk("party:Crosswalk"), type: "organization", name: "Crosswalk", links: nil)

    /// Roles: who created the content (a standard's publisher) and who prepared the document.
    static func parties(creator: String) -> (roles: [OSCAL.Role], parties: [OSCAL.Party], responsible: [OSCAL.ResponsibleParty]) {
        let publisher = OSCAL.Party(uuid: UUIDv5.crosswalk("party:\(creator)"), type: "organization", name: creator, links: nil)
        return (
            [.init(id: "creator", title: "Creator"), .init(id: "prepared-by", title: "Prepared by")],
            [publisher, crosswalkParty],
            [.init(roleID: "creator", partyUUIDs: [publisher.uuid]), .init(roleID: "prepared-by", partyUUIDs: [crosswalkParty.uuid])]
        )
    }

    // MARK: A standard

    /// Where and from when a regulation binds, and the WCAG version it incorporates.
    private static func regulationProps(_ standard: StandardOverview) -> [OSCAL.Property] {
        guard let regulation = standard.regulation else { return [] }
        return [
            .crosswalk("jurisdiction", regulation.jurisdiction), .crosswalk("in-force", regulation.inForce),
            .crosswalk("wcag-incorporated", regulation.wcag.rawValue),
        ]
    }

    /// The catalog of one standard, its guidelines in source order (grouped by the source's
    /// categories when it has them).
    static func standard(_ standard: StandardOverview, guidelines: [GuidelineDetail], uuid: String, lastModified: String) -> Root {
        let source = OSCAL.Resource(
            uuid: UUIDv5.crosswalk("source:\(standard.id)"), title: standard.title,
            props: [
                .oscal("type", "standard"), .oscal("version", standard.version), .crosswalk("date", standard.date),
            ],
            citation: .init(text: standard.source), rlinks: standard.sourceURL.map { [.init(href: $0)] })
        let controls = guidelines.map { control($0, source: source.uuid) }
        let groups = standard.categories.map { category in
            OSCAL.Group(
                id: "category-" + token(category.id), class: "category", title: category.title, props: nil, groups: nil,
                controls: OSCAL.nonEmpty(zip(guidelines, controls).filter { $0.0.category?.id == category.id }.map(\.1)))
        }
        let uncategorised = zip(guidelines, controls).filter { guideline in
            !standard.categories.contains { $0.id == guideline.0.category?.id }
        }.map(\.1)
        let (roles, parties, responsible) = parties(creator: standard.publisher)
        let levels = RequirementLevel.allCases.compactMap { level in
            standard.strength[level.rawValue].map { OSCAL.Property.crosswalk("level-term", $0, class: level.rawValue) }
        }
        let metadata = OSCAL.Metadata(
            title: standard.title, lastModified: lastModified, version: standard.version,
            props: [
                .crosswalk("standard-id", standard.id), .crosswalk("short-name", standard.shortName),
                .crosswalk("region", standard.region), .crosswalk("date", standard.date),
                .crosswalk("status", standard.status.rawValue), .crosswalk("kind", standard.kind.rawValue),
            ] + levels + regulationProps(standard),
            roles: roles, parties: parties, responsibleParties: responsible,
            remarks: standard.description + "\n\n" + standard.licence)
        return Root(
            catalog: .init(
                uuid: uuid, metadata: metadata,
                groups: OSCAL.nonEmpty(groups.filter { $0.controls != nil }),
                controls: OSCAL.nonEmpty(uncategorised),
                backMatter: .init(resources: [source])))
    }

    static func control(_ g: GuidelineDetail, source: String) -> OSCAL.Control {
        let id = controlID(g.id)
        var props: [OSCAL.Property] = [.oscal("label", g.number), .crosswalk("level", g.level.rawValue)]
        props += g.topics.map { .crosswalk("topic", $0.id) }
        props += g.platforms.map { .crosswalk("platform", $0.platform.rawValue, class: $0.hasTechnique ? nil : "no-technique") }
        if let page = g.page { props.append(.crosswalk("source-page", String(page))) }
        // A regulation's clause says whether it applies to native apps; the remark says how or why not.
        if let applicability = g.applicability {
            props.append(.crosswalk("applicability", applicability.status.rawValue, remarks: applicability.note))
        }
        if g.scoping { props.append(.crosswalk("clause-kind", "scoping")) }
        var parts: [OSCAL.Part] = [
            .init(
                id: id + "_smt", name: "statement", title: g.heading,
                props: [.crosswalk("wording", g.paraphrase ? "paraphrase" : "quoted")],
                prose: g.statement)
        ]
        if !g.summary.isEmpty {
            parts.append(.init(id: id + "_gdn", name: "guidance", props: [.crosswalk("wording", "crosswalk")], prose: g.summary))
        }
        return OSCAL.Control(
            id: id, title: g.title, props: props, links: [.init(href: "#" + source, rel: "reference", text: "Source document")],
            parts: parts)
    }

    // MARK: WCAG

    /// The WCAG 2 catalog: every criterion of any version, grouped by principle, then guideline.
    static func wcag(
        title: String, publisher: String, licence: String, editions: [WCAGCatalogue.Edition], criteria: [SuccessCriterion], uuid: String,
        lastModified: String
    ) -> Root {
        let resources = editions.map { edition in
            OSCAL.Resource(
                uuid: UUIDv5.crosswalk("source:\(edition.version.id)"), title: edition.title,
                props: [
                    .oscal("type", "standard"), .oscal("version", edition.version.rawValue), .crosswalk("date", edition.date),
                    .crosswalk("short-name", edition.shortName),
                ],
                citation: .init(text: "\(publisher), \(edition.title), \(edition.date)"), rlinks: [.init(href: edition.sourceURL)])
        }
        let principles = runs(of: criteria, by: \.principleNumber).map { members in
            OSCAL.Group(
                id: "principle-" + token(members[0].principleNumber), class: "principle", title: members[0].principleTitle,
                props: [.oscal("label", members[0].principleNumber)],
                groups: runs(of: members, by: \.guidelineNumber).map { members in
                    OSCAL.Group(
                        id: "guideline-" + token(members[0].guidelineNumber), class: "guideline", title: members[0].guidelineTitle,
                        props: [.oscal("label", members[0].guidelineNumber)], controls: members.map(criterion))
                })
        }
        let (roles, parties, responsible) = parties(creator: publisher)
        let metadata = OSCAL.Metadata(
            title: title, lastModified: lastModified, version: editions.map(\.version.rawValue).joined(separator: ", "),
            props: editions.map { .crosswalk("wcag-version", $0.version.rawValue) },
            links: resources.map { .init(href: "#" + $0.uuid, rel: "reference", text: $0.title) },
            roles: roles, parties: parties, responsibleParties: responsible, remarks: licence)
        return Root(
            catalog: .init(
                uuid: uuid, metadata: metadata, groups: OSCAL.nonEmpty(principles), controls: nil, backMatter: .init(resources: resources)))
    }

    static func criterion(_ c: SuccessCriterion) -> OSCAL.Control {
        let id = controlID(c.id)
        var props: [OSCAL.Property] = [.oscal("label", c.number), .crosswalk("level", c.level.rawValue)]
        props += c.versions.map { .crosswalk("wcag-version", $0.rawValue) }
        props.append(.crosswalk("introduced", c.introduced.rawValue))
        if let removed = c.removed { props.append(.crosswalk("removed", removed.rawValue)) }
        props += WCAGVersion.allCases.compactMap { version in
            c.earlierHandles[version].map { .crosswalk("handle", $0, class: version.id) }
        }
        let links = WCAGVersion.allCases.compactMap { version in
            c.understanding[version].map {
                OSCAL.Link(href: $0, rel: "reference", text: "Understanding \(c.number) (WCAG \(version.rawValue))")
            }
        }
        var parts: [OSCAL.Part] = [
            .init(id: id + "_smt", name: "statement", props: [.crosswalk("wording", "crosswalk")], prose: c.summary)
        ]
        if !c.mobile.isEmpty {
            parts.append(
                .init(id: id + "_gdn", name: "guidance", class: "mobile", props: [.crosswalk("wording", "crosswalk")], prose: c.mobile))
        }
        return OSCAL.Control(id: id, title: c.handle, props: props, links: OSCAL.nonEmpty(links), parts: parts)
    }

    /// `items` cut into runs of neighbours with the same `key`, in order.
    static func runs<T>(of items: [T], by key: (T) -> String) -> [[T]] {
        var result: [[T]] = []
        for item in items {
            if let last = result.last?.last, key(last) == key(item) {
                result[result.count - 1].append(item)
            } else {
                result.append([item])
            }
        }
        return result
    }

    /// `text` as an OSCAL token: letters, digits, `.`, `-` and `_`; anything else becomes `-`.
    static func token(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// The JSON root: `{"catalog": {...}}`.
    struct Root: Encodable, Equatable {
        var catalog: OSCAL.Catalog
    }
}
