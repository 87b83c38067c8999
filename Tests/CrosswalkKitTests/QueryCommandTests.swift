import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import GRDB
import Testing

/// The query commands, parsed and run in-process on the fixture and on the real content,
/// in every output format.
@Suite("Query commands")
struct QueryCommandTests {
    let folder: TemporaryDirectory
    let fixtureDB: String
    let realDB: String

    // Swift Testing makes an instance per test: the stores are the process's shared ones.
    init() throws {
        folder = try TemporaryDirectory()
        fixtureDB = TestSupport.sharedFixtureStore
        realDB = TestSupport.sharedRealStore
    }

    func arguments(_ base: [String], fixture: Bool) -> [String] {
        let paths = fixture ? TestSupport.validFixture : TestSupport.realContent
        return base + ["--content", paths.content, "--mappings", paths.mappings, "--db", fixture ? fixtureDB : realDB]
    }

    /// Runs a command and returns what it prints.
    func output(_ base: [String], fixture: Bool = true) throws -> String {
        let command = try CrosswalkCommand.parseAsRoot(arguments(base, fixture: fixture))
        switch command {
        case let c as SearchCommand: return try c.render(style: .plain)
        case let c as ShowCommand: return try c.render(style: .plain)
        case let c as ListCommand: return try c.render(style: .plain)
        case let c as StandardsCommand: return try c.render(style: .plain)
        case let c as CompareCommand: return try c.render(style: .plain)
        case let c as CoverageCommand: return try c.render(style: .plain)
        default: throw ValidationError("not a query command: \(base)")
        }
    }

    func json(_ base: [String], fixture: Bool = true) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try output(base + ["--format", "json"], fixture: fixture).utf8))
    }

    func csvHeader(_ base: [String], fixture: Bool = true) throws -> String {
        String(try output(base + ["--format", "csv"], fixture: fixture).split(separator: "\n").first ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    @Test("search: the documented JSON shape, CSV header and text")
    func search() throws {
        let response = try #require(try json(["search", "touch target"]) as? [String: Any])
        #expect(Set(response.keys) == ["query", "corrected_query", "corrections", "partial", "total", "results", "checks"])
        #expect(response["corrected_query"] is NSNull && response["partial"] is NSNull)
        // No automated check is named "touch target".
        #expect((response["checks"] as? [Any])?.isEmpty == true)
        #expect((response["corrections"] as? [Any])?.isEmpty == true)
        let first = try #require((response["results"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["id", "standard", "number", "title", "level", "score", "matched_in", "snippet"])
        #expect(first["id"] as? String == "alpha/1")
        #expect(try csvHeader(["search", "touch"]) == "id,standard,number,title,level,score,matched_in,snippet")
        let text = try output(["search", "touch target"])
        #expect(text.contains("1. alpha/1  must  Touch target size"))
        #expect(text.contains("**"))
    }

    @Test("search: a word that matches nothing is corrected, and said so; --exact searches as typed")
    func searchCorrected() throws {
        let response = try #require(try json(["search", "touch targt"]) as? [String: Any])
        #expect(response["query"] as? String == "touch targt")
        #expect(response["corrected_query"] as? String == "touch target")
        #expect(response["corrections"] as? [[String: String]] == [["word": "targt", "correction": "target"]])
        #expect((response["results"] as? [[String: Any]])?.first?["id"] as? String == "alpha/1")
        // Wrapped at 80 columns: compared with single spaces.
        let text = try output(["search", "touch", "targt"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Showing results for \"touch target\" (\"targt\" matched nothing); search exactly as typed with --exact."))
        #expect(try output(["search", "touch", "targt", "--exact"]) == "No guideline matches \"touch targt\".")
    }

    @Test("search: when no guideline holds every word, those with the most are partial matches, each with the words it holds")
    func searchPartial() throws {
        let response = try #require(try json(["search", "touch target qqqxyzzy"]) as? [String: Any])
        let partial = try #require(response["partial"] as? [String: Any])
        #expect(partial["terms"] as? [String] == ["touch", "target", "qqqxyzzy"])
        #expect(partial["most"] as? Int == 2)
        let first = try #require((response["results"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "alpha/1")
        #expect(first["matched_terms"] as? [String] == ["touch", "target"])
        let text = try output(["search", "touch", "target", "qqqxyzzy"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("No guideline has every word of \"touch target qqqxyzzy\"; showing those with the most (2 of 3)"))
        #expect(text.contains("has: touch, target"))
    }

    @Test("show: a guideline, a criterion and a standard in every format")
    func show() throws {
        let guideline = try #require(try json(["show", "alpha/1"]) as? [String: Any])
        #expect(guideline["statement"] as? String == "Touch targets MUST be at least 9.6mm across")
        #expect((guideline["techniques"] as? [Any])?.count == 8)
        let noWCAG = try #require(guideline["no_wcag"] as? [[String: String]])
        #expect(noWCAG == [["version": "2.0", "remarks": "WCAG 2.0 has no criterion for target size."]])
        #expect(try csvHeader(["show", "alpha/1"]) == "part,platform,kind,editorial,legacy,text")
        let text = try output(["show", "alpha/1"])
        for heading in ["Summary", "iOS", "Android", "HTML", "Testing", "WCAG", "In other standards", "Notes"] {
            #expect(text.contains("\n\(heading)"), "missing \(heading)")
        }
        #expect(text.contains("Pass example (Crosswalk editorial)"))

        let criterion = try #require(try json(["show", "4.1.2"]) as? [String: Any])
        let groups = try #require(criterion["standards"] as? [[String: Any]])
        #expect(groups.map { $0["standard"] as? String } == ["alpha"])
        #expect(try output(["show", "wcag-2.0/4.1.2"]).hasPrefix("4.1.2 Name, Role, Value"))
        #expect(try output(["show", "beta"]).contains("Beta Practices"))
    }

    @Test("show with an unknown id names the closest ones")
    func showUnknown() throws {
        #expect(
            throws: CrosswalkError.notFound(
                kind: "guideline, criterion or standard", name: "alpha/11", suggestions: ["alpha", "alpha/1", "alpha/2"])
        ) {
            try output(["show", "alpha/11"])
        }
    }

    @Test("list and standards, with filters, in every format")
    func listAndStandards() throws {
        let all = try #require(try json(["list"]) as? [[String: Any]])
        #expect(all.count == 4)
        let android = try #require(try json(["list", "--platform", "android", "--level", "should"]) as? [[String: Any]])
        #expect(android.compactMap { $0["id"] as? String } == ["alpha/2", "beta/android-text-field-hints"])
        #expect(try csvHeader(["list"]) == "id,standard,number,title,level,category,platforms,topics")
        #expect(try output(["list", "--topic", "robustness"]).contains("alpha/A"))
        let standards = try #require(try json(["standards"]) as? [[String: Any]])
        #expect(standards.map { $0["guidelines"] as? Int } == [3, 1])
        #expect(standards.first?["must"] as? Int == 1)
        #expect(try csvHeader(["standards"]).hasPrefix("id,short_name,title"))
        #expect(try output(["standards"]).contains("alpha"))
    }

    @Test("show: a standard's page by the id the docs give it, in text and JSON")
    func showPage() throws {
        let page = try #require(try json(["show", "beta/pages/testing-setup"]) as? [String: Any])
        #expect(Set(page.keys) == ["id", "standard", "title", "kind", "markdown"])
        #expect(page["kind"] as? String == "testing-setup")
        #expect(try output(["show", "beta/pages/testing-setup"]).hasPrefix("beta/pages/testing-setup\n"))
    }

    @Test("compare: the documented JSON shape")
    func compare() throws {
        let result = try #require(try json(["compare", "beta", "alpha"]) as? [String: Any])
        #expect(Set(result.keys) == ["wcag", "comparisons"])
        let comparisons = try #require(result["comparisons"] as? [[String: Any]])
        #expect(comparisons.map { "\($0["a"] ?? "")>\($0["b"] ?? "")" } == ["beta>alpha", "alpha>beta"])
        #expect(
            Set(comparisons[0].keys) == ["a", "b", "wcag", "summary", "guidelines", "offset", "entries", "not_covered", "left_out"])
        #expect(comparisons[0]["guidelines"] as? Int == 1 && comparisons[0]["offset"] as? Int == 0)
        let entry = try #require((comparisons[0]["entries"] as? [[String: Any]])?.first)
        #expect(
            Set(entry.keys).isSuperset(of: [
                "guideline", "number", "title", "level", "verdict", "strength", "counterparts", "leads", "omitted",
            ]))
        let uncovered = try #require((comparisons[1]["not_covered"] as? [[String: Any]])?.first)
        #expect(Set(uncovered.keys).isSuperset(of: ["guideline", "number", "title", "level"]))
        let pair = try #require((entry["counterparts"] as? [[String: Any]])?.first)
        #expect(
            Set(pair.keys) == [
                "guideline", "title", "verdict", "relationship", "path", "via", "confidence", "rationale", "asserted_by", "strength",
                "remarks",
                "provenance",
            ])
        #expect(pair["relationship"] as? String == "subset-of")
        #expect(pair["path"] as? String == "direct")
        #expect(entry["verdict"] as? String == "covered")
        #expect(try csvHeader(["compare", "beta", "alpha"]).hasPrefix("a,b,guideline,level,verdict,strength,counterpart"))
        #expect(try output(["compare", "beta", "alpha"]).hasPrefix("Does "))
        #expect((try json(["compare", "beta", "alpha", "--one-way"]) as? [String: Any])?["comparisons"].map { ($0 as? [Any])?.count } == 1)
        #expect(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(["compare", "alpha"]) }
    }

    @Test("compare --matrix by criterion and by topic")
    func matrix() throws {
        let byCriterion = try #require(try json(["compare", "--matrix"]) as? [String: Any])
        let rows = try #require(byCriterion["rows"] as? [[String: Any]])
        #expect(rows.count == 86)  // WCAG 2.2 by default
        #expect(try (json(["compare", "--matrix", "--wcag", "2.0"]) as? [String: Any])?["rows"].map { ($0 as? [Any])?.count } == 61)
        let row = try #require(rows.first { $0["id"] as? String == "4.1.2" })
        #expect((row["cells"] as? [String: [String]])?["alpha"] == ["alpha/2"])
        let byTopic = try #require(try json(["compare", "--matrix", "--by", "topic", "alpha", "beta"]) as? [String: Any])
        #expect((byTopic["rows"] as? [Any])?.count == 4)
        #expect(try csvHeader(["compare", "--matrix"]) == "criterion,title,level,alpha,beta")
        #expect(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(["compare", "--matrix", "--by", "colour"]) }
    }

    @Test("coverage: shares per level and what WCAG lacks")
    func coverage() throws {
        let report = try #require(try json(["coverage", "--level", "A"]) as? [String: Any])
        let versions = try #require(report["versions"] as? [[String: Any]])
        #expect(versions.map { $0["version"] as? String } == ["2.2", "2.1", "2.0"])
        let coverage = versions[2]
        let alpha = try #require((coverage["standards"] as? [[String: Any]])?.first)
        let levels = try #require(alpha["levels"] as? [[String: Any]])
        #expect(levels.count == 1)
        #expect(levels[0]["covered"] as? Int == 1)
        #expect(levels[0]["total"] as? Int == 25)
        #expect(levels[0]["percent"] as? Double == 4)
        #expect((alpha["unmapped"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["alpha/A", "alpha/1"])
        #expect(try csvHeader(["coverage"]) == "wcag,standard,level,total,covered,full,percent")
        #expect(try output(["coverage"]).contains("1/25 4% (0)"))
        // A typed option: the parser refuses the value, naming the valid ones (status 2).
        let error = try #require(throws: (any Error).self) { try output(["coverage", "--level", "AAAA"]) }
        #expect(CrosswalkCommand.outcome(of: error).status == 2)
        #expect(CrosswalkCommand.outcome(of: error).message?.contains("'A', 'AA' or 'AAA'") == true)
    }

    // MARK: The real content (the issue's acceptance checks)

    @Test("compare gigw-3 cis-india: CIS-India covers 12 of GIGW's 22, partly covers 9, not 11.4.22; GIGW covers all 21 practices")
    func gigwAndCIS() throws {
        let graph = try MappingGraph(store: Store(path: realDB))
        let gigw = graph.comparison(of: "gigw-3", by: "cis-india")
        #expect(gigw.entries.count == 22)
        let counts: [Int] = [gigw.count(.covered), gigw.count(.partlyCovered), gigw.count(.related), gigw.count(.notCovered)]
        #expect(counts == [12, 9, 0, 1])
        #expect(gigw.notCovered.map(\.guideline) == ["gigw-3/11.4.22"])
        for n in 1...21 {
            #expect(gigw.entries[n - 1].counterparts.first?.guideline == "cis-india/\(n)", "11.4.\(n) is not paired with practice \(n)")
        }
        let cis = graph.comparison(of: "cis-india", by: "gigw-3")
        #expect(cis.entries.count == 21 && cis.count(.covered) == 21)
    }

    @Test(
        "the site's bounded comparison gives every guideline the verdict, strength and leads the full one gives; one not listed, the same verdict"
    )
    func boundedComparison() throws {
        let store = try Store(path: realDB)
        let graph = try MappingGraph(store: store)
        let ids = try store.standardIDs()
        var related = 0
        var verdicts: [Comparison.Verdict: Int] = [:]
        for a in ids {
            for b in ids where b != a {
                let full = graph.comparison(of: a, by: b)
                let bounded = graph.comparison(of: a, by: b, bounds: .init(findings: 2, leads: 0))
                #expect(bounded.summary == full.summary, "\(a) by \(b)")
                for (f, s) in zip(full.entries, bounded.entries) {
                    #expect(
                        (s.verdict, s.strength, s.leads) == (f.verdict, f.strength, f.leads),
                        "\(f.guideline) by \(b): \(s.verdict) \(s.strength ?? 0), not \(f.verdict) \(f.strength ?? 0)")
                    let findings = f.counterparts.filter { $0.verdict != .related }
                    #expect(s.counterparts == Array(findings.prefix(2)) && s.omitted == max(0, findings.count - 2))
                    if f.verdict == .related { related += 1 }
                }
                // A guideline not listed is judged from its counterparts' relationships alone.
                let judged = graph.comparison(of: a, by: b, bounds: .init(limit: 0))
                #expect(judged.entries.isEmpty && judged.summary == full.summary && judged.notCovered == full.notCovered, "\(a) by \(b)")
                // The text's two stages (a page listed, the rest judged beside it) give the same.
                let staged = graph.comparisons([(a, b)], bounds: .init(offset: 2, limit: 3)) { $0 }
                let page = try #require(staged.comparisons.first)
                let listed = Array(full.entries.dropFirst(2).prefix(3))
                #expect(staged.written == [listed] && page.entries == listed, "\(a) by \(b)")
                #expect(page.summary == full.summary && page.judged == full.judged && page.notCovered == full.notCovered, "\(a) by \(b)")
                #expect(page.leftOut == full.leftOut && page.offset == 2, "\(a) by \(b)")
                var scratch = MappingGraph.VerdictScratch(members: graph.members[b] ?? [], nodes: graph.nodes)
                for entry in full.entries {
                    let verdict = graph.verdict(of: entry.guideline, try #require(graph.nodes[entry.guideline]), by: b, &scratch)
                    #expect(verdict == entry.verdict, "\(entry.guideline) by \(b): \(verdict), not \(entry.verdict)")
                    verdicts[entry.verdict, default: 0] += 1
                }
            }
        }
        #expect(related > 0, "no guideline is only related: the check would not see unbuilt leads")
        #expect(Set(verdicts.keys) == Set(Comparison.Verdict.allCases), "\(verdicts)")
    }

    @Test("compare's default bounds list every comparison of the real content whole, in text and JSON")
    func realComparisonsWhole() throws {
        let store = try Store(path: realDB)
        let graph = try MappingGraph(store: store)
        let ids = try store.standardIDs()
        for format in ["text", "json"] {
            let command = try #require(
                try CrosswalkCommand.parseAsRoot(["compare", "a", "b", "--format", format]) as? CompareCommand)
            var unbounded = Comparison.Bounds.none
            unbounded.leads = command.bounds.leads == 0 ? 0 : nil
            for a in ids {
                for b in ids where b != a {
                    let bounded = graph.comparison(of: a, by: b, bounds: command.bounds),
                        full = graph.comparison(of: a, by: b, bounds: unbounded)
                    #expect(bounded.entries == full.entries && bounded.notCovered == full.notCovered, "\(a) by \(b), \(format)")
                    #expect(bounded.entries.count == bounded.judged && bounded.summary == full.summary, "\(a) by \(b), \(format)")
                }
            }
        }
    }

    @Test("compare counts one guideline in the singular: the published BBC guidelines hold one")
    func compareSingular() throws {
        let text = try output(["compare", "bbc-v2", "section508-2017"], fixture: false)
        #expect(text.contains("Of the 1 guideline of BBC guidelines (published), Section 508 (2017) covers"))
        #expect(text.contains("; 0 are only related"))
        #expect(!text.contains("1 guidelines"))
    }

    @Test("compare's text fits 80 columns and never splits an id")
    func compareText() throws {
        let store = try Store(path: realDB)
        let graph = try MappingGraph(store: store)
        let names = Dictionary(uniqueKeysWithValues: try store.standards().map { ($0.id, $0.shortName) })
        for (a, b) in [("bbc-2013", "section508-mobile"), ("section508-mobile", "bbc-2013")] {
            let comparison = graph.comparison(of: a, by: b)
            let text = ComparisonText(
                comparison: comparison, names: names, style: TextStyle(colour: false, width: 80), all: true, why: true
            ).render()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 }.first ?? "")")
            let words = Set(
                text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { $0.trimmingCharacters(in: .punctuationCharacters) })
            // Every guideline of b that is a counterpart appears whole, without its standard's prefix.
            for entry in comparison.entries {
                for p in entry.counterparts {
                    #expect(words.contains(String(p.guideline.dropFirst(b.count + 1))), "\(p.guideline) split or missing")
                }
            }
            #expect(text.contains("Does \(names[b]!) cover \(names[a]!)?"))
        }
        let summary = try output(["compare", "gigw-3", "cis-india"], fixture: false).replacingOccurrences(of: "\n", with: " ")
        #expect(summary.contains("Of the 22 guidelines of GIGW 11.4, CIS-India practices covers 12, partly covers 9 and does not cover 1"))
        #expect(summary.contains("Of the 21 guidelines of CIS-India practices, GIGW 11.4 covers 21, partly covers 0 and does not cover 0"))
    }

    @Test("show 1.4.3 lists the contrast guidelines of every standard that has one")
    func contrast() throws {
        let criterion = try #require(try Store(path: realDB).criterion("1.4.3"))
        let linked = Set(criterion.standards.flatMap { $0.guidelines.map(\.guideline) })
        #expect(linked.isSuperset(of: ["bbc-2013/7", "cis-india/14", "gigw-3/11.4.14"]))
    }

    @Test("coverage shows each standard's share of WCAG 2.0 A and AA")
    func realCoverage() throws {
        let coverage = try Store(path: realDB).coverage(version: .wcag20, levels: [.a, .aa])
        #expect(
            coverage.standards.map(\.standard) == [
                "ada-title-ii", "bbc-2013", "bbc-v2", "cis-india", "en-301-549-v3", "en-301-549-v4", "gigw-3", "section508-2017",
                "section508-mobile",
            ])
        for standard in coverage.standards {
            #expect(standard.levels.map(\.level) == [.a, .aa])
            #expect(standard.levels.allSatisfy { $0.covered <= $0.total && $0.full <= $0.covered })
        }
        let bbc = try #require(coverage.standards.first { $0.standard == "bbc-2013" })
        #expect(bbc.levels[0].covered > 20)
        #expect(bbc.unmapped.contains { $0.id == "bbc-2013/13" })
    }

    @Test("show 2.5.8 lists the touch-target guidelines of every standard that has one")
    func targetSize() throws {
        let criterion = try #require(try json(["show", "2.5.8"], fixture: false) as? [String: Any])
        #expect(criterion["id"] as? String == "wcag-2.2/2.5.8")
        #expect(criterion["introduced"] as? String == "2.2")
        let linked = Set(
            ((criterion["standards"] as? [[String: Any]]) ?? []).flatMap {
                ($0["guidelines"] as? [[String: Any]] ?? []).compactMap { $0["guideline"] as? String }
            })
        #expect(
            linked.isSuperset(of: ["bbc-2013/13", "cis-india/8", "gigw-3/11.4.8", "section508-mobile/android-touchable-control-sizes"]))
        let text = try output(["show", "wcag-2.2/2.5.8"], fixture: false)
        #expect(text.hasPrefix("2.5.8 Target Size (Minimum)"))
        #expect(text.contains("superset-of"))
    }

    @Test("a criterion is one node: 1.4.3 counts under every version, 4.1.1 only before 2.2")
    func versions() throws {
        let store = try Store(path: realDB)
        for version in WCAGVersion.allCases {
            let coverage = try store.coverage(version: version, standards: ["cis-india"])
            #expect(coverage.standards[0].criteria.contains("1.4.3"), "1.4.3 missing from \(version.rawValue)")
            #expect(coverage.standards[0].levels.map(\.total) == SuccessCriterion.Level.allCases.map { version.expectedCriteria[$0]! })
            let rows = try store.matrix(by: .criterion, version: version).rows.map(\.id)
            #expect(rows.contains("4.1.1") == (version != .wcag22))
            #expect(rows.contains("2.5.8") == (version == .wcag22))
        }
        // The same criterion through any version that has it; a version that lacks it is refused.
        #expect(try store.criterion("wcag-2.2/1.4.3")?.id == "wcag-2.0/1.4.3")
        #expect(try store.criterion("wcag-2.1/1.4.3")?.number == "1.4.3")
        #expect(throws: CrosswalkError.self) { try store.criterion("wcag-2.0/2.5.8") }
        #expect(throws: CrosswalkError.self) { try store.criterion("wcag-2.2/4.1.1") }
        #expect(try output(["show", "4.1.1"], fixture: false).contains("obsolete and removed in 2.2"))
    }

    @Test("a version or criterion that does not exist is one line and exit status 2")
    func badVersions() throws {
        for arguments in [["coverage", "--wcag", "3.0"], ["compare", "a", "b", "--wcag", "2"], ["show", "1.4.3", "--wcag", "1.0"]] {
            let error = try #require(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(arguments) }
            let (status, message) = CrosswalkCommand.outcome(of: error)
            #expect(status == 2)
            #expect(message?.contains("'2.0', '2.1' or '2.2'") == true)
            #expect(message?.contains("\n") == false)
        }
        for arguments in [["show", "9.9.9"], ["show", "wcag-2.0/2.5.8"], ["show", "2.5.8", "--wcag", "2.1"]] {
            let error = try #require(throws: (any Error).self) { try output(arguments, fixture: false) }
            #expect(CrosswalkCommand.outcome(of: error).status == 2, "\(arguments)")
        }
    }

    @Test(
        "every standard searches and shows from the real content", arguments: ["touch target", "screen orientation", "contentDescription"])
    func realSearch(query: String) throws {
        let text = try output(["search", query], fixture: false)
        #expect(!text.hasPrefix("No guideline"))
    }
}

/// The store is built on first use and rebuilt when stale or unusable.
@Suite("Store freshness")
struct StoreFreshnessTests {
    @Test("a query's walk of its content starts from its arguments, and says what the walk after it would")
    func prefetchedWalk() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        let db = folder.path("p.sqlite")
        // Not a query that checks its store: nothing is walked.
        CrosswalkCommand.prefetchFreshness(["crosswalk", "build", "--content", paths.content, "--mappings", paths.mappings, "--db", db])
        #expect(FreshnessPrefetch.modified(under: paths.content, after: Date()) == nil)

        let edited = folder.path("Content/alpha/2-labels.md")
        let newest = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: newest], ofItemAtPath: edited)
        CrosswalkCommand.prefetchFreshness([
            "crosswalk", "show", "alpha/2", "--content=\(paths.content)", "--mappings", paths.mappings, "--db", db,
        ])
        for date in [newest.addingTimeInterval(-1), newest, newest.addingTimeInterval(1)] {
            #expect(FreshnessPrefetch.modified(under: paths.content, after: date) == FileSystem.modified(under: paths.content, after: date))
        }
        #expect(FreshnessPrefetch.modified(under: paths.content, after: newest.addingTimeInterval(-1)) == true)
        #expect(FreshnessPrefetch.modified(under: paths.mappings, after: newest) == false)
        // A folder nobody started a walk for is walked by the caller.
        #expect(FreshnessPrefetch.modified(under: folder.path("Content/alpha"), after: newest) == nil)
    }

    @Test("missing, stale and unusable stores are rebuilt with a note; fresh ones are not")
    func freshness() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        let db = folder.path("c.sqlite")
        var notes: [String] = []
        _ = try StoreProvider.open(paths: paths, db: db) { notes.append($0) }
        #expect(notes.count == 1 && notes[0].hasPrefix("note: \(db) not found; building it"))

        notes = []
        _ = try StoreProvider.open(paths: paths, db: db) { notes.append($0) }
        #expect(notes.isEmpty)

        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder.path("Content/alpha/2-labels.md"))
        _ = try StoreProvider.open(paths: paths, db: db) { notes.append($0) }
        #expect(notes == ["note: \(paths.content)/ changed since \(db) was built; rebuilding"])

        // A store of another schema version is Crosswalk's own (its application id says so).
        notes = []
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = 1") }
        try queue.close()
        _ = try StoreProvider.open(paths: paths, db: db) { notes.append($0) }
        #expect(notes.first?.hasPrefix("note: \(db) is not a usable store (schema version 1") ?? false)
        #expect(try Store(path: db).summary().guidelines == 4)
    }

    @Test("the freshness walk sees a change at any depth and does not follow a link loop")
    func freshnessWalk() throws {
        let folder = try TemporaryDirectory()
        try folder.write("tree/a/b/c/deep.md", "x")
        try folder.write("tree/top.md", "x")
        let root = folder.path("tree")
        try FileManager.default.createSymbolicLink(atPath: folder.path("tree/a/loop"), withDestinationPath: "..")
        let old = Date(timeIntervalSince1970: 1_000_000)
        for path in ["tree/a/b/c/deep.md", "tree/top.md", "tree/a/b/c", "tree/a/b", "tree/a", "tree"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path(path))
        }
        let built = old.addingTimeInterval(10)
        #expect(!FileSystem.modified(under: root, after: built))
        try FileManager.default.setAttributes(
            [.modificationDate: built.addingTimeInterval(1)], ofItemAtPath: folder.path("tree/a/b/c/deep.md"))
        #expect(FileSystem.modified(under: root, after: built))
        #expect(FileSystem.newestModification(under: [root]) == built.addingTimeInterval(1))
        #expect(!FileSystem.modified(under: folder.path("missing"), after: built))
    }

    @Test("a file that is not SQLite is never replaced by a store")
    func notAStore() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        let readme = folder.path("README.md")
        try folder.write("README.md", "# My notes\n")
        #expect(
            throws: CrosswalkError.refused(
                path: readme,
                reason: "it is not an SQLite file, so it is not a store Crosswalk built and is left as it is; give --db another file")
        ) {
            try StoreProvider.open(paths: paths, db: readme) { _ in }
        }
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == "# My notes\n")
        // An empty file is fine to replace.
        try folder.write("empty.sqlite", "")
        _ = try StoreProvider.open(paths: paths, db: folder.path("empty.sqlite")) { _ in }
        #expect(try Store(path: folder.path("empty.sqlite")).summary().guidelines == 4)
    }

    @Test("a store older than the program that reads it is rebuilt, as make would")
    func newerTool() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        let db = folder.path("c.sqlite")
        let tool = folder.path("crosswalk")
        try folder.write("crosswalk", "#!/bin/sh\n")
        var notes: [String] = []
        _ = try StoreProvider.open(paths: paths, db: db, tool: tool) { notes.append($0) }
        notes = []
        _ = try StoreProvider.open(paths: paths, db: db, tool: tool) { notes.append($0) }
        #expect(notes.isEmpty)

        // Built an hour ago; the program was updated since.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: db)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-1800)], ofItemAtPath: tool)
        _ = try StoreProvider.open(paths: paths, db: db, tool: tool) { notes.append($0) }
        #expect(notes == ["note: \(tool) is newer than \(db); rebuilding"])
        notes = []
        _ = try StoreProvider.open(paths: paths, db: db, tool: tool) { notes.append($0) }
        #expect(notes.isEmpty)
    }

    @Test("a store built from other folders keeps to them, unless folders are named: never rebuilt from ./Content")
    func builtFromOtherFolders() throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        let (a, b) = (try first.copyOfValidFixture(), try second.copyOfValidFixture())
        try second.write(
            "Content/alpha/2-labels.md",
            try String(contentsOfFile: b.content + "/alpha/2-labels.md", encoding: .utf8)
                .replacingOccurrences(of: "title: Labels\n", with: "title: Labels, second copy\n"))
        let db = first.path("c.sqlite")
        let tool = first.path("crosswalk")
        try first.write("crosswalk", "#!/bin/sh\n")
        _ = try StoreProvider.open(paths: a, db: db, tool: tool) { _ in }
        #expect(try Store(path: db).builtFrom() == a.resolved)

        // No folder named (the defaults; the tests run where ./Content is the real content):
        // an updated program rebuilds the store from the folders it was built from.
        let defaults = try ContentOptions.parse([]).paths
        #expect(!defaults.named && defaults.content == "Content")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: db)
        var notes: [String] = []
        var store = try StoreProvider.open(paths: defaults, db: db, tool: tool) { notes.append($0) }
        #expect(notes == ["note: \(tool) is newer than \(db); rebuilding"])
        #expect(try store.builtFrom() == a.resolved && store.summary().guidelines == 4)
        notes = []
        _ = try StoreProvider.open(paths: defaults, db: db, tool: tool) { notes.append($0) }
        #expect(notes.isEmpty)

        // Other folders named: rebuilt from them, saying so.
        let named = try ContentOptions.parse(["--content", b.content, "--mappings", b.mappings]).paths
        #expect(named.named)
        store = try StoreProvider.open(paths: named, db: db, tool: tool) { notes.append($0) }
        #expect(
            notes == [
                "note: \(db) was built from \(a.resolved.content)/ and \(a.resolved.mappings)/; rebuilding it from \(b.content)/ and \(b.mappings)/"
            ])
        #expect(try store.builtFrom() == b.resolved)
        #expect(try store.guideline("alpha/2")?.title == "Labels, second copy")
        // The same folders written another way are the same folders.
        notes = []
        _ = try StoreProvider.open(paths: ContentPaths(content: b.content + "/../Content", mappings: b.mappings + "/."), db: db, tool: tool)
        { notes.append($0) }
        #expect(notes.isEmpty)
    }

    @Test("a store that cannot be rebuilt is reported plainly")
    func unbuildable() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/alpha/2-labels.md", "---\nnumber: \"2\"\n---\n")
        // 8 in the file; its two mappings are not reported again as mappings of an unknown guideline.
        #expect(throws: CrosswalkError.invalidContent(errors: 8)) {
            try StoreProvider.open(paths: paths, db: folder.path("c.sqlite")) { _ in }
        }
    }
}
