/// OSCAL mapping collections: one per mapping set (a `Mappings/<a>--<b>.yaml` file) and one per
/// derived comparison of two standards. Both are built from a ``Plan``: what is compared, the
/// maps, and which controls are in scope for the gap summaries.
enum OSCALMappingCollection {
    /// One map: sources and targets as Crosswalk ids, the relationship in OSCAL's set-theory
    /// vocabulary, and what Crosswalk knows about it.
    struct Entry: Equatable {
        /// The name its UUID is made from: stable for the same subject across revisions.
        var key: String
        var sources: [String]
        var targets: [String]
        var relationship: Relationship
        var rationale: Mapping.Rationale?
        var confidence: Mapping.Confidence?
        var props: [OSCAL.Property]
        var remarks: String?
    }

    /// A map's relationship: one of OSCAL's (NIST IR 8477's), or `related` in Crosswalk's
    /// namespace for a comparison's leads (a shared criterion or topic, nothing sound composed).
    enum Relationship: Equatable {
        case oscal(Mapping.Relationship)
        case related

        /// Whether the map says its controls correspond: any OSCAL relationship but
        /// `no-relationship`. The gap summaries list the controls no such map names.
        var relates: Bool { self != .oscal(.noRelationship) && self != .related }

        var value: String {
            switch self {
            case .oscal(let relationship): relationship.rawValue
            case .related: "related"
            }
        }

        var namespace: String? { self == .related ? OSCAL.namespace : nil }
    }

    /// One collection to write.
    struct Plan: Equatable {
        /// `bbc-2013--cis-india`: the file name and the subject of its UUIDs.
        var id: String
        /// `mapping-set` or `comparison`.
        var kind: String
        var title: String
        var description: String
        /// OSCAL's `method`: `human` for the editors' and the sources' mappings, `hybrid` for
        /// comparisons (the engine composing them).
        var method: String
        var sourceCatalog: String
        var targetCatalog: String
        /// The controls the gap summaries look for, in catalog order.
        var sourceScope: [String]
        var targetScope: [String]
        var entries: [Entry]
        var props: [OSCAL.Property]
        var remarks: String
    }

    /// The folder a kind of collection is written to.
    static func path(kind: String, id: String) -> String {
        (kind == "comparison" ? "comparisons/" : "mappings/") + id + ".json"
    }

    /// The controls no map relates to anything: in no map, or only in `no-relationship` maps
    /// (which state that the control has no counterpart: a gap all the same) or `related` ones
    /// (a lead, not a finding).
    static func gaps(_ scope: [String], _ entries: [Entry], side: KeyPath<Entry, [String]>) -> [String] {
        let related = Set(entries.filter(\.relationship.relates).flatMap { $0[keyPath: side] })
        return scope.filter { !related.contains($0) }
    }

    static func build(_ plan: Plan, uuid: String, lastModified: String, version: String) -> Root {
        let maps = plan.entries.map { entry in
            OSCAL.Map(
                uuid: UUIDv5.crosswalk("map:\(entry.key)"), ns: entry.relationship.namespace,
                matchingRationale: entry.rationale?.rawValue, relationship: entry.relationship.value,
                sources: entry.sources.map { .init(idRef: OSCALCatalog.controlID($0)) },
                targets: entry.targets.map { .init(idRef: OSCALCatalog.controlID($0)) },
                confidenceScore: entry.confidence.map { .init(category: $0.rawValue) }, props: OSCAL.nonEmpty(entry.props),
                remarks: entry.remarks)
        }
        func gapSummary(_ side: String, _ ids: [String]) -> OSCAL.GapSummary? {
            ids.isEmpty
                ? nil
                : .init(
                    uuid: UUIDv5.crosswalk("\(side)-gap:\(plan.kind):\(plan.id)"),
                    unmappedControls: [.init(withIDs: ids.map(OSCALCatalog.controlID))])
        }
        let sourceGaps = gaps(plan.sourceScope, plan.entries, side: \.sources)
        let targetGaps = gaps(plan.targetScope, plan.entries, side: \.targets)
        let mapping = OSCAL.Mapping(
            uuid: UUIDv5.crosswalk("mapping:\(plan.kind):\(plan.id)"),
            sourceResource: .init(href: "../" + OSCALCatalog.path(plan.sourceCatalog)),
            targetResource: .init(href: "../" + OSCALCatalog.path(plan.targetCatalog)),
            maps: maps, props: OSCAL.nonEmpty(plan.props),
            sourceGapSummary: gapSummary("source", sourceGaps), targetGapSummary: gapSummary("target", targetGaps))
        let provenance = OSCAL.Provenance(
            method: plan.method, matchingRationale: prevailingRationale(plan.entries).rawValue,
            // Complete when every guideline of the source is in a map: related, or stated to
            // have no counterpart.
            status: plan.sourceScope.allSatisfy { id in plan.entries.contains { $0.sources.contains(id) } } ? "complete" : "not-complete",
            mappingDescription: plan.description,
            props: [
                .crosswalk("maps", String(maps.count)), .crosswalk("source-gaps", String(sourceGaps.count)),
                .crosswalk("target-gaps", String(targetGaps.count)),
            ])
        let party = OSCALCatalog.crosswalkParty
        let metadata = OSCAL.Metadata(
            title: plan.title, lastModified: lastModified, version: version,
            props: [.crosswalk("collection-kind", plan.kind), .crosswalk("collection-id", plan.id)],
            roles: [.init(id: "prepared-by", title: "Prepared by")], parties: [party],
            responsibleParties: [.init(roleID: "prepared-by", partyUUIDs: [party.uuid])], remarks: plan.remarks)
        return Root(mappingCollection: .init(uuid: uuid, metadata: metadata, provenance: provenance, mappings: [mapping]))
    }

    /// The rationale most maps give (each map states its own; the provenance needs one for the
    /// whole document). Ties go to the first in `syntactic, semantic, functional`; semantic when
    /// no map gives one.
    static func prevailingRationale(_ entries: [Entry]) -> Mapping.Rationale {
        let counts = Dictionary(grouping: entries.compactMap(\.rationale), by: { $0 }).mapValues(\.count)
        guard !counts.isEmpty else { return .semantic }
        // max(by:) keeps the first of equals.
        return Mapping.Rationale.allCases.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }!
    }

    /// The JSON root: `{"mapping-collection": {...}}`.
    struct Root: Encodable, Equatable {
        var mappingCollection: OSCAL.MappingCollection
        enum CodingKeys: String, CodingKey {
            case mappingCollection = "mapping-collection"
        }
    }
}
