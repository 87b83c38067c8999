import Foundation

/// The knowledge base as OSCAL 1.2 documents (`crosswalk export --format oscal`): a catalog per
/// standard and for WCAG in `catalogs/`, a mapping collection per mapping set in `mappings/`
/// and per derived comparison of two standards in `comparisons/`.
///
/// Every UUID is a version 5 UUID in Crosswalk's namespace (``UUIDv5``): a control, map or gap
/// summary's from its ids, so it names the same subject in every revision; a document's from
/// its id and a SHA-1 of its content, so it changes exactly when the document does, as OSCAL
/// asks. The same store and `lastModified` give byte-identical files.
public struct OSCALExport: Sendable {
    public struct Document: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable {
            case catalog
            case mappingSet = "mapping-set"
            case comparison
        }

        /// Where it goes within the export folder: `catalogs/bbc-2013.json`.
        public var path: String
        public var kind: Kind
        /// The JSON, pretty-printed with sorted keys, ending in a newline.
        public var data: Data
        /// Controls in a catalog; maps in a mapping collection.
        public var count: Int
    }

    public var documents: [Document]

    /// Writes every document into `folder`, swapping the folder in whole when all are written.
    public func write(to folder: String, inputs: [(option: String, path: String)] = []) throws {
        _ = try Self.write(to: folder, inputs: inputs) { emit in
            for document in documents { try emit(document) }
        }
    }

    /// Writes each document `produce` hands over into `folder` as it comes (so one is held at a
    /// time, not the whole export: 6 GiB and more at 20,000 guidelines), swapping the folder in
    /// whole once all are written; returns how many of each kind. Its own owner keeps an OSCAL
    /// export from replacing a CSV export's folder, and back.
    public static func write(
        to folder: String, inputs: [(option: String, path: String)] = [], _ produce: ((Document) throws -> Void) throws -> Void
    ) throws -> [Document.Kind: Int] {
        var counts: [Document.Kind: Int] = [:]
        try FileSystem.writeFolderAtomically(folder, owner: "crosswalk export --format oscal", inputs: inputs) { temporary in
            var subfolders: Set<String> = []
            try produce { document in
                let subfolder = (document.path as NSString).deletingLastPathComponent
                if subfolders.insert(subfolder).inserted {
                    try FileManager.default.createDirectory(atPath: temporary + "/" + subfolder, withIntermediateDirectories: true)
                }
                try FileSystem.writeFile(document.data, to: temporary + "/" + document.path)
                counts[document.kind, default: 0] += 1
            }
        }
        return counts
    }

    /// `date` as OSCAL's date-time with a time zone, in UTC to the second.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    static func encode<Root: Encodable>(_ root: Root) throws -> Data {
        try JSONOutput.encoder().encode(root) + Data("\n".utf8)
    }

    /// Builds a document twice: first with placeholders for its UUID, time and version to take
    /// its digest, then for real, its UUID made from `kind`, `id` and the digest. `build` gets
    /// the UUID, the last-modified time and the first 12 digits of the digest.
    static func document<Root: Encodable>(
        _ kind: Document.Kind, id: String, path: String, count: Int, lastModified: String,
        _ build: (_ uuid: String, _ lastModified: String, _ digest: String) -> Root
    ) throws -> Document {
        let draft = try encode(build("00000000-0000-5000-8000-000000000000", "1970-01-01T00:00:00Z", ""))
        let digest = SHA1.hex(SHA1.digest(Array(draft)))
        let uuid = UUIDv5.crosswalk("\(kind.rawValue):\(id):\(digest)")
        let data = try encode(build(uuid, lastModified, String(digest.prefix(12))))
        return Document(path: path, kind: kind, data: data, count: count)
    }

    /// The mapping collection `plan` describes, as a document.
    static func document(for plan: OSCALMappingCollection.Plan, lastModified: String) throws -> Document {
        try document(
            Document.Kind(rawValue: plan.kind)!, id: plan.id, path: OSCALMappingCollection.path(kind: plan.kind, id: plan.id),
            count: plan.entries.count, lastModified: lastModified
        ) { uuid, time, digest in
            OSCALMappingCollection.build(plan, uuid: uuid, lastModified: time, version: digest)
        }
    }

    /// One mapping collection per pair of source standard and target (a standard, or the
    /// criteria a WCAG version added): the entries of one `Mappings/<a>--<b>.yaml` file.
    static func mappingSetPlans(
        mappings: [Mapping], standards: [StandardOverview], guidelines: [String: [String]], criteria: [SuccessCriterion],
        editions: [WCAGCatalogue.Edition]
    ) -> [OSCALMappingCollection.Plan] {
        let shortNames = Dictionary(
            uniqueKeysWithValues: standards.map { ($0.id, $0.shortName) } + editions.map { ($0.version.id, $0.shortName) })
        let sets = Dictionary(grouping: mappings) { "\($0.sourceStandard)--\($0.targetStandard)" }
        return sets.keys.sorted().map { id in
            let entries = sets[id]!
            let source = entries[0].sourceStandard
            let target = entries[0].targetStandard
            let version = WCAGVersion(id: target)
            /// Everything a whole-target `no-relationship` entry says nothing corresponds to.
            func whole(_ target: String) -> [String] {
                if let version = WCAGVersion(id: target) { return criteria.filter { $0.isIn(version) }.map(\.id) }
                return guidelines[target] ?? []
            }
            let files = Set(entries.map(\.path)).sorted()
            let stated = entries.filter { $0.method == .source }.count
            let scope =
                version.map { "the success criteria introduced in WCAG \($0.rawValue)" }
                ?? "the guidelines of \(shortNames[target] ?? target)"
            return OSCALMappingCollection.Plan(
                id: id, kind: OSCALExport.Document.Kind.mappingSet.rawValue,
                title: "\(shortNames[source] ?? source) to \(shortNames[target] ?? target): Crosswalk mapping set",
                description: """
                    How each guideline of \(shortNames[source] ?? source) relates to \(scope), read "source relationship \
                    target" in the set-theory vocabulary of NIST IR 8477. \(entries.count) maps: \(stated) stated by the \
                    source document (prop asserted-by = source) and \(entries.count - stated) judged by Crosswalk's editors \
                    (asserted-by = editorial), each with its rationale, confidence and remarks. A no-relationship map whose \
                    targets are a whole standard or WCAG version states that nothing there corresponds.
                    """,
                method: "human", sourceCatalog: source, targetCatalog: version == nil ? target : OSCALCatalog.wcagID,
                sourceScope: guidelines[source] ?? [],
                targetScope: version.map { version in criteria.filter { $0.introduced == version }.map(\.id) } ?? guidelines[target] ?? [],
                entries: entries.map { m in
                    var props: [OSCAL.Property] = [
                        .crosswalk("asserted-by", m.method.rawValue), .crosswalk("defined-at", "\(m.path):\(m.line)"),
                    ]
                    if m.supersedes { props.append(.crosswalk("supersedes", "true")) }
                    if m.targetKind == .standard { props.append(.crosswalk("target-scope", m.target)) }
                    return .init(
                        key: "\(m.source) \(m.target)", sources: [m.source],
                        targets: m.targetKind == .standard ? whole(m.target) : [m.target],
                        relationship: .oscal(m.relationship), rationale: m.rationale, confidence: m.confidence, props: props,
                        remarks: m.remarks.isEmpty ? nil : m.remarks)
                },
                props: files.map { .crosswalk("mapping-file", $0) }
                    + (version.map { [.crosswalk("criteria-introduced-in", $0.rawValue)] } ?? []),
                remarks: "Exported by Crosswalk from \(files.joined(separator: ", ")).")
        }
    }

    /// One mapping collection per ordered pair of standards: how well B covers each guideline
    /// of A (``MappingGraph/comparison(of:by:)``). A map per guideline of B behind a guideline's
    /// verdict; where A's mapping states that nothing in B corresponds, only direct
    /// counterparts count (as for the verdict) and the statement is a `no-relationship` map
    /// onto all of B. A pair with no map at all is left out: OSCAL requires one. Each pair's
    /// document is handed to `emit` in order; the pairs are worked out a core's worth at a
    /// time, so that as many documents are held as there are cores.
    static func comparisons(
        graph: MappingGraph, standards: [StandardOverview], guidelines: [String: [String]], lastModified: String,
        _ emit: (Document) throws -> Void
    ) throws {
        let pairs = standards.flatMap { a in standards.filter { $0.id != a.id }.map { (a: a, b: $0) } }
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for start in stride(from: 0, to: pairs.count, by: width) {
            let batch = Array(pairs[start..<min(start + width, pairs.count)])
            let documents = ParallelMap(count: batch.count) { index in
                Result {
                    try comparisonPlan(graph: graph, of: batch[index].a, by: batch[index].b, guidelines: guidelines).map {
                        try document(for: $0, lastModified: lastModified)
                    }
                }
            }
            for document in documents.values { try document.get().map(emit) }
        }
    }

    /// The comparison of ``comparisons(graph:standards:guidelines:lastModified:_:)`` for the
    /// ordered pair of `a` by `b`; nil when it has no map.
    static func comparisonPlan(
        graph: MappingGraph, of a: StandardOverview, by b: StandardOverview, guidelines: [String: [String]]
    ) -> OSCALMappingCollection.Plan? {
        let wcag = graph.version.map { "WCAG \($0.rawValue)" } ?? "WCAG"
        let comparison = graph.comparison(of: a.id, by: b.id, bounds: .everyGuideline)
        var entries: [OSCALMappingCollection.Entry] = []
        for entry in comparison.entries {
            let stated = graph.noCounterpart[entry.guideline]?[b.id]
            for p in entry.counterparts where stated == nil || p.path == .direct {
                var props: [OSCAL.Property] = [
                    .crosswalk("verdict", p.verdict.rawValue), .crosswalk("strength", String(p.strength)),
                    .crosswalk("path", p.path.rawValue), .crosswalk("asserted-by", p.assertedBy.rawValue),
                ]
                props += p.via.map { .crosswalk("via", $0) } + p.provenance.map { .crosswalk("defined-at", $0.description) }
                entries.append(
                    .init(
                        key: "comparison \(entry.guideline) \(p.guideline)", sources: [entry.guideline], targets: [p.guideline],
                        relationship: relationship(p.relationship),
                        rationale: p.rationale, confidence: p.confidence, props: props,
                        remarks: p.remarks))
            }
            if let stated {
                entries.append(
                    .init(
                        key: "comparison \(entry.guideline) \(b.id)", sources: [entry.guideline], targets: guidelines[b.id] ?? [],
                        relationship: .oscal(.noRelationship), rationale: stated.rationale, confidence: stated.confidence,
                        props: [
                            .crosswalk("verdict", Comparison.Verdict.notCovered.rawValue),
                            .crosswalk("asserted-by", stated.method.rawValue),
                            .crosswalk("defined-at", "\(stated.path):\(stated.line)"),
                            .crosswalk("target-scope", b.id),
                        ],
                        remarks: stated.remarks.isEmpty ? nil : stated.remarks))
            }
        }
        guard !entries.isEmpty else { return nil }
        // Beyond the bound: findings not listed, and leads (counted, listed or not) not listed.
        let omitted = comparison.entries.reduce(0) { sum, entry in
            sum + entry.omitted + entry.leadsNotListed
        }
        let counts = comparison.summary.map { count in
            "\(count.verdict.rawValue) \(count.total) (must \(count.must), should \(count.should), advisory \(count.advisory))"
        }
        return OSCALMappingCollection.Plan(
            id: "\(a.id)--\(b.id)", kind: OSCALExport.Document.Kind.comparison.rawValue,
            title: "How \(b.shortName) covers \(a.shortName): Crosswalk comparison",
            description: """
                How well \(b.shortName) covers each guideline of \(a.shortName), derived by Crosswalk from its \
                mapping sets: direct mappings, paths through a third standard and through the criteria of \(wcag). \
                Of \(a.shortName)'s \(comparison.entries.count) guidelines\(comparison.leftOut.isEmpty ? "" : " that apply to native apps (\(comparison.leftOut.count) clauses not applied to apps or only scoping the others are out of scope)"): \(counts.joined(separator: "; ")). A map \
                for each guideline of \(b.shortName) behind a verdict, read "\(a.shortName) relationship \
                \(b.shortName)": covered is subset-of, equal-to or equivalent-to; partly covered is superset-of or \
                intersects-with; related (in Crosswalk's namespace) is only a shared criterion or topic, a lead to \
                check, not a finding. Props give each map's verdict, 1-10 strength, path, what it goes through, who \
                asserted it and the mapping lines behind it. A no-relationship map onto all of \(b.shortName) is \
                \(a.shortName)'s own statement that nothing there corresponds. The source gap summary lists the \
                guidelines \(b.shortName) does not cover or only relates to. Each guideline has at most its \
                \(Comparison.Bounds.counterpartLimit) strongest findings and \(Comparison.Bounds.counterpartLimit) \
                strongest leads mapped; the counterparts-omitted prop, when present, counts those left out.
                """,
            // A regulation's clauses not applied to apps are no gap: compare leaves them out.
            method: "hybrid", sourceCatalog: a.id, targetCatalog: b.id,
            sourceScope: (guidelines[a.id] ?? []).filter { graph.nodes[$0]?.isRequirement != false },
            targetScope: (guidelines[b.id] ?? []).filter { graph.nodes[$0]?.isRequirement != false }, entries: entries,
            props: (graph.version.map { [.crosswalk("wcag-version", $0.rawValue)] } ?? [])
                + comparison.summary.map { .crosswalk("verdict-count", String($0.total), class: $0.verdict.rawValue) }
                + (omitted > 0 ? [.crosswalk("counterparts-omitted", String(omitted))] : []),
            remarks:
                "Derived by Crosswalk (crosswalk compare \(a.id) \(b.id) --one-way --all --limit \(comparison.judged)) from Mappings/."
        )
    }

    /// A composed relation in the map vocabulary: `unknown` (nothing sound follows) is a lead.
    static func relationship(_ relation: Relation) -> OSCALMappingCollection.Relationship {
        switch relation {
        case .equal: .oscal(.equalTo)
        case .equivalent: .oscal(.equivalentTo)
        case .subset: .oscal(.subsetOf)
        case .superset: .oscal(.supersetOf)
        case .intersects: .oscal(.intersectsWith)
        case .unknown: .related
        }
    }
}

extension Store {
    /// The knowledge base as OSCAL documents (``oscalDocuments(lastModified:_:)`` collected).
    public func oscalExport(lastModified: Date) throws -> OSCALExport {
        var documents: [OSCALExport.Document] = []
        try oscalDocuments(lastModified: lastModified) { documents.append($0) }
        return OSCALExport(documents: documents)
    }

    /// The knowledge base as OSCAL documents, each handed to `emit` once built, so that a
    /// writer holds one at a time: a catalog per standard (its guidelines read for it alone),
    /// WCAG's, a mapping collection per mapping set, then one per comparison. `lastModified` is
    /// every document's `last-modified` time.
    public func oscalDocuments(lastModified: Date, _ emit: (OSCALExport.Document) throws -> Void) throws {
        let time = OSCALExport.timestamp(lastModified)
        let standards = try standards()
        // A guideline id is its standard's id, "/" and its number.
        let members = Dictionary(grouping: try guidelineIDs()) { String($0.prefix { $0 != "/" }) }
        let criteria = try criteria()
        let editions = try wcagEditions()
        for standard in standards {
            let guidelines = try guidelines(ids: members[standard.id] ?? [], counterpartsFrom: nil)
            try emit(
                try OSCALExport.document(
                    .catalog, id: standard.id, path: OSCALCatalog.path(standard.id), count: guidelines.count, lastModified: time
                ) { uuid, time, _ in
                    OSCALCatalog.standard(standard, guidelines: guidelines, uuid: uuid, lastModified: time)
                })
        }
        let title = try meta("catalogue_title") ?? "Web Content Accessibility Guidelines (WCAG) 2"
        let publisher = try meta("catalogue_publisher") ?? "W3C"
        let licence = try meta("catalogue_licence") ?? ""
        try emit(
            try OSCALExport.document(
                .catalog, id: OSCALCatalog.wcagID, path: OSCALCatalog.path(OSCALCatalog.wcagID), count: criteria.count,
                lastModified: time
            ) { uuid, time, _ in
                OSCALCatalog.wcag(
                    title: title, publisher: publisher, licence: licence, editions: editions, criteria: criteria, uuid: uuid,
                    lastModified: time)
            })
        for plan in OSCALExport.mappingSetPlans(
            mappings: try mappings(), standards: standards, guidelines: members, criteria: criteria, editions: editions)
        {
            try emit(try OSCALExport.document(for: plan, lastModified: time))
        }
        try OSCALExport.comparisons(
            graph: try MappingGraph(store: self), standards: standards, guidelines: members, lastModified: time, emit)
    }
}
