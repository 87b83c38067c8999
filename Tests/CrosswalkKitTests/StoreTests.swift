import CrosswalkKit
import Foundation
import GRDB
import Testing

@Suite("Building the SQLite store")
struct StoreTests {
    private func buildFixture(in folder: TemporaryDirectory) throws -> (String, StoreBuilder.Result) {
        let db = folder.path("crosswalk.sqlite")
        return (db, try StoreBuilder.build(paths: TestSupport.validFixture, destination: db))
    }

    @Test("a build removes what a killed build left beside the store, not what a running one is writing")
    func staleTemporaries() throws {
        let folder = try TemporaryDirectory()
        // The pid of a process that has finished: its temporaries are stale.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let stale = folder.path(".crosswalk.sqlite.tmp-\(finished.processIdentifier)")
        let staleFolder = folder.path(".crosswalk.sqlite.tmp-\(finished.processIdentifier).old")
        let running = folder.path(".crosswalk.sqlite.tmp-1")  // init: always running
        let unrelated = folder.path(".other.sqlite.tmp-\(finished.processIdentifier)")
        for path in [stale, running, unrelated] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: staleFolder, withIntermediateDirectories: false)
        let (_, result) = try buildFixture(in: folder)
        #expect(result.written)
        let manager = FileManager.default
        #expect(!manager.fileExists(atPath: stale) && !manager.fileExists(atPath: staleFolder))
        #expect(manager.fileExists(atPath: running) && manager.fileExists(atPath: unrelated))
    }

    @Test("the fixture round-trips into the store")
    func roundTrip() throws {
        let folder = try TemporaryDirectory()
        let (path, result) = try buildFixture(in: folder)
        #expect(result.written)
        let db = try DatabaseQueue(path: path)
        try db.read { (db: Database) throws in
            #expect(
                try String.fetchAll(db, sql: "SELECT id FROM guideline ORDER BY standard_id, sort_key")
                    == ["alpha/A", "alpha/1", "alpha/2", "beta/android-text-field-hints"])
            let guideline = try #require(try GuidelineRecord.fetchOne(db, key: "alpha/1"))
            #expect(guideline.statement == "Touch targets MUST be at least 9.6mm across")
            #expect(guideline.level == .must)
            #expect(guideline.summaryHTML.hasPrefix("<p>Targets smaller"))
            let techniques = try Row.fetchAll(
                db, sql: "SELECT platform, kind, is_editorial FROM technique WHERE guideline_id = 'alpha/1' ORDER BY position")
            #expect(techniques.map { $0["platform"] as Platform } == [.ios, .ios, .ios, .ios, .android, .android, .html, .html])
            #expect(
                techniques.map { $0["kind"] as Technique.Kind } == [
                    .recommendation, .pass, .failure, .pass, .recommendation, .pass, .recommendation, .pass,
                ])
            #expect(techniques.map { $0["is_editorial"] as Bool } == [false, false, false, true, false, false, false, false])
            #expect(
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT language FROM code_sample JOIN technique ON technique.id = technique_id WHERE guideline_id = 'alpha/1' ORDER BY technique.position, code_sample.position"
                )
                    == ["objc", "objc", "swift", "xml", "html", "css"])
            #expect(
                try String.fetchAll(db, sql: "SELECT text FROM test_step WHERE guideline_id = 'alpha/1' ORDER BY kind DESC, position")
                    == ["Open the app.", "Measure each target.", "Every target is at least 9.6 mm across."])
            #expect(
                try Row.fetchAll(
                    db, sql: "SELECT platform, has_technique FROM guideline_platform WHERE guideline_id = 'alpha/2' ORDER BY platform"
                )
                .map { "\($0["platform"] as String)=\($0["has_technique"] as Bool)" } == ["android=true", "html=false"])
            #expect(
                try String.fetchAll(db, sql: "SELECT role FROM guideline_role WHERE guideline_id = 'alpha/1' ORDER BY kind DESC") == [
                    "design", "development",
                ])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM criterion") == 87)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM mapping") == 4)
            #expect(try String.fetchOne(db, sql: "SELECT target_standard_id FROM mapping WHERE source_id = 'alpha/1'") == "wcag-2.0")
            #expect(try String.fetchOne(db, sql: "SELECT kind FROM page") == "testing-setup")
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == StoreSchema.version)
            #expect(try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_fingerprint'") == result.report.fingerprint)
        }
    }

    @Test("the full-text table's columns are the search fields, in order, after the guideline id")
    func searchColumns() throws {
        let folder = try TemporaryDirectory()
        let (db, _) = try buildFixture(in: folder)
        let columns = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: "PRAGMA table_info(\(SearchIndexSchema.table))").map { $0["name"] as String }
        }
        #expect(columns == ["guideline_id"] + SearchField.allCases.map(\.rawValue))
        // Ranking weights and the browser index are listed in the same order.
        #expect(SearchField.allCases.allSatisfy { SearchEngine.weights[$0] != nil })
    }

    @Test("the full-text table of the real content is built as one segment, though the checks change rows after the rows' merge")
    func fullTextOneSegment() throws {
        let db = try DatabaseQueue(path: TestSupport.sharedRealStore)
        try db.read { (db: Database) throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SearchIndexSchema.table) WHERE checks != ''")! > 0)
            // FTS5's structure record (rowid 10 of its `_data` table, its documented format): a
            // four-byte cookie, newer versions' four-byte marker, then the number of levels and
            // of segments as varints.
            let block = try #require(
                try Data.fetchOne(db, sql: "SELECT block FROM \(SearchIndexSchema.table)_data WHERE id = 10"))
            let bytes = [UInt8](block)
            let start = bytes.count > 8 && bytes[4..<8] == [0xFF, 0x00, 0x00, 0x01] ? 8 : 4
            #expect(bytes.count > start + 1 && bytes[start] < 0x80)
            #expect(bytes[start + 1] == 1, "segments: \(bytes[start + 1])")
        }
    }

    @Test("full-text search finds a word of a code example and a stemmed word of a summary")
    func fullTextSearch() throws {
        let folder = try TemporaryDirectory()
        let (path, _) = try buildFixture(in: folder)
        let db = try DatabaseQueue(path: path)
        try db.read { (db: Database) throws in
            func match(_ query: String) throws -> [String] {
                try String.fetchAll(
                    db, sql: "SELECT guideline_id FROM guideline_search WHERE guideline_search MATCH ? ORDER BY rank", arguments: [query])
            }
            // `importantForAccessibility` appears only in alpha/1's Android code.
            #expect(try match("importantForAccessibility") == ["alpha/1"])
            // The summary says "labelling"; the porter stemmer matches "labels".
            #expect(try match("summary: labels") == ["alpha/1"])
            // Camel-case identifiers are searchable by their parts.
            #expect(try match("\"min width\"").contains("alpha/1"))
            #expect(try match("summary: nothingmatchesthis").isEmpty)
        }
    }

    @Test("a failed build leaves the previous store byte-identical and no temporary file")
    func failedBuildKeepsStore() throws {
        let folder = try TemporaryDirectory()
        let (path, _) = try buildFixture(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let broken = try folder.copyOfValidFixture()
        try folder.write("Content/alpha/2-labels.md", "---\nnumber: \"2\"\n---\n")
        let result = try StoreBuilder.build(paths: broken, destination: path)
        #expect(!result.written)
        #expect(result.report.errorCount > 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("texts longer than the build's binding blocks, and many in one row, are stored and indexed whole")
    func longTexts() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        // About 90 KB of notes (past a 64 KiB block, bound in memory of its own) and a 10 KB
        // summary (in a block, after the row's other texts), each ending in a word found
        // nowhere else; accented words keep bytes and characters apart.
        let notes = (0..<6_000).map { "mot\($0 % 97) é" }.joined(separator: " ") + " zanzibarite"
        let summary = String(repeating: "Ça dure longtemps. ", count: 530) + "quagganite"
        try folder.write(
            "Content/alpha/A-core-experience.md",
            """
            ---
            number: A
            title: Core experience
            statement: Offer a core accessible experience
            level: advisory
            category: principles
            topics: [robustness]
            platforms: []
            ---

            ## Summary

            \(summary)

            ## Testing (editorial)

            ### Procedure

            1. Review the product with a screen reader.

            ### Expected result

            - The core tasks can be completed.

            ## Notes

            \(notes)
            """)
        let db = folder.path("long.sqlite")
        let result = try StoreBuilder.build(paths: paths, destination: db)
        #expect(result.written, "\(result.report.diagnostics)")
        let store = try Store(path: db)
        let guideline = try #require(try store.guideline("alpha/A"))
        #expect(guideline.notes == notes)
        #expect(guideline.summary == summary)
        #expect(guideline.notesHTML == "<p>\(notes)</p>\n")
        let engine = try SearchEngine(store: store)
        #expect(try engine.search("zanzibarite").results.map(\.id) == ["alpha/A"])
        #expect(try engine.search("quagganite").results.map(\.id) == ["alpha/A"])
    }

    @Test("a build over an existing store replaces it")
    func rebuildReplaces() throws {
        let folder = try TemporaryDirectory()
        let (path, _) = try buildFixture(in: folder)
        let edited = try folder.copyOfValidFixture()
        try folder.remove("Content/alpha/2-labels.md")
        try folder.remove("Mappings/beta--alpha.yaml")
        try folder.write("Mappings/alpha--wcag-2.0.yaml", "source: alpha\ntarget: wcag-2.0\nmappings: []\n")
        let result = try StoreBuilder.build(paths: edited, destination: path)
        #expect(result.written, "\(result.report.diagnostics)")
        let summary = try Store(path: path).summary()
        #expect(summary.guidelines == 3)
        #expect(summary.mappingsToWCAG == 1)
    }

    @Test("a store of another schema version is refused plainly")
    func schemaVersion() throws {
        let folder = try TemporaryDirectory()
        let (path, _) = try buildFixture(in: folder)
        try DatabaseQueue(path: path).write { try $0.execute(sql: "PRAGMA user_version = 99") }
        #expect(throws: CrosswalkError.self) { try Store(path: path) }
    }

    @Test("two threads read the store at once, each with search's ranking functions")
    func concurrentReads() throws {
        let store = try Store(path: TestSupport.sharedRealStore, mapped: false)
        // Each read waits inside for the other to be inside too: on one connection the second
        // read could not start until the first ended, and the first would give up waiting.
        let inside = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        final class Counts: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int?] = []
        }
        let counts = Counts()
        let done = DispatchGroup()
        // Threads of their own: a dispatch queue may run two blocks on one thread in turn.
        for thread in 0..<2 {
            done.enter()
            Thread {
                defer { done.leave() }
                let count: Int?
                do {
                    count = try store.read("read at once") { db -> Int? in
                        (thread == 0 ? inside.0 : inside.1).signal()
                        guard (thread == 0 ? inside.1 : inside.0).wait(timeout: .now() + 10) == .success else { return nil }
                        // Preparing the statement fails on a connection without the function.
                        let function = "\(RankingFunction.matchedFieldName)(guideline_search, -1)"
                        let sql = "SELECT \(function) FROM guideline_search WHERE guideline_search MATCH 'touch'"
                        return try Row.fetchAll(db, sql: sql).count
                    }
                } catch {
                    Issue.record(error)
                    count = nil
                }
                counts.lock.withLock { counts.values.append(count) }
            }.start()
        }
        done.wait()
        #expect(counts.values.count == 2 && counts.values[0] == counts.values[1])
        #expect((counts.values[0] ?? 0) > 10)
    }
}
