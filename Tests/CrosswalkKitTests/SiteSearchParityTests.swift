import CrosswalkKit
import Foundation
import Testing
import Yams

/// The site's search page (Site/assets/search.js, run by a real Node process over the sharded
/// index the site build writes, read file by file as the browser fetches it) ranks every
/// query exactly as `crosswalk search` does.
@Suite("Site search matches the CLI")
struct SiteSearchParityTests {
    struct Case: Decodable { var query: String }

    static let extraQueries: [(String, [String: String])] =
        [
            ("\"touch target\"", [:]), ("capt*", [:]), ("contentdesc*", [:]), ("colours", [:]), ("focus -keyboard", [:]),
            ("title:contrast", [:]), ("captions OR audio description", [:]), ("android:contentDescription", [:]),
            ("labels", ["platform": "ios"]), ("touch target", ["standard": "bbc-2013"]), ("gestures", ["level": "should"]),
            ("the", [:]), ("UIAccessibilityPostNotification", [:]), ("hint", ["platform": "android"]),
            ("color contrast", [:]), ("colour contrast", ["platform": "ios"]), ("\"color contrast\"", [:]), ("colour blind", [:]),
            ("isAccessibilityElement", [:]), ("\"link text\"", [:]), ("touch target", ["platform": "html"]), ("aria-live", [:]),
            ("\"screen reader users\"", [:]), ("\"make sure that the\"", [:]), ("title:\"touch target\"", [:]),
            ("links -\"link text\"", [:]), ("\"target touch\"", [:]),
            // Names of automated checks, in their own field (not counted in a row's length).
            ("TouchTargetSizeCheck", [:]), ("touch target size check", [:]), ("hitRegion", ["platform": "ios"]), ("target-size", [:]),
        ] + correctedQueries

    /// Queries with words that match nothing, or that no guideline holds in full: corrected,
    /// answered by partial matches, or both.
    static let correctedQueries: [(String, [String: String])] = [
        ("contrst ratio", [:]), ("accesibility label", [:]), ("accesibilityLabel", [:]), ("video without captions problem", [:]),
        ("contrst zzzqqq", [:]), ("title:contrst", [:]), ("captoins -video", [:]), ("focus \"contrst ratio\"", [:]),
        ("contrast ratio xyzzy", [:]), ("touch target zzzz", ["platform": "ios"]), ("colour contrst", [:]),
        ("keybaord trap", ["level": "must"]), ("screen reader annoucement dynamic", [:]), ("orientaton lock", [:]),
        ("voiceover contrast captions", [:]), ("Contrst", [:]),
    ]

    /// Writes the site's search index for the real content into `folder/index/` and returns the store.
    static func index(in folder: TemporaryDirectory) throws -> Store {
        try index(of: Store(path: TestSupport.sharedRealStore), in: folder)
    }

    /// Writes the site's search index for `store` into `folder/index/` and returns the store.
    static func index(of store: Store, in folder: TemporaryDirectory) throws -> Store {
        try SiteSearchIndex.write(store: store) { path, data in
            let url = URL(fileURLWithPath: folder.path("index/" + path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return store
    }

    /// Runs each query in the browser engine (Node) and returns all its result ids, in order. The
    /// results' text and the known phrases come from index.json and again from the d/ and q/
    /// files, and must agree.
    static func browser(_ queries: [(String, [String: String])], folder: TemporaryDirectory, limit: Int?) throws -> [[String]] {
        let input = try JSONSerialization.data(withJSONObject: queries.map { ["query": $0.0, "filters": $0.1] })
        try input.write(to: URL(fileURLWithPath: folder.path("queries.json")))
        let script = """
            const fs = require("fs"), path = require("path");
            const search = require(process.argv[1]);
            const load = p => Promise.resolve(JSON.parse(fs.readFileSync(path.join(process.argv[2], p), "utf8")));
            const queries = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
            const limit = Number(process.argv[4]);
            const run = async meta => {
              const engine = new search.Engine(meta, load);
              const out = [];
              for (const q of queries) {
                const found = await engine.search(q.query, q.filters);
                const docs = await engine.display(found.results.slice(0, limit > 0 ? limit : undefined).map(r => r.doc));
                out.push(docs.map(d => [d.id, d.title, d.number, d.excerpt, d.level, d.standardName].join("|")));
              }
              return out;
            };
            (async () => {
              const meta = await load("index.json");
              const inline = await run(meta), chunked = await run({ ...meta, display: undefined, phrases: undefined });
              if ((meta.display || meta.phrases) && JSON.stringify(inline) !== JSON.stringify(chunked)) throw new Error("index.json's result text or phrases differ from d/ and q/");
              console.log(JSON.stringify(inline.map(list => list.map(entry => entry.split("|")[0]))));
            })().catch(error => { console.error(error); process.exit(1); });
            """
        let actual = try node(
            script: script,
            arguments: [
                TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path,
                folder.path("index"), folder.path("queries.json"), String(limit ?? 0),
            ])
        return try #require(try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? [[String]])
    }

    @Test("the top 10 of every relevance query and syntax case is the same in the browser engine")
    func parity() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.index(in: folder)

        let relevance = try YAMLDecoder().decode(
            [Case].self, from: String(contentsOf: TestSupport.fixtures.appendingPathComponent("relevance.yaml"), encoding: .utf8))
        let queries: [(String, [String: String])] = relevance.map { ($0.query, [:]) } + Self.extraQueries
        let engine = try SearchEngine(store: store)
        var expected: [[String]] = []
        for (query, filters) in queries {
            let searchFilters = SearchFilters(
                standards: filters["standard"].map { [$0] } ?? [],
                platforms: try Platform.parse(filters["platform"].map { [$0] } ?? []),
                level: try RequirementLevel.parse(filters["level"]), limit: 10)
            expected.append(try engine.search(query, filters: searchFilters).results.map(\.id))
        }

        let browser = try Self.browser(queries, folder: folder, limit: 10)
        #expect(browser.count == queries.count)
        for (index, (query, filters)) in queries.enumerated() where index < browser.count {
            #expect(browser[index] == expected[index], "\(query) \(filters)")
        }
    }

    @Test("Flutter and React Native: the platform filter and the technique and code fields rank as in the CLI")
    func frameworks() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.index(of: Store(path: TestSupport.frameworks.db), in: folder)
        let queries: [(String, [String: String])] = [
            ("share", ["platform": "flutter"]), ("share", ["platform": "react-native"]), ("share", ["platform": "html"]),
            ("label", ["platform": "react-native"]), ("label", ["platform": "android"]), ("status", ["platform": "flutter"]),
            ("status", ["platform": "react-native"]), ("announceForAccessibility", [:]),
            ("status", ["platform": "ios"]), ("technique:tooltip", [:]), ("code:onShare", [:]), ("code:tooltip", ["platform": "ios"]),
            ("technique:accessibilityRole", ["platform": "react-native"]), ("button", [:]),
            // gamma/1's automated test: each test's code in its platform's field, the prose in testing.
            ("performAccessibilityAudit", [:]), ("performAccessibilityAudit", ["platform": "android"]),
            ("code:meetsGuideline", ["platform": "flutter"]), ("testing:SpeakableTextPresentCheck", [:]),
        ]
        let engine = try SearchEngine(store: store)
        let expected = try queries.map { query, filters in
            try engine.search(query, filters: SearchFilters(platforms: Platform.parse(filters["platform"].map { [$0] } ?? []))).results.map(
                \.id)
        }
        // The filters decide: gamma/2 has React Native's techniques and not Flutter's; HTML has neither guideline.
        #expect(expected[0] == ["gamma/1"] && expected[1] == ["gamma/1"] && expected[2].isEmpty)
        #expect(expected[5].isEmpty && expected[6] == ["gamma/2"] && expected[7] == ["gamma/2"] && expected[10] == ["gamma/1"])
        #expect(expected[11].isEmpty)
        #expect(expected[14] == ["gamma/1"] && expected[15].isEmpty && expected[16] == ["gamma/1"] && expected[17] == ["gamma/1"])
        let browser = try Self.browser(queries, folder: folder, limit: nil)
        #expect(browser.count == queries.count)
        for (index, (query, filters)) in queries.enumerated() where index < browser.count {
            #expect(browser[index] == expected[index], "\(query) \(filters)")
        }
    }

    @Test("corrections and partial matches are the same in the browser engine: the corrected query, the terms, which each result holds")
    func corrections() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.index(in: folder)
        let engine = try SearchEngine(store: store)
        let queries = Self.correctedQueries + [("contrst ratio", ["exact": "1"]), ("video without captions problem", ["exact": "1"])]
        var expected: [String] = []
        for (query, filters) in queries {
            let response = try engine.search(
                query,
                filters: SearchFilters(
                    platforms: try Platform.parse(filters["platform"].map { [$0] } ?? []),
                    level: try RequirementLevel.parse(filters["level"]),
                    limit: 10),
                exact: filters["exact"] != nil)
            let partial = response.partial.map { "\($0.terms.joined(separator: "+")) \($0.most)" } ?? "-"
            let results = response.results.map { "\($0.id)[\(($0.matchedTerms ?? []).joined(separator: "+"))]" }.joined(separator: " ")
            expected.append("\(response.correctedQuery ?? "-") | \(partial) | \(response.total) | \(results)")
        }
        #expect(expected[0].hasPrefix("contrast ratio | - |"), "\(expected[0])")
        #expect(expected[3].hasPrefix("- | video+without+captions+problem 3 |"), "\(expected[3])")
        try JSONSerialization.data(withJSONObject: queries.map { ["query": $0.0, "filters": $0.1] })
            .write(to: URL(fileURLWithPath: folder.path("queries.json")))
        let output = try Self.node(
            script: Self.eachQuery + """
                    const { exact, ...filters } = q.filters;
                    const found = await engine.search(q.query, filters, { exact: !!exact });
                    const top = found.results.slice(0, 10);
                    const docs = await engine.display(top.map(r => r.doc));
                    const partial = found.partial ? found.partial.terms.join("+") + " " + found.partial.most : "-";
                    const results = docs.map((d, i) => d.id + "[" + (top[i].matched || []).join("+") + "]").join(" ");
                    out.push((found.correctedQuery || "-") + " | " + partial + " | " + found.total + " | " + results);
                  }
                  console.log(JSON.stringify(out));
                })().catch(error => { console.error(error); process.exit(1); });
                """,
            arguments: [
                TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path, folder.path("index"),
                folder.path("queries.json"),
            ])
        let browser = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String])
        #expect(browser.count == expected.count)
        for (index, line) in expected.enumerated() where index < browser.count {
            #expect(browser[index] == line, "\(queries[index].0) \(queries[index].1)")
        }
    }

    @Test("British and American spellings find the same guidelines, in the same order, in the CLI and in the browser")
    func spellings() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.index(in: folder)
        let engine = try SearchEngine(store: store)
        let pairs = [
            ("colour contrast", "color contrast"), ("colours", "colors"), ("\"colour contrast\"", "\"color contrast\""),
            ("colour blind", "color blind"), ("behaviour", "behavior"), ("customise", "customize"),
        ]
        var queries: [(String, [String: String])] = []
        for (british, american) in pairs {
            let uk = try engine.search(british, filters: SearchFilters(limit: 1000)).results.map(\.id)
            let us = try engine.search(american, filters: SearchFilters(limit: 1000)).results.map(\.id)
            #expect(!uk.isEmpty, "\(british)")
            #expect(uk == us, "\(british) / \(american)")
            queries += [(british, [:]), (american, [:])]
        }
        let browser = try Self.browser(queries, folder: folder, limit: nil)
        for index in stride(from: 0, to: browser.count, by: 2) {
            #expect(browser[index] == browser[index + 1], "\(queries[index].0)")
        }
    }

    @Test("the browser refuses the queries over the CLI's limits, and answers those at them")
    func limits() throws {
        let folder = try TemporaryDirectory()
        _ = try Self.index(in: folder)
        let words = (1...SearchQuery.maximumWords + 1).map { "word\($0)" }
        let queries: [String] = [
            "t*", "to*", words.dropLast().joined(separator: " "), words.joined(separator: " "),
            "\"" + words.prefix(20).joined(separator: " ") + "\" " + words.suffix(13).joined(separator: " "),
            String(repeating: "a", count: SearchQuery.maximumLength), String(repeating: "a", count: SearchQuery.maximumLength + 1),
        ]
        let cli = queries.map { (try? SearchQuery($0)) != nil ? "answered" : "refused" }
        #expect(cli == ["refused", "answered", "answered", "refused", "refused", "answered", "refused"])
        try JSONSerialization.data(withJSONObject: queries).write(to: URL(fileURLWithPath: folder.path("limits.json")))
        let output = try Self.node(
            script: Self.eachQuery + """
                    try { await engine.search(q, {}); out.push("answered"); }
                    catch (e) { if (!(e instanceof search.QueryError)) throw e; out.push("refused"); }
                  }
                  console.log(JSON.stringify(out));
                })().catch(error => { console.error(error); process.exit(1); });
                """,
            arguments: [
                TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path, folder.path("index"),
                folder.path("limits.json"),
            ])
        #expect(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String] == cli)
    }

    @Test("a synonym's phrases are read from their counts (index.json, else q/), any other phrase from its word pairs (b/)")
    func phraseFolders() throws {
        let folder = try TemporaryDirectory()
        _ = try Self.index(in: folder)
        // "touch target" expands to its synonym group; "link text" is in none.
        let output = try Self.node(
            script: """
                const fs = require("fs"), path = require("path");
                const search = require(process.argv[1]);
                const read = [];
                const load = p => { read.push(p.split("/")[0]); return Promise.resolve(JSON.parse(fs.readFileSync(path.join(process.argv[2], p), "utf8"))); };
                (async () => {
                  const meta = await load("index.json");
                  const out = [];
                  for (const engine of [new search.Engine(meta, load), new search.Engine({ ...meta, phrases: undefined }, load)]) {
                    for (const q of ["touch target", '"link text"']) {
                      read.length = 0;
                      const found = await engine.search(q, {});
                      out.push([found.total > 0, [...new Set(read)].sort().join(" ")]);
                    }
                  }
                  console.log(JSON.stringify(out));
                })().catch(error => { console.error(error); process.exit(1); });
                """,
            arguments: [TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path, folder.path("index")])
        let read = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[Any]])
        #expect(read.map { $0[0] as? Bool } == [true, true, true, true])
        // The real content's phrases are small enough for index.json to carry them.
        #expect(read.map { $0[1] as? String } == ["", "b", "q", "b"])
    }

    @Test("the browser stemmer agrees with SQLite's porter tokenizer on every word of the content")
    func stemmer() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(path: TestSupport.sharedRealStore)
        let pairs = try store.read("stem words") { db -> [[String]] in
            let words = Set(
                try String.fetchAll(db, sql: "SELECT summary_text || ' ' || statement || ' ' || notes_markdown FROM guideline")
                    .joined(separator: " ").lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init))
            let porter = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
            return try words.sorted().compactMap { word in try porter.tokenize(query: word).first.map { [word, $0.token] } }
        }
        #expect(pairs.count > 1500)
        try JSONSerialization.data(withJSONObject: pairs).write(to: URL(fileURLWithPath: folder.path("pairs.json")))
        let output = try Self.node(
            script: """
                const search = require(process.argv[1]);
                const pairs = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
                console.log(JSON.stringify(pairs.filter(([word, stem]) => search.stem(word) !== stem)));
                """,
            arguments: [TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path, folder.path("pairs.json")])
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    /// The start of a script that runs each query of the JSON file `argv[3]` in the browser
    /// engine over the index in `argv[2]` (search.js is `argv[1]`): the loop's body and the
    /// rest follow, pushing to `out`.
    static let eachQuery = """
        const fs = require("fs"), path = require("path");
        const search = require(process.argv[1]);
        const load = p => Promise.resolve(JSON.parse(fs.readFileSync(path.join(process.argv[2], p), "utf8")));
        (async () => {
          const engine = new search.Engine(await load("index.json"), load);
          const out = [];
          for (const q of JSON.parse(fs.readFileSync(process.argv[3], "utf8"))) {

        """

    /// Runs `node -e script arguments...` and returns its standard output.
    static func node(script: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node failed: \(errorText)")
        return String(decoding: data, as: UTF8.self)
    }
}
