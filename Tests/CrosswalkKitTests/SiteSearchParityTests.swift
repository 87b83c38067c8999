import Foundation
import Testing
import Yams

@testable import CrosswalkKit

/// The site's search page (Site/assets/search.js, run by a real Node process over the index
/// the site build exports) ranks every query exactly as `crosswalk search` does.
@Suite("Site search matches the CLI")
struct SiteSearchParityTests {
    struct Case: Decodable { var query: String }

    static let extraQueries: [(String, [String: String])] = [
        ("\"touch target\"", [:]), ("capt*", [:]), ("contentdesc*", [:]), ("colours", [:]), ("focus -keyboard", [:]),
        ("title:contrast", [:]), ("captions OR audio description", [:]), ("android:contentDescription", [:]),
        ("labels", ["platform": "ios"]), ("touch target", ["standard": "bbc-2013"]), ("gestures", ["level": "should"]),
        ("the", [:]), ("UIAccessibilityPostNotification", [:]), ("hint", ["platform": "android"]),
    ]

    @Test("the top 10 of every relevance query and syntax case is the same in the browser engine")
    func parity() throws {
        let folder = try TemporaryDirectory()
        let db = folder.path("real.sqlite")
        _ = try StoreBuilder.build(paths: TestSupport.realContent, destination: db)
        let store = try Store(path: db)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(SiteSearchIndex.build(store: store)).write(to: URL(fileURLWithPath: folder.path("index.json")))

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

        let input = try JSONSerialization.data(withJSONObject: queries.map { ["query": $0.0, "filters": $0.1] })
        try input.write(to: URL(fileURLWithPath: folder.path("queries.json")))
        let script = """
            const fs = require("fs");
            const search = require(process.argv[1]);
            const engine = new search.Engine(JSON.parse(fs.readFileSync(process.argv[2], "utf8")));
            const queries = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
            console.log(JSON.stringify(queries.map(q => engine.search(q.query, q.filters).results.slice(0, 10).map(r => r.doc.id))));
            """
        let actual = try Self.node(
            script: script,
            arguments: [
                TestSupport.repositoryRoot.appendingPathComponent("Site/assets/search.js").path,
                folder.path("index.json"), folder.path("queries.json"),
            ])
        let browser = try #require(try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? [[String]])
        #expect(browser.count == queries.count)
        for (index, (query, filters)) in queries.enumerated() where index < browser.count {
            #expect(browser[index] == expected[index], "\(query) \(filters)")
        }
    }

    @Test("the browser stemmer agrees with SQLite's porter tokenizer on every word of the content")
    func stemmer() throws {
        let folder = try TemporaryDirectory()
        let db = folder.path("real.sqlite")
        _ = try StoreBuilder.build(paths: TestSupport.realContent, destination: db)
        let store = try Store(path: db)
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
