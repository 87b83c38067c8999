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
    public func write(to folder: String) throws {
        try FileSystem.writeFolderAtomically(folder, owner: "crosswalk export") { temporary in
            for subfolder in Set(documents.map { ($0.path as NSString).deletingLastPathComponent }) {
                try FileManager.default.createDirectory(atPath: temporary + "/" + subfolder, withIntermediateDirectories: true)
            }
            for document in documents {
                try FileSystem.writeFile(document.data, to: temporary + "/" + document.path)
            }
        }
    }

    /// `date` as OSCAL's date-time with a time zone, in UTC to the second.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    static func encode<Root: Encodable>(_ root: Root) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(root) + Data("\n".utf8)
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
                        relationship: m.relationship, rationale: m.rationale, confidence: m.confidence, props: props,
                        remarks: m.remarks.isEmpty ? nil : m.remarks)
                },
                props: files.map { .crosswalk("mapping-file", $0) }
                    + (version.map { [.crosswalk("criteria-introduced-in", $0.rawValue)] } ?? []),
                remarks: "Exported by Crosswalk from \(files.joined(separator: ", ")).")
        }
    }
}

extension Store {
    /// The knowledge base as OSCAL documents; `lastModified` is every document's
    /// `last-modified` time.
    public func oscalExport(lastModified: Date) throws -> OSCALExport {
        let time = OSCALExport.timestamp(lastModified)
        let graph = try MappingGraph(store: self)
        let standards = try standards()
        let details = try guidelines(ids: guidelineIDs(), graph: graph, counterparts: false)
        let byStandard = Dictionary(grouping: details, by: \.standard)
        let criteria = try criteria()
        let editions = try wcagEditions()
        var documents: [OSCALExport.Document] = []
        for standard in standards {
            let members = byStandard[standard.id] ?? []
            documents.append(
                try OSCALExport.document(
                    .catalog, id: standard.id, path: OSCALCatalog.path(standard.id), count: members.count, lastModified: time
                ) { uuid, time, _ in
                    OSCALCatalog.standard(standard, guidelines: members, uuid: uuid, lastModified: time)
                })
        }
        let title = try meta("catalogue_title") ?? "Web Content Accessibility Guidelines (WCAG) 2"
        let publisher = try meta("catalogue_publisher") ?? "W3C"
        let licence = try meta("catalogue_licence") ?? ""
        documents.append(
            try OSCALExport.document(
                .catalog, id: OSCALCatalog.wcagID, path: OSCALCatalog.path(OSCALCatalog.wcagID), count: criteria.count,
                lastModified: time
            ) { uuid, time, _ in
                OSCALCatalog.wcag(
                    title: title, publisher: publisher, licence: licence, editions: editions, criteria: criteria, uuid: uuid,
                    lastModified: time)
            })
        let plans = OSCALExport.mappingSetPlans(
            mappings: try mappings(), standards: standards, guidelines: byStandard.mapValues { $0.map(\.id) }, criteria: criteria,
            editions: editions)
        for plan in plans {
            documents.append(
                try OSCALExport.document(
                    .mappingSet, id: plan.id, path: OSCALMappingCollection.path(kind: plan.kind, id: plan.id), count: plan.entries.count,
                    lastModified: time
                ) { uuid, time, digest in
                    OSCALMappingCollection.build(plan, uuid: uuid, lastModified: time, version: digest)
                })
        }
        return OSCALExport(documents: documents)
    }
}
