import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// `crosswalk export --format oscal`: the hand-written SHA-1 and version 5 UUIDs against the
/// RFCs' test vectors, then the documents from the fixture (answers worked out by hand) and the
/// real content (counts, byte-identical re-export). Tests/export/validate_oscal.py validates
/// the same output with compliance-trestle in `make test`.
@Suite("OSCAL export")
struct OSCALTests {
    // MARK: SHA-1 and UUIDs

    @Test("SHA-1 gives RFC 3174's test vectors, across block and padding boundaries")
    func sha1() {
        func hex(_ text: String) -> String { SHA1.hex(SHA1.digest(Array(text.utf8))) }
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        // 56 bytes: the length no longer fits the first block.
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(String(repeating: "a", count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(hex(String(repeating: "01234567", count: 80)) == "dea356a2cddd90c7a7ecedc5ebb563934f460452")
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    }

    @Test("version 5 UUIDs: RFC 9562's example, Crosswalk's namespace, same name same UUID")
    func uuids() throws {
        let dns = try #require(UUIDv5.bytes("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        #expect(UUIDv5.make(namespace: dns, name: "www.example.com").text == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
        // Documented in docs/cli.md: uuid5(NAMESPACE_URL, "https://crosswalk.invalid/ns/oscal").
        #expect(UUIDv5.text(UUIDv5.crosswalkNamespace) == "18b4dd7b-7d10-585e-b9cc-f245474eb838")
        #expect(UUIDv5.crosswalk("map:a/1 b/2") == UUIDv5.crosswalk("map:a/1 b/2"))
        #expect(UUIDv5.crosswalk("map:a/1 b/2") != UUIDv5.crosswalk("map:a/1 b/3"))
        #expect(
            UUIDv5.crosswalk("map:a/1 b/2").wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
    }

    // MARK: The fixture, by hand

    /// The documents as JSON objects, by path.
    static func json(_ export: OSCALExport) throws -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for document in export.documents {
            result[document.path] = try #require(try JSONSerialization.jsonObject(with: document.data) as? [String: Any])
        }
        return result
    }

    static func controls(_ node: [String: Any]) -> [[String: Any]] {
        let own = node["controls"] as? [[String: Any]] ?? []
        return own + own.flatMap(controls) + (node["groups"] as? [[String: Any]] ?? []).flatMap(controls)
    }

    static func mapping(_ document: [String: Any]?) -> [String: Any] {
        ((document?["mapping-collection"] as? [String: Any])?["mappings"] as? [[String: Any]])?.first ?? [:]
    }

    static func ids(_ items: Any?) -> [String] {
        (items as? [[String: Any]] ?? []).compactMap { $0["id-ref"] as? String }
    }

    static func gaps(_ summary: Any?) -> [String] {
        ((summary as? [String: Any])?["unmapped-controls"] as? [[String: Any]] ?? []).flatMap { $0["with-ids"] as? [String] ?? [] }
    }

    @Test("the fixture: a catalog per standard and WCAG, a collection per mapping file, maps and gaps as worked out by hand")
    func fixture() throws {
        let folder = try TemporaryDirectory()
        _ = try StoreBuilder.build(paths: TestSupport.validFixture, destination: folder.path("store.sqlite"))
        let store = try Store(path: folder.path("store.sqlite"))
        let documents = try Self.json(store.oscalExport(lastModified: Date(timeIntervalSince1970: 0)))
        #expect(
            documents.keys.sorted() == [
                "catalogs/alpha.json", "catalogs/beta.json", "catalogs/wcag.json",
                "comparisons/alpha--beta.json", "comparisons/beta--alpha.json",
                "mappings/alpha--wcag-2.0.json", "mappings/beta--alpha.json", "mappings/beta--wcag-2.0.json",
            ])

        let alpha = try #require(documents["catalogs/alpha.json"]?["catalog"] as? [String: Any])
        #expect(Self.controls(alpha).compactMap { $0["id"] as? String }.sorted() == ["alpha_1", "alpha_2", "alpha_A"])
        #expect((alpha["metadata"] as? [String: Any])?["last-modified"] as? String == "1970-01-01T00:00:00Z")
        let touch = try #require(Self.controls(alpha).first { $0["id"] as? String == "alpha_1" })
        let statement = try #require((touch["parts"] as? [[String: Any]])?.first { $0["name"] as? String == "statement" })
        #expect(statement["id"] as? String == "alpha_1_smt")
        #expect((statement["prose"] as? String)?.isEmpty == false)
        let props = (touch["props"] as? [[String: Any]] ?? []).map { "\($0["ns"] == nil ? "" : "cw:")\($0["name"]!)=\($0["value"]!)" }
        #expect(props.contains("label=1"))
        #expect(props.contains("cw:level=must"))

        // beta/android-text-field-hints ⊆ alpha/2: every beta guideline mapped (complete);
        // alpha/1 and alpha/A are nowhere in the set.
        let betaAlpha = documents["mappings/beta--alpha.json"]
        let mapping = Self.mapping(betaAlpha)
        let maps = try #require(mapping["maps"] as? [[String: Any]])
        #expect(maps.count == 1)
        #expect(maps[0]["relationship"] as? String == "subset-of")
        #expect(Self.ids(maps[0]["sources"]) == ["beta_android-text-field-hints"])
        #expect(Self.ids(maps[0]["targets"]) == ["alpha_2"])
        #expect(maps[0]["uuid"] as? String == UUIDv5.crosswalk("map:beta/android-text-field-hints alpha/2"))
        #expect((maps[0]["confidence-score"] as? [String: Any])?["category"] as? String == "medium")
        #expect(mapping["source-gap-summary"] == nil)
        #expect(Self.gaps(mapping["target-gap-summary"]) == ["alpha_A", "alpha_1"])  // in catalog order
        let provenance = (betaAlpha?["mapping-collection"] as? [String: Any])?["provenance"] as? [String: Any]
        #expect(provenance?["status"] as? String == "complete")
        #expect(provenance?["method"] as? String == "human")
        #expect((mapping["source-resource"] as? [String: Any])?["href"] as? String == "../catalogs/beta.json")

        // alpha/1 says WCAG 2.0 has nothing for it: one no-relationship map onto every 2.0
        // criterion, and still a gap; alpha/A is in no map, so the set is not complete.
        let alphaWCAG = documents["mappings/alpha--wcag-2.0.json"]
        let wcagMapping = Self.mapping(alphaWCAG)
        let wcagMaps = try #require(wcagMapping["maps"] as? [[String: Any]])
        let none = try #require(wcagMaps.first { $0["relationship"] as? String == "no-relationship" })
        let criteria = try store.criteria().filter { $0.isIn(.wcag20) }.map { OSCALCatalog.controlID($0.id) }
        #expect(Self.ids(none["targets"]) == criteria)
        #expect(Self.gaps(wcagMapping["source-gap-summary"]) == ["alpha_A", "alpha_1"])
        #expect(
            ((alphaWCAG?["mapping-collection"] as? [String: Any])?["provenance"] as? [String: Any])?["status"] as? String == "not-complete")
        #expect((wcagMapping["target-resource"] as? [String: Any])?["href"] as? String == "../catalogs/wcag.json")
    }

    static func props(_ node: [String: Any], _ name: String) -> [String] {
        (node["props"] as? [[String: Any]] ?? []).filter { $0["name"] as? String == name }.compactMap { $0["value"] as? String }
    }

    @Test("the fixture's comparisons: beta/android-text-field-hints ⊆ alpha/2 covers it (strength 6); alpha/2 is partly covered (5)")
    func fixtureComparisons() throws {
        let folder = try TemporaryDirectory()
        _ = try StoreBuilder.build(paths: TestSupport.validFixture, destination: folder.path("store.sqlite"))
        let documents = try Self.json(Store(path: folder.path("store.sqlite")).oscalExport(lastModified: Date(timeIntervalSince1970: 0)))

        // How alpha covers beta: the editors' subset-of, medium confidence, semantic:
        // round(8 × 0.8 × 0.95) = 6 (docs/cli.md); every beta guideline covered.
        let betaByAlpha = documents["comparisons/beta--alpha.json"]?["mapping-collection"] as? [String: Any]
        let mapping = Self.mapping(documents["comparisons/beta--alpha.json"])
        let maps = try #require(mapping["maps"] as? [[String: Any]])
        #expect(maps.count == 1)
        #expect(maps[0]["relationship"] as? String == "subset-of")
        #expect(maps[0]["ns"] == nil)
        #expect(Self.ids(maps[0]["sources"]) == ["beta_android-text-field-hints"])
        #expect(Self.ids(maps[0]["targets"]) == ["alpha_2"])
        #expect(Self.props(maps[0], "verdict") == ["covered"])
        #expect(Self.props(maps[0], "strength") == ["6"])
        #expect(Self.props(maps[0], "path") == ["direct"])
        #expect(Self.props(maps[0], "asserted-by") == ["editorial"])
        #expect(maps[0]["matching-rationale"] as? String == "semantic")
        #expect(maps[0]["uuid"] as? String == UUIDv5.crosswalk("map:comparison beta/android-text-field-hints alpha/2"))
        #expect(maps[0]["uuid"] as? String != UUIDv5.crosswalk("map:beta/android-text-field-hints alpha/2"))
        #expect(mapping["source-gap-summary"] == nil)
        #expect(Self.gaps(mapping["target-gap-summary"]) == ["alpha_A", "alpha_1"])
        let provenance = betaByAlpha?["provenance"] as? [String: Any]
        #expect(provenance?["method"] as? String == "hybrid")
        #expect(provenance?["status"] as? String == "complete")

        // How beta covers alpha: alpha/2 ⊇ the hints, round(6 × 0.8 × 0.95) = 5; alpha/1 and
        // alpha/A have no path to beta (no shared criterion, no shared topic).
        let reverse = Self.mapping(documents["comparisons/alpha--beta.json"])
        let reverseMaps = try #require(reverse["maps"] as? [[String: Any]])
        #expect(reverseMaps.count == 1)
        #expect(reverseMaps[0]["relationship"] as? String == "superset-of")
        #expect(Self.props(reverseMaps[0], "verdict") == ["partly-covered"])
        #expect(Self.props(reverseMaps[0], "strength") == ["5"])
        #expect(Self.gaps(reverse["source-gap-summary"]) == ["alpha_A", "alpha_1"])
        #expect(Self.props(reverse, "verdict-count") == ["0", "1", "0", "2"])
    }

    @Test("a revised guideline changes its catalog's UUID and version, never a control's or a map's")
    func revisions() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        _ = try StoreBuilder.build(paths: paths, destination: folder.path("before.sqlite"))
        let before = try Self.json(Store(path: folder.path("before.sqlite")).oscalExport(lastModified: Date(timeIntervalSince1970: 0)))
        let file = folder.path("Content/alpha/2-labels.md")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "title: ", with: "title: Revised ").write(toFile: file, atomically: true, encoding: .utf8)
        _ = try StoreBuilder.build(paths: paths, destination: folder.path("after.sqlite"))
        let after = try Self.json(Store(path: folder.path("after.sqlite")).oscalExport(lastModified: Date(timeIntervalSince1970: 0)))

        func uuid(_ documents: [String: [String: Any]], _ path: String) -> String? {
            (documents[path]?.values.first as? [String: Any])?["uuid"] as? String
        }
        #expect(uuid(before, "catalogs/alpha.json") != uuid(after, "catalogs/alpha.json"))
        #expect(uuid(before, "catalogs/beta.json") == uuid(after, "catalogs/beta.json"))
        let mapsBefore = Self.mapping(before["mappings/beta--alpha.json"])["maps"] as? [[String: Any]]
        let mapsAfter = Self.mapping(after["mappings/beta--alpha.json"])["maps"] as? [[String: Any]]
        #expect(mapsBefore?.first?["uuid"] as? String == mapsAfter?.first?["uuid"] as? String)
    }

    // MARK: The real content

    @Test(
        "the real content: controls per catalog and maps per collection round-trip, comparisons answer issue 18, a second export is byte-identical"
    )
    func realContent() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        let export = try store.oscalExport(lastModified: time)
        #expect(try store.oscalExport(lastModified: time).documents == export.documents)

        let documents = try Self.json(export)
        for standard in try store.standards() {
            let catalog = try #require(documents["catalogs/\(standard.id).json"]?["catalog"] as? [String: Any])
            #expect(Self.controls(catalog).count == standard.guidelines, "\(standard.id)")
        }
        let wcag = try #require(documents["catalogs/wcag.json"]?["catalog"] as? [String: Any])
        #expect(Self.controls(wcag).count == (try store.criteria().count))
        #expect(Self.controls(wcag).count == 87)

        let mappings = try store.mappings()
        let sets = Dictionary(grouping: mappings) { "\($0.sourceStandard)--\($0.targetStandard)" }
        #expect(sets.count == export.documents.filter { $0.kind == .mappingSet }.count)
        for (id, entries) in sets {
            let maps = Self.mapping(documents["mappings/\(id).json"])["maps"] as? [[String: Any]]
            #expect(maps?.count == entries.count, "\(id)")
        }
        let allMaps = export.documents.filter { $0.kind == .mappingSet }.map(\.count).reduce(0, +)
        #expect(allMaps == mappings.count)

        // Issue 18's answer: CIS-India covers 12 of GIGW's 22 guidelines, partly covers 9 and
        // not 11.4.22; GIGW covers all 21 CIS-India practices.
        let standards = try store.standards()
        #expect(export.documents.filter { $0.kind == .comparison }.count == standards.count * (standards.count - 1))
        let gigw = Self.mapping(documents["comparisons/gigw-3--cis-india.json"])
        #expect(Self.props(gigw, "verdict-count") == ["12", "9", "0", "1"])
        #expect(Self.gaps(gigw["source-gap-summary"]) == ["gigw-3_11.4.22"])
        let cis = Self.mapping(documents["comparisons/cis-india--gigw-3.json"])
        #expect(Self.props(cis, "verdict-count") == ["21", "0", "0", "0"])
        #expect(cis["source-gap-summary"] == nil)
    }

    @Test("the command writes the folder whole, the same bytes twice, and needs --out")
    func command() throws {
        let folder = try TemporaryDirectory()
        let arguments = [
            "export", "--format", "oscal", "--content", TestSupport.validFixture.content, "--mappings", TestSupport.validFixture.mappings,
            "--db", folder.path("store.sqlite"),
        ]
        #expect(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(arguments) }
        var first = try CrosswalkCommand.parseAsRoot(arguments + ["--out", folder.path("oscal")])
        let capture = ErrorCapture()
        try Terminal.$capture.withValue(capture) { try first.run() }
        #expect(capture.lines.contains { $0.hasPrefix("wrote ") })
        let path = folder.path("oscal/catalogs/alpha.json")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var second = try CrosswalkCommand.parseAsRoot(arguments + ["--out", folder.path("oscal")])
        try Terminal.$capture.withValue(ErrorCapture()) { try second.run() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(FileManager.default.fileExists(atPath: folder.path("oscal/.crosswalk")))
        #expect(FileManager.default.fileExists(atPath: folder.path("oscal/mappings/beta--alpha.json")))

        // Someone's own folder is refused and left as it was.
        try folder.write("mine/notes.txt", "keep me")
        var refused = try CrosswalkCommand.parseAsRoot(arguments + ["--out", folder.path("mine")])
        #expect(throws: CrosswalkError.self) { try refused.run() }
        #expect(try String(contentsOfFile: folder.path("mine/notes.txt"), encoding: .utf8) == "keep me")
    }

    @Test("last-modified: SOURCE_DATE_EPOCH when set (a bad value is a one-line error), else the content's newest change")
    func lastModified() throws {
        let folder = try TemporaryDirectory()
        _ = try StoreBuilder.build(paths: TestSupport.validFixture, destination: folder.path("store.sqlite"))
        let store = try Store(path: folder.path("store.sqlite"))
        #expect(
            try ExportCommand.lastModified(of: store, environment: ["SOURCE_DATE_EPOCH": "1700000000"]).timeIntervalSince1970
                == 1_700_000_000)
        let error = try #require(throws: CrosswalkError.self) {
            try ExportCommand.lastModified(of: store, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        }
        #expect(CrosswalkCommand.outcome(of: error).status == 2)
        #expect(CrosswalkCommand.outcome(of: error).message?.contains("SOURCE_DATE_EPOCH=yesterday") == true)
        let newest = try #require(
            FileSystem.newestModification(under: [TestSupport.validFixture.content, TestSupport.validFixture.mappings]))
        #expect(
            try ExportCommand.lastModified(of: store, environment: [:]).timeIntervalSince1970 == newest.timeIntervalSince1970.rounded(.down)
        )
    }
}
