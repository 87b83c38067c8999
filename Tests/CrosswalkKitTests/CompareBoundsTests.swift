import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// `compare` judges every guideline but lists a page of them, each with its strongest
/// counterparts, so its output is bounded however large the standards; `--limit`, `--offset`
/// and `--full` choose what is listed. `show` lists a guideline's strongest counterparts in
/// each standard. Run in-process on a fixture whose two standards are larger than a page and
/// whose guidelines each have more counterparts than are listed.
@Suite("Bounded comparisons and counterparts")
struct CompareBoundsTests {
    /// The valid fixture with `extra` more guidelines in each of alpha and beta, every one
    /// mapped equal to 4.1.2: each of alpha's new guidelines is covered by every one of beta's.
    static let extra = 130
    static let fixture: (paths: ContentPaths, db: String) = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crosswalk-tests-bounds-\(UUID().uuidString)")
        let source = TestSupport.fixtures.appendingPathComponent("valid")
        for part in ["Content", "Mappings"] {
            try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try! FileManager.default.copyItem(at: source.appendingPathComponent(part), to: folder.appendingPathComponent(part))
        }
        func guideline(_ number: String, category: String?) -> String {
            """
            ---
            number: "\(number)"
            title: Bulk \(number)
            statement: Controls SHOULD have names
            level: should
            \(category.map { "category: \($0)\n" } ?? "")topics: [labels-names]
            platforms: [android]
            ---

            ## Summary

            Name every control.

            ## Android

            Set `android:contentDescription` on image buttons.

            ## Testing

            ### Procedure

            1. Turn on TalkBack.

            ### Expected result

            Each control is announced with a name.

            """
        }
        func mapping(_ guideline: String) -> String {
            """
              - source: \(guideline)
                target: wcag-2.0/4.1.2
                relationship: equal-to
                rationale: semantic
                confidence: high
                method: editorial
                remarks: The same requirement.

            """
        }
        var alpha = "", beta = ""
        for n in 100..<(100 + extra) {
            try! guideline("\(n)", category: "design").write(
                to: folder.appendingPathComponent("Content/alpha/\(n)-bulk.md"), atomically: true, encoding: .utf8)
            try! guideline("bulk-\(n)", category: nil).write(
                to: folder.appendingPathComponent("Content/beta/bulk-\(n).md"), atomically: true, encoding: .utf8)
            alpha += mapping("alpha/\(n)")
            beta += mapping("beta/bulk-\(n)")
        }
        for (file, added) in [("alpha--wcag-2.0.yaml", alpha), ("beta--wcag-2.0.yaml", beta)] {
            let path = folder.appendingPathComponent("Mappings/\(file)")
            try! (String(contentsOf: path, encoding: .utf8) + added).write(to: path, atomically: true, encoding: .utf8)
        }
        let paths = ContentPaths(
            content: folder.appendingPathComponent("Content").path, mappings: folder.appendingPathComponent("Mappings").path)
        let db = folder.appendingPathComponent("store.sqlite").path
        let result = try! StoreBuilder.build(paths: paths, destination: db)
        precondition(result.written, "the bounds fixture does not build: \(result.report.diagnostics)")
        return (paths, db)
    }()

    static let judged = 3 + extra

    /// What a compare or show command line prints, run in-process on the fixture.
    func output(_ base: [String]) throws -> String {
        let paths = Self.fixture.paths
        switch try CrosswalkCommand.parseAsRoot(base + ["--content", paths.content, "--mappings", paths.mappings, "--db", Self.fixture.db])
        {
        case let command as CompareCommand: return try command.render(style: .plain)
        case let command as ShowCommand: return try command.render(style: .plain)
        default: throw ValidationError("not compare or show: \(base)")
        }
    }

    /// Each direction's object of `compare --format json`.
    func directions(_ base: [String]) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(try output(base + ["--format", "json"]).utf8))
        return try #require((json as? [String: Any])?["comparisons"] as? [[String: Any]])
    }

    /// A JSON value as sorted-key text, to compare parts of two outputs.
    func canonical(_ value: Any?) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: try #require(value), options: [.sortedKeys]), as: UTF8.self)
    }

    func ids(_ direction: [String: Any]) -> [String] {
        ((direction["entries"] as? [[String: Any]]) ?? []).compactMap { $0["guideline"] as? String }
    }

    @Test("by default a page of 100 guidelines, each with its 25 strongest counterparts, and every guideline counted")
    func defaultPage() throws {
        let bounded = try directions(["compare", "alpha", "beta"])
        let full = try directions(["compare", "alpha", "beta", "--full"])
        #expect(bounded.map { $0["guidelines"] as? Int } == [Self.judged, 1 + Self.extra])
        for (page, whole) in zip(bounded, full) {
            #expect(page["offset"] as? Int == 0)
            #expect(ids(page) == Array(ids(whole).prefix(CompareCommand.pageSize)))
            #expect(try canonical(page["summary"]) == canonical(whole["summary"]))
            #expect(try canonical(page["not_covered"]) == canonical(whole["not_covered"]))
        }
        #expect(ids(full[0]).count == Self.judged)
        // alpha/100 is covered by all 130 of beta's new guidelines: 25 listed, 105 counted.
        let entry = try #require((bounded[0]["entries"] as? [[String: Any]])?.first { $0["guideline"] as? String == "alpha/100" })
        let whole = try #require((full[0]["entries"] as? [[String: Any]])?.first { $0["guideline"] as? String == "alpha/100" })
        let listed = try #require(entry["counterparts"] as? [[String: Any]])
        #expect(listed.count == CompareCommand.counterpartLimit)
        #expect(entry["omitted"] as? Int == Self.extra - CompareCommand.counterpartLimit)
        #expect(whole["omitted"] as? Int == 0 && (whole["counterparts"] as? [Any])?.count == Self.extra)
        let strongest = ((whole["counterparts"] as? [[String: Any]]) ?? []).prefix(listed.count).map { $0["guideline"] as? String }
        #expect(listed.map { $0["guideline"] as? String } == strongest)
        #expect(entry["verdict"] as? String == "covered" && entry["strength"] as? Int == whole["strength"] as? Int)
    }

    @Test("--limit and --offset page through the guidelines; --limit 0 gives the summary alone")
    func paging() throws {
        let full = try directions(["compare", "alpha", "beta", "--full", "--one-way"])[0]
        let page = try directions(["compare", "alpha", "beta", "--limit", "10", "--offset", "125", "--one-way"])[0]
        #expect(page["offset"] as? Int == 125)
        #expect(ids(page) == Array(ids(full)[125...]))
        let summaryOnly = try directions(["compare", "alpha", "beta", "--limit", "0", "--one-way"])[0]
        #expect(ids(summaryOnly).isEmpty && summaryOnly["guidelines"] as? Int == Self.judged)
        #expect((try directions(["compare", "alpha", "beta", "--offset", "1000", "--one-way"])[0]["entries"] as? [Any])?.isEmpty == true)

        let text = try output(["compare", "alpha", "beta", "--one-way"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Guidelines 1 to 100 of the \(Self.judged) of Alpha listed; --offset 100 lists the next"))
        #expect(text.contains("\(Self.extra - CompareCommand.counterpartLimit) more that cover or partly cover it (--full lists them)"))
        let last = try output(["compare", "alpha", "beta", "--offset", "100", "--one-way"]).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(last.contains("Guidelines 101 to \(Self.judged) of the \(Self.judged) of Alpha listed (--limit sets how many"))
        #expect(try output(["compare", "alpha", "beta", "--limit", "0", "--one-way"]).contains("The guidelines of Alpha are not listed"))
        #expect(try output(["compare", "alpha", "beta", "--offset", "1000", "--one-way"]).contains("past the \(Self.judged) of Alpha"))
        // --full lists every guideline with every counterpart, and says nothing of pages.
        let whole = try output(["compare", "alpha", "beta", "--full", "--one-way"])
        #expect(!whole.contains("--offset") && !whole.contains("more that cover"))
    }

    @Test("the output is bounded: text, JSON and CSV hold a page, not every pair")
    func outputIsBounded() throws {
        let pairs = Self.extra * Self.extra
        let csv = try output(["compare", "alpha", "beta", "--one-way", "--format", "csv"]).split(separator: "\n")
        #expect(csv.count <= 1 + CompareCommand.pageSize * 2 * CompareCommand.counterpartLimit)
        #expect(try output(["compare", "alpha", "beta", "--one-way", "--full", "--format", "csv"]).split(separator: "\n").count > pairs)
        let text = try output(["compare", "alpha", "beta", "--one-way", "--all"]).split(separator: "\n")
        let whole = try output(["compare", "alpha", "beta", "--one-way", "--all", "--full"]).split(separator: "\n")
        #expect(whole.count > pairs && text.count < whole.count / 4, "\(text.count) lines, \(whole.count) in full")
    }

    @Test("mistaken paging options: one line naming the option, status 2")
    func mistakes() throws {
        for (arguments, message) in [
            (["--limit", "-1"], "--limit -1: give the number of guidelines to list, 0 or more"),
            (["--offset", "-2"], "--offset -2: give the number of guidelines to skip, 0 or more"),
            (["--full", "--limit", "5"], "--full lists every guideline"),
            (["--matrix", "--offset", "5"], "--limit and --offset page a comparison of two standards, not --matrix"),
        ] {
            let error = try #require(throws: (any Error).self) { try output(["compare", "alpha", "beta"] + arguments) }
            let outcome = CrosswalkCommand.outcome(of: error)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.message?.contains(message) == true, "\(arguments): \(outcome.message ?? "")")
        }
    }

    @Test("a matrix's cell names at most 20 guidelines and counts them all; --full names them all")
    func matrixCells() throws {
        func row(_ base: [String]) throws -> [String: Any] {
            let json = try JSONSerialization.jsonObject(with: Data(try output(base + ["--format", "json"]).utf8))
            let rows = try #require((json as? [String: Any])?["rows"] as? [[String: Any]])
            return try #require(rows.first { $0["id"] as? String == "4.1.2" })
        }
        let bounded = try row(["compare", "--matrix"]), full = try row(["compare", "--matrix", "--full"])
        let cells = try #require(bounded["cells"] as? [String: [String]]), all = try #require(full["cells"] as? [String: [String]])
        #expect(bounded["counts"] as? [String: Int] == ["alpha": 1 + Self.extra, "beta": Self.extra])
        #expect(full["counts"] as? [String: Int] == all.mapValues(\.count))
        #expect(cells["alpha"] == Array(all["alpha"]?.prefix(CompareCommand.cellLimit) ?? []))
        let text = try output(["compare", "--matrix"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("and \(1 + Self.extra - CompareCommand.cellLimit) more"))
        let csv = try output(["compare", "--matrix", "--format", "csv"])
        #expect(csv.contains("(and \(Self.extra - CompareCommand.cellLimit) more)"))
    }

    @Test("show lists a guideline's 25 strongest counterparts through WCAG in each standard and counts the rest")
    func showCounterparts() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try output(["show", "alpha/100", "--format", "json"]).utf8))
        let guideline = try #require(json as? [String: Any])
        let pairs = try #require(guideline["equivalents"] as? [[String: Any]])
        #expect(pairs.count == ShowCommand.derivedLimit && pairs.allSatisfy { $0["basis"] as? String == "hub" })
        #expect(guideline["equivalents_omitted"] as? [String: Int] == ["beta": Self.extra - ShowCommand.derivedLimit])
        let text = try output(["show", "alpha/100"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("and \(Self.extra - ShowCommand.derivedLimit) more in beta through WCAG or a shared topic"))
        let csv = try output(["show", "alpha/100", "--format", "csv"])
        #expect(csv.contains("more equivalents") && csv.split(separator: "\n").count < Self.extra)
        // A guideline with fewer is shown whole, and says nothing of more.
        let few = try #require(
            try JSONSerialization.jsonObject(with: Data(try output(["show", "beta/android-text-field-hints", "--format", "json"]).utf8))
                as? [String: Any])
        #expect(few["equivalents_omitted"] == nil && (few["equivalents"] as? [Any])?.isEmpty == false)
    }

    @Test("export lists each guideline's counterparts as show does: the 25 strongest through WCAG in a standard, and a count")
    func exportCounterparts() throws {
        let export = try Store(path: Self.fixture.db).export()
        let bulk = try #require(export.guidelines.first { $0.id == "alpha/100" })
        let limit = Store.derivedCounterpartLimit
        #expect(bulk.equivalents.count == limit && bulk.equivalentsOmitted == ["beta": Self.extra - limit])
        let shown = try JSONSerialization.jsonObject(with: Data(try output(["show", "alpha/100", "--format", "json"]).utf8))
        let pairs = try #require((shown as? [String: Any])?["equivalents"] as? [[String: Any]])
        #expect(bulk.equivalents.map(\.b) == pairs.compactMap { $0["b"] as? String })
        let few = try #require(export.guidelines.first { $0.id == "beta/android-text-field-hints" })
        #expect(few.equivalentsOmitted == nil && !few.equivalents.isEmpty)
    }

    @Test("the OSCAL export's comparison maps each guideline's 25 strongest counterparts, as compare lists them, and counts the rest")
    func oscalComparisonCounterparts() throws {
        let documents = try OSCALTests.json(Store(path: Self.fixture.db).oscalExport(lastModified: Date(timeIntervalSince1970: 0)))
        let mapping = OSCALTests.mapping(documents["comparisons/alpha--beta.json"])
        let maps = try #require(mapping["maps"] as? [[String: Any]])
        // alpha/100 is covered by all 130 of beta's new guidelines: the strongest 25 mapped.
        let bulk = maps.filter { OSCALTests.ids($0["sources"]) == ["alpha_100"] }
        let limit = Comparison.Bounds.counterpartLimit
        #expect(bulk.count == limit)
        let listed = try directions(["compare", "alpha", "beta", "--one-way", "--limit", "\(Self.judged)"])[0]
        let entries = try #require(listed["entries"] as? [[String: Any]])
        let entry = try #require(entries.first { $0["guideline"] as? String == "alpha/100" })
        let strongest = ((entry["counterparts"] as? [[String: Any]]) ?? []).compactMap { $0["guideline"] as? String }
        #expect(bulk.flatMap { OSCALTests.ids($0["targets"]) } == strongest.map { $0.replacingOccurrences(of: "/", with: "_") })
        // Findings and leads beyond the bound, as compare counts them: at least the 105 findings
        // of each of alpha's 130 new guidelines.
        let omitted = entries.reduce(0) { sum, entry in
            let leadsListed = ((entry["counterparts"] as? [[String: Any]]) ?? []).count { $0["verdict"] as? String == "related" }
            return sum + (entry["omitted"] as? Int ?? 0) + (entry["leads"] as? Int ?? 0) - leadsListed
        }
        #expect(omitted >= Self.extra * (Self.extra - limit))
        #expect(OSCALTests.props(mapping, "counterparts-omitted") == ["\(omitted)"])
        #expect(maps.count < Self.extra * Self.extra / 4)
    }

    @Test("export's JSON written a chunk of guidelines at a time is byte for byte the export encoded whole")
    func streamedExport() throws {
        // This fixture's 263 guidelines and the real content's fill more than one chunk.
        for path in [Self.fixture.db, TestSupport.sharedRealStore] {
            let store = try Store(path: path)
            var streamed = Data()
            let counts = try ExportJSONStream(store: store).write { streamed.append($0) }
            let whole = try store.export()
            #expect(whole.guidelines.count > ExportJSONStream.chunkSize)
            #expect(streamed == Data((try Serialization.json(whole) + "\n").utf8), "\(path)")
            #expect(counts.guidelines == whole.guidelines.count && counts.mappings == whole.mappings.count)
        }
    }

    @Test("the CSV export, made without working out counterparts, is the same tables")
    func csvWithoutCounterparts() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        func tables(_ export: KnowledgeBaseExport) throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try CSVExport.tables(export).map { ($0.name, try $0.text()) })
        }
        let lean = try store.export(counterparts: false)
        #expect(lean.guidelines.allSatisfy { $0.equivalents.isEmpty })
        let (leanTables, wholeTables) = (try tables(lean), try tables(try store.export()))
        #expect(leanTables == wholeTables)
    }
}
