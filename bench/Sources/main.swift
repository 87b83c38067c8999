// crosswalk-bench: times Crosswalk's search API in one process against the same FTS5 work
// done directly on SQLite. Used by bench/run.py; not part of the product.
//
//   crosswalk-bench DB QUERIES_FILE [REPETITIONS]
//
// For each query: the Crosswalk side is SearchEngine.search (parse, expand, count, rank with
// crosswalk_rank, one snippet for each of the top 10, from the most important field that
// matched); the raw side runs the expanded MATCH expression with SQLite's bm25(), the same
// count, and one snippet() for each of the top 10 from the column FTS5 picks (column -1).
// Prints JSON: per-query medians in milliseconds for both, and their p50/p95 over queries.
//
// A query the search refuses (over SearchQuery's limits: bench/limits.txt has queries at the
// limits and past them) is timed on the Crosswalk side only, until it throws, and listed
// with its message under "refused"; "crosswalk_max_ms" is the slowest query either way.
import CrosswalkKit
import Foundation
import GRDB

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: crosswalk-bench DB QUERIES_FILE [REPETITIONS]\n".utf8))
    exit(2)
}
let repetitions = arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20
// "1000× touch" stands for the word 1,000 times (bench/limits.txt).
let queries = try String(contentsOfFile: arguments[2], encoding: .utf8)
    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    .map { line -> String in
        let parts = line.split(separator: "× ", maxSplits: 1)
        guard parts.count == 2, let count = Int(parts[0]) else { return line }
        return Array(repeating: String(parts[1]), count: count).joined(separator: " ")
    }

let store = try Store(path: arguments[1])
let engine = try SearchEngine(store: store)
var configuration = Configuration()
configuration.readonly = true
// As the Store opens it, so the two sides differ only in the work they do.
configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(1 << 30)") }
let raw = try DatabaseQueue(path: arguments[1], configuration: configuration)
// guideline_search columns (schema 17, as in 16): guideline_id, title, heading, statement, summary, ios,
// android, flutter, react_native, html, their five code columns, testing, notes, identifiers,
// topics, checks; the weights are SearchEngine's.
let weights = "0, 8, 8, 8, 4, 2, 2, 2, 2, 2, 1.2, 1.2, 1.2, 1.2, 1.2, 1, 0.5, 1, 3, 0.5"
let snippets = "snippet(guideline_search, -1, char(2), char(3), '…', 14)"

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

var results: [[String: Any]] = []
var refused: [[String: Any]] = []
for query in queries {
    let expression: String
    do {
        expression = try engine.search(query, filters: SearchFilters(limit: 10)).expression
    } catch {
        let times = (0..<repetitions).map { _ in milliseconds { _ = try? engine.search(query, filters: SearchFilters(limit: 10)) } }
        refused.append(["query": String(query.prefix(120)), "length": query.count, "message": "\(error)", "crosswalk_ms": median(times)])
        continue
    }
    var ours: [Double] = []
    var theirs: [Double] = []
    var hits = 0
    for _ in 0..<repetitions {
        ours.append(try milliseconds { hits = try engine.search(query, filters: SearchFilters(limit: 10)).total })
        theirs.append(
            try milliseconds {
                try raw.read { db in
                    _ = try Int.fetchOne(
                        db, sql: "SELECT COUNT(*) FROM guideline_search WHERE guideline_search MATCH ?", arguments: [expression])
                    _ = try Row.fetchAll(
                        db,
                        sql: """
                            SELECT guideline_id, bm25(guideline_search, \(weights)) AS rank, \(snippets)
                            FROM guideline_search WHERE guideline_search MATCH ? ORDER BY rank LIMIT 10
                            """, arguments: [expression])
                }
            })
    }
    results.append(["query": query, "hits": hits, "crosswalk_ms": median(ours), "sqlite_ms": median(theirs)])
}

let ours = results.map { $0["crosswalk_ms"] as! Double }
let slowest = (ours + refused.map { $0["crosswalk_ms"] as! Double }).max() ?? 0
let theirs = results.map { $0["sqlite_ms"] as! Double }
let summary: [String: Any] = [
    "queries": results.count, "repetitions": repetitions,
    "crosswalk_p50_ms": percentile(ours, 0.5), "crosswalk_p95_ms": percentile(ours, 0.95),
    "sqlite_p50_ms": percentile(theirs, 0.5), "sqlite_p95_ms": percentile(theirs, 0.95),
    "per_query": results, "refused": refused, "crosswalk_max_ms": slowest,
]
let data = try JSONSerialization.data(withJSONObject: summary, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
