import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The faults of issue 21 that can hurt a user's files or time, each with the real binary and
/// real files where only a real process shows them.
@Suite("Faults that can hurt")
struct FaultTests {
    let folder: TemporaryDirectory
    let fixture = TestSupport.validFixture
    let repository = TestSupport.repositoryRoot.path

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// `site` on the fixture into `out`, by the real binary, from a store beside it.
    func siteArguments(_ out: String, base: String = "/") -> [String] {
        [
            "site", "--quiet", "--out", out, "--base-url", base, "--db", folder.path("store.sqlite"),
            "--content", fixture.content, "--mappings", fixture.mappings,
            "--templates", repository + "/Site/templates", "--assets", repository + "/Site/assets",
            "--checklists", TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path,
        ]
    }

    func buildStore() throws {
        #expect(try StoreBuilder.build(paths: fixture, destination: folder.path("store.sqlite")).written)
    }

    /// Every file the site's marker lists is there, and its home page is whole.
    func expectWholeSite(_ path: String, base: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let marker = try String(contentsOfFile: path + "/.crosswalk", encoding: .utf8)
        let files = marker.split(separator: "\n").dropFirst(2)
        #expect(files.count > 20, sourceLocation: sourceLocation)
        for file in files {
            #expect(FileManager.default.fileExists(atPath: path + "/" + file), "\(file) missing", sourceLocation: sourceLocation)
        }
        let home = try String(contentsOfFile: path + "/index.html", encoding: .utf8)
        #expect(home.contains("href=\"\(base)assets/site.css\"") && home.contains("</html>"), sourceLocation: sourceLocation)
    }

    @Test("check's summary is one line when standard error is not a terminal, however narrow COLUMNS is")
    func checkSummaryLine() throws {
        let result = try CrosswalkBinary.run(
            ["check", "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path,
            environment: ["COLUMNS": "40"])
        #expect(result.status == 0)
        #expect(result.errorLines.count == 1, "\(result.errors)")
        #expect(result.errorLines.first?.hasPrefix("checked 2 standards,") == true)
    }

    // MARK: 1. The site is published in one step

    @Test("a reader polling index.html while site regenerates it 8 times never misses it")
    func readerNeverMisses() throws {
        try buildStore()
        let out = folder.path("site")
        #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        let stop = folder.path("stop")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        reader.arguments = [
            "python3", "-c",
            """
            import os, sys
            path, stop = sys.argv[1], sys.argv[2]
            reads = misses = 0
            while not os.path.exists(stop):
                try:
                    with open(path, 'rb') as f:
                        if not f.read().rstrip().endswith(b'</html>'):
                            misses += 1
                except OSError:
                    misses += 1
                reads += 1
            print(reads, misses)
            """,
            out + "/index.html", stop,
        ]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        // Before the swap was atomic such a reader met 117 gaps in 129 (issue 32): a gap per
        // regeneration or so. 8 runs keep that certain at a third of 25 runs' CPU (it spins).
        for _ in 0..<8 {
            #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        }
        _ = FileManager.default.createFile(atPath: stop, contents: nil)
        let counts = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        reader.waitUntilExit()
        #expect(counts.count == 2 && counts[0] > 1000, "reads and misses: \(counts)")
        #expect(counts.last == 0, "the reader found no whole index.html \(counts.last ?? -1) times")
    }

    @Test(
        "site killed with kill -9 in the swap window leaves the previous site or the new one whole",
        arguments: [("before-swap", "/one/"), ("after-swap", "/two/")])
    func killedInSwapWindow(point: String, expected: String) throws {
        try buildStore()
        let out = folder.path("site")
        #expect(try CrosswalkBinary.run(siteArguments(out, base: "/one/"), in: folder.url.path).status == 0)
        try "example.org\n".write(toFile: out + "/CNAME", atomically: false, encoding: .utf8)
        let run = try CrosswalkBinary.Running(
            siteArguments(out, base: "/two/"), in: folder.url.path, environment: ["CROSSWALK_TEST_PAUSE": point])
        #expect(run.waitForError("paused at \(point)"), "never reached \(point): \(run.errors)")
        run.kill9()
        try expectWholeSite(out, base: expected)
        #expect(try String(contentsOfFile: out + "/CNAME", encoding: .utf8) == "example.org\n")
        // The next run publishes and removes what the killed one left beside the site.
        #expect(try CrosswalkBinary.run(siteArguments(out, base: "/three/"), in: folder.url.path).status == 0)
        try expectWholeSite(out, base: "/three/")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".site.tmp") }
        #expect(leftovers.isEmpty, "left beside the site: \(leftovers)")
    }

    @Test("files the user writes into the site folder while site runs are kept: after the render, and in the swap window")
    func filesWrittenDuringTheRun() throws {
        try buildStore()
        let out = folder.path("site")
        #expect(try CrosswalkBinary.run(siteArguments(out, base: "/one/"), in: folder.url.path).status == 0)
        try "kept.example.org\n".write(toFile: out + "/KEPT", atomically: false, encoding: .utf8)
        for (point, file) in [("rendered", "CNAME"), ("before-swap", "notes/today.txt")] {
            let resume = folder.path("resume-\(point)")
            let run = try CrosswalkBinary.Running(
                siteArguments(out, base: "/two/"), in: folder.url.path,
                environment: ["CROSSWALK_TEST_PAUSE": point, "CROSSWALK_TEST_RESUME": resume])
            #expect(run.waitForError("paused at \(point)"), "never reached \(point): \(run.errors)")
            try folder.write("site/" + file, "written at \(point)\n")
            _ = FileManager.default.createFile(atPath: resume, contents: nil)
            let result = run.finish(timeout: 120)
            #expect(result.status == 0, "\(point): \(result.errors)")
            try expectWholeSite(out, base: "/two/")
            #expect(try String(contentsOfFile: out + "/" + file, encoding: .utf8) == "written at \(point)\n", "lost at \(point)")
            #expect(try String(contentsOfFile: out + "/KEPT", encoding: .utf8) == "kept.example.org\n")
        }
        // Kept by the next run too, now that the marker says they are not the site's.
        #expect(try CrosswalkBinary.run(siteArguments(out, base: "/three/"), in: folder.url.path).status == 0)
        for file in ["CNAME", "notes/today.txt", "KEPT"] { #expect(FileManager.default.fileExists(atPath: out + "/" + file)) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix(".site.tmp") || $0.hasPrefix("site.kept")
        }
        #expect(leftovers.isEmpty, "left beside the site: \(leftovers)")
    }

    @Test("a site folder written by an earlier version (a marker without a file list) is replaced; its own top-level files are kept")
    func earlierSiteFolder() throws {
        try buildStore()
        let out = folder.path("site")
        try folder.write("site/index.html", "<html>old</html>")
        try folder.write("site/guidelines/gone/index.html", "a page of a guideline since removed")
        try folder.write("site/CNAME", "example.org\n")
        try folder.write("site/.crosswalk", "Written by crosswalk site. The whole folder is replaced on every run.\n")
        #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        try expectWholeSite(out, base: "/")
        #expect(FileManager.default.fileExists(atPath: out + "/CNAME"))
        #expect(!FileManager.default.fileExists(atPath: out + "/guidelines/gone"))
        #expect(FileSystem.kindIfKnown(of: out, link: true) == .folder)
    }

    // MARK: 2. and 5. Only a store Crosswalk built is replaced; only regular files

    @Test("a foreign SQLite database given as --db is refused by every command and left as it is")
    func foreignDatabase() throws {
        let contacts = folder.path("contacts.sqlite")
        let queue = try DatabaseQueue(path: contacts)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE people (name TEXT); INSERT INTO people VALUES ('Ann'), ('Ravi')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: contacts))
        for command in [["search", "touch"], ["build"], ["site", "--out", folder.path("site")]] {
            let result = try CrosswalkBinary.run(
                command + ["--db", contacts, "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path)
            #expect(result.status == 1)
            #expect(
                result.errorLines == [
                    "error: \(contacts): it is an SQLite database without Crosswalk's application id (every store Crosswalk builds has it; one built before 2026-11-24 does not: remove it), so it is not a store Crosswalk built and is left as it is; give --db another file"
                ], "\(command)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: contacts)) == before)
    }

    @Test("a foreign database whose meta table happens to hold Crosswalk's keys is refused and left as it is")
    func foreignDatabaseWithCrosswalkKeys() throws {
        let path = folder.path("inventory.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
                    INSERT INTO meta VALUES ('schema_version', '3'), ('content_fingerprint', 'abc');
                    CREATE TABLE stock (item TEXT); INSERT INTO stock VALUES ('bolts')
                    """)
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try CrosswalkBinary.run(
            ["build", "--db", path, "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1 && result.errorLines[0].contains("without Crosswalk's application id"), "\(result.errorLines)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("build --db through a symbolic link rebuilds the store it points to and keeps the link; a dangling link is refused")
    func storeBehindALink() throws {
        try FileManager.default.createDirectory(atPath: folder.path("stores"), withIntermediateDirectories: true)
        let real = folder.path("stores/real.sqlite")
        let link = folder.path("store.sqlite")
        #expect(try StoreBuilder.build(paths: fixture, destination: real).written)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: real)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "stores/real.sqlite")
        let result = try CrosswalkBinary.run(
            ["build", "--db", link, "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path)
        #expect(result.status == 0, "\(result.errorLines)")
        #expect(FileSystem.kindIfKnown(of: link, link: true) == .symbolicLink, "the link was replaced")
        let modified = try FileManager.default.attributesOfItem(atPath: real)[.modificationDate] as? Date
        #expect((modified?.timeIntervalSince1970 ?? 0) > 1_000_000, "the store the link points to was not rebuilt")
        #expect(try Store.inspect(real) == .store)

        let dangling = folder.path("gone.sqlite")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "stores/missing/x.sqlite")
        let refused = try CrosswalkBinary.run(
            ["build", "--db", dangling, "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path)
        #expect(refused.status == 1)
        #expect(
            refused.errorLines == [
                "error: --db \(dangling): it is a symbolic link to 'stores/missing/x.sqlite', which cannot be followed (no such file or directory); create that file or give another path"
            ])
        #expect(FileSystem.kindIfKnown(of: dangling, link: true) == .symbolicLink)
    }

    @Test("an SQLite file Crosswalk cannot read is refused, not replaced")
    func damagedSQLite() throws {
        let path = folder.path("damaged.sqlite")
        try Data("SQLite format 3\u{0}but damaged after the header".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CrosswalkError.self) { try StoreBuilder.build(paths: fixture, destination: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("damaged after the header"))
    }

    @Test("build --db on a named pipe or a link to a device is refused at once; neither is replaced")
    func notRegularFiles() throws {
        let fifo = folder.path("pipe.sqlite")
        #expect(mkfifo(fifo, 0o644) == 0)
        let device = folder.path("null.sqlite")
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        for (path, kind) in [(fifo, "a named pipe (FIFO)"), (device, "a character device")] {
            for command in [["build"], ["search", "touch"]] {
                let result = try CrosswalkBinary.run(
                    command + ["--db", path, "--content", fixture.content, "--mappings", fixture.mappings], in: folder.url.path,
                    timeout: 20)
                #expect(!result.timedOut, "\(command) --db \(path) blocked")
                #expect(result.status == 1)
                #expect(result.errorLines == ["error: \(path): it is \(kind), not a store file; give --db a file name"])
            }
        }
        #expect(FileSystem.kindIfKnown(of: fifo, link: true) == .fifo)
        #expect(FileSystem.kindIfKnown(of: device, link: true) == .symbolicLink)
    }

    // MARK: 3. Every address that reaches an href or src

    @Test(
        "--base-url refuses what is not a path or an http(s) URL with a plain host",
        arguments: [
            "//evil.example/", "///evil.example/", "/\\evil.example/", "javascript:alert(1)", "https://good.example@evil.example/",
            "https://evil.example\"onload=x/", "/a//b/", "/a/../b/", "/a b/", "data:text/html,x", "https:///x/", "ftp://example.org/",
        ])
    func badBaseURL(text: String) throws {
        let error = try #require(throws: CrosswalkError.self) { try BaseURL(text) }
        let (status, message) = CrosswalkCommand.outcome(of: error)
        #expect(status == 2)
        #expect(message?.hasPrefix("error: --base-url ") == true && message?.contains("\n") == false)
    }

    @Test("good base URLs still parse to their path and origin")
    func goodBaseURL() throws {
        #expect(try BaseURL("/").path == "/")
        #expect(try BaseURL("/crosswalk/").path == "/crosswalk/")
        #expect(try BaseURL("crosswalk").path == "/crosswalk/")
        #expect(try BaseURL("https://example.org/docs/crosswalk").path == "/docs/crosswalk/")
        #expect(try BaseURL("https://example.org:8443/").origin == "https://example.org:8443")
        #expect(try BaseURL("http://[::1]:8000/x/").absolute("a/") == "http://[::1]:8000/x/a/")
    }

    @Test(
        "site --templates with a template that names a value its page lacks: one line path:line:column: error: and the name, nothing written"
    )
    func misspeltTemplateValue() throws {
        try buildStore()
        let templates = folder.path("templates")
        try FileManager.default.copyItem(atPath: repository + "/Site/templates", toPath: templates)
        let file = templates + "/guideline.mustache"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "<h1>{{g.title}}</h1>")) + 1
        try text.replacingOccurrences(of: "<h1>{{g.title}}</h1>", with: "<h1>{{g.titel}}</h1>")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let arguments = siteArguments(folder.path("site")).map { $0 == repository + "/Site/templates" ? templates : $0 }
        let result = try CrosswalkBinary.run(arguments, in: folder.url.path)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.errors)")
        #expect(
            result.errorLines.first?.hasPrefix("\(file):\(line):7: error: unknown value 'g.titel' (did you mean 'g.title'?)") == true,
            "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("site --base-url //evil.example/ is one line of error and writes nothing")
    func protocolRelativeBase() throws {
        try buildStore()
        let result = try CrosswalkBinary.run(siteArguments(folder.path("site"), base: "//evil.example/"), in: folder.url.path)
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1 && result.errorLines[0].hasPrefix("error: --base-url //evil.example/: "))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test(
        "a standard's source_url or a catalogue's Understanding URL that is not a plain http(s) address is an error",
        arguments: [
            ("alpha/standard.yaml", "source_url: https://example.org/alpha", "source_url: \"javascript:alert(document.domain)\""),
            (
                "alpha/standard.yaml", "source_url: https://example.org/alpha",
                "source_url: \"https://x.example/\\\" onmouseover=\\\"alert(1)\""
            ),
            ("alpha/standard.yaml", "source_url: https://example.org/alpha", "source_url: \"https://a@evil.example/\""),
            (
                "wcag/criteria.yaml", "\"2.0\": https://www.w3.org/TR/UNDERSTANDING-WCAG20/text-equiv-all.html",
                "\"2.0\": \"javascript:alert(document.domain)\""
            ),
        ])
    func badAddresses(file: String, good: String, bad: String) throws {
        let paths = try folder.copyOfValidFixture()
        let path = paths.content + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(good))
        try text.replacingOccurrences(of: good, with: bad).write(toFile: path, atomically: true, encoding: .utf8)
        let report = try ContentPipeline(paths: paths).run(into: DiscardingConsumer())
        #expect(report.errorCount >= 1)
        #expect(report.diagnostics.contains { $0.path == path && $0.severity == .error && $0.message.contains("address") })
    }

    // MARK: 4. Search's work is bounded

    @Test("a query over the limits is refused with one line that says the limit")
    func queryLimits() throws {
        let repeated = Array(repeating: "touch", count: 1_000).joined(separator: " ")
        let words = try #require(throws: CrosswalkError.self) { try SearchQuery(repeated) }
        #expect(
            words.description
                == "query \"\(String(repeated.prefix(80)))… (5999 characters)\": too long (5999 characters); a query has at most 1000 characters and 32 words"
        )
        let thirtyThree = (1...33).map { "word\($0)" }.joined(separator: " ")
        let many = try #require(throws: CrosswalkError.self) { try SearchQuery(thirtyThree) }
        #expect(
            many.description.hasSuffix(": 33 words; a query has at most 32 (each word of a phrase counts): keep the words that matter most")
        )
        let phrase = "\"" + (1...20).map { "w\($0)" }.joined(separator: " ") + "\" " + (1...13).map { "v\($0)" }.joined(separator: " ")
        #expect(throws: CrosswalkError.self) { try SearchQuery(phrase) }
        let prefix = try #require(throws: CrosswalkError.self) { try SearchQuery("t* touch") }
        #expect(prefix.description == "query \"t* touch\": 't*': a prefix needs at least 2 letters before the '*', as in capt*")
        #expect(CrosswalkCommand.outcome(of: prefix).status == 2)
        // At the limit, a repeated word is searched for once.
        let thirtyTwo = try SearchQuery(Array(repeating: "touch", count: 32).joined(separator: " "))
        #expect(thirtyTwo.clauses.count == 1)
        let language = SearchLanguage(spellings: [], synonyms: [])
        #expect(language.expression(for: thirtyTwo).text == "\"touch\"")
    }

    // MARK: 6. What a message quotes, and what "did you mean" compares, is bounded

    @Test("a 5 MB unknown value gives a short line and no did-you-mean work")
    func hugeValue() throws {
        let paths = try folder.copyOfValidFixture()
        let path = paths.content + "/alpha/2-labels.md"
        let huge = String(repeating: "y", count: 5_000_000)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "topics: [labels-names]", with: "topics: [labels-names, \(huge)]")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let report = try ContentPipeline(paths: paths).run(into: DiscardingConsumer())
        let line = try #require(report.diagnostics.first { $0.message.hasPrefix("unknown topic") }).description
        #expect(line.count < 300)
        #expect(line.contains("… (5000000 characters)"))
        #expect(Suggestions.closest(to: huge, in: ["labels-names", "touch-targets"], limit: 3).isEmpty)
        #expect(Suggestions.editDistance(huge, "yy", atMost: 2) == nil)
        #expect(Suggestions.closest(to: "labels-namez", in: ["labels-names", "touch-targets"], limit: 3) == ["labels-names"])
    }

    @Test("a front matter mapping of 60,000 keys is one error in a fraction of a second, not a scan of the keys per key")
    func manyKeys() throws {
        let paths = try folder.copyOfValidFixture()
        let path = paths.content + "/alpha/2-labels.md"
        let keys = (0..<60_000).map { "  k\($0): v\n" }.joined()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "level: ", with: "extra:\n\(keys)level: ").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CrosswalkBinary.run(
            ["check", "--content", paths.content, "--mappings", paths.mappings], in: folder.url.path, timeout: 30)
        #expect(!result.timedOut, "check took more than 30 s")
        #expect(result.status == 1)
        #expect(
            result.errorLines.first?.hasSuffix("error: unknown field 'extra' in guideline front matter") == true,
            "\(result.errors.prefix(300))")
    }

    @Test("show with a 100,000-character id answers with one short line")
    func hugeArgument() throws {
        try buildStore()
        let id = String(repeating: "x", count: 100_000)
        let result = try CrosswalkBinary.run(
            ["show", id, "--db", folder.path("store.sqlite"), "--content", fixture.content, "--mappings", fixture.mappings],
            in: folder.url.path)
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1 && result.errors.count < 300)
        #expect(result.errors.contains("… (100000 characters)"))
    }

    // MARK: 7. Entries that cannot be read are located problems among the others

    @Test("a folder named topics.yaml, a link that loops, a named pipe and a name that is not UTF-8 are each one located error")
    func unreadableEntries() throws {
        let paths = try folder.copyOfValidFixture()
        let content = paths.content
        try FileManager.default.moveItem(atPath: content + "/topics.yaml", toPath: folder.path("topics.yaml"))
        try FileManager.default.createDirectory(atPath: content + "/topics.yaml", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: content + "/alpha/7-loop.md", withDestinationPath: "7-loop.md")
        #expect(mkfifo(content + "/alpha/8-pipe.md", 0o644) == 0)
        #expect(TestSupport.createFile(atBytes: Array((content + "/beta/bad").utf8) + [0xFF] + Array("name.md".utf8)))
        // And a problem of another kind, which must still be found.
        let labels = content + "/alpha/2-labels.md"
        try (try String(contentsOfFile: labels, encoding: .utf8)).replacingOccurrences(of: "level: should", with: "level: shuold")
            .write(toFile: labels, atomically: true, encoding: .utf8)

        let result = try CrosswalkBinary.run(
            ["check", "--content", paths.content, "--mappings", paths.mappings], in: folder.url.path, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "\(content)/alpha/2-labels.md:5:8: error: unknown level 'shuold'; expected one of: must, should, advisory",
                "\(content)/alpha/7-loop.md:1:1: error: cannot read the file: it is a symbolic link that loops",
                "\(content)/alpha/8-pipe.md:1:1: error: cannot read the file: it is a named pipe (FIFO), not a file",
                "\(content)/beta/bad\\xFFname.md:1:1: error: the file name is not valid UTF-8 (the bad bytes are shown as \\x..); rename it",
                "\(content)/topics.yaml:1:1: error: cannot read the file: it is a folder, not a file",
                "checked 2 standards, 3 guidelines, 1 pages, 2 mappings: 5 errors, 0 warnings",
            ])
    }

    @Test("a file without read permission is a located error, and check goes on")
    func unreadableFile() throws {
        let paths = try folder.copyOfValidFixture()
        let locked = paths.content + "/alpha/2-labels.md"
        #expect(chmod(locked, 0) == 0)
        // As root every file is readable: run check as nobody (the folder must be theirs to list).
        let root = geteuid() == 0
        if root { #expect(chmod(folder.url.path, 0o755) == 0) }
        let result = try CrosswalkBinary.run(
            ["check", "--content", paths.content, "--mappings", paths.mappings], in: folder.url.path, asUser: root ? "nobody" : nil)
        #expect(result.status == 1)
        #expect(result.errorLines.first == "\(locked):1:1: error: cannot read the file: permission denied")
        #expect(result.errorLines.last?.hasPrefix("checked 2 standards, 3 guidelines") == true)
        #expect(result.errorLines.count == 2)
    }

    // MARK: 8. One error, one message, at its place

    /// The diagnostics of `check` on a copy of the fixture changed by `edit`, with paths
    /// relative to its content folder.
    func check(_ edit: (ContentPaths) throws -> Void) throws -> [String] {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try edit(paths)
        let report = try ContentPipeline(paths: paths).run(into: DiscardingConsumer())
        return report.diagnostics.map { $0.description.replacingOccurrences(of: paths.content + "/", with: "") }
    }

    func replace(_ file: String, _ old: String, _ new: String, in paths: ContentPaths) throws {
        let path = paths.content + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("a code block whose closing fence is missing is one error at the line it swallowed, and an unclosed last block is one too")
    func unclosedFences() throws {
        // The next block's opening fence cannot close the first (it has an info string), so
        // the heading and the failure example would become code.
        let swallowed = try check {
            try replace(
                "alpha/1-touch-target-size.md", "UIAccessibilityTraitButton;\n```\n", "UIAccessibilityTraitButton;\n", in: $0)
        }
        #expect(
            swallowed == [
                "alpha/1-touch-target-size.md:31:1: error: the heading 'Failure example' is inside the code block opened at line 27: close the block with a line of ``` before it"
            ])
        let nested = try check {
            try replace(
                "alpha/1-touch-target-size.md", "UIAccessibilityTraitButton;\n```\n\n### Failure example\n",
                "UIAccessibilityTraitButton;\n", in: $0)
        }
        #expect(
            nested == [
                "alpha/1-touch-target-size.md:31:1: error: '```objc' opens a code block inside the code block opened at line 27: close that one first with a line of ```"
            ])
        let last = try check { paths in
            let path = paths.content + "/alpha/1-touch-target-size.md"
            try (try String(contentsOfFile: path, encoding: .utf8) + "\n```html\n<p>never closed</p>\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(last.count == 1 && last[0].hasSuffix("error: this code block is never closed: end it with a line of ```"), "\(last)")
    }

    @Test("a renamed standard folder is one error for the mapping files and one for the glossary, each counting what depends on it")
    func renamedStandard() throws {
        let errors = try check { try FileManager.default.moveItem(atPath: $0.content + "/alpha", toPath: $0.content + "/alfa") }
        #expect(errors.count == 2, "\(errors)")
        #expect(
            errors.contains(
                "glossary.yaml:4:11: error: glossary term 'assistive-technology' names unknown source standard 'alpha' (did you mean 'alfa'?)"
            ))
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "alpha--wcag-2.0.yaml:1:1: error: unknown standard 'alpha' (did you mean 'alfa'?); known: alfa, beta, wcag-2.0, wcag-2.1, wcag-2.2; 1 other mapping file names it too; 3 mappings are not checked until it is fixed"
                )
            }, "\(errors)")
        // A typo in one file's header: its entries are not each reported as unknown guidelines.
        let typo = try check { try replace("../Mappings/beta--alpha.yaml", "target: alpha\n", "target: alpah\n", in: $0) }
        #expect(typo.count == 1 && typo[0].contains("unknown standard 'alpah' (did you mean 'alpha'?)"), "\(typo)")
        // A header the wrong way round: one error, not one per entry.
        let reversed = try check {
            try replace("../Mappings/beta--alpha.yaml", "source: beta\ntarget: alpha\n", "source: alpha\ntarget: beta\n", in: $0)
        }
        #expect(
            reversed.count == 1
                && reversed[0].hasSuffix(
                    "beta--alpha.yaml:1:1: error: 'source: alpha' and 'target: beta' are the wrong way round for 'beta--alpha.yaml' (source--target); swap them, or rename the file 'alpha--beta.yaml'; its 1 mapping is not checked until they agree"
                ), "\(reversed)")
    }

    @Test("a bad Understanding address is reported at the address, not at its key")
    func understandingAtItsValue() throws {
        let errors = try check {
            try replace(
                "wcag/criteria.yaml", "\"2.1\": https://www.w3.org/WAI/WCAG21/Understanding/non-text-content.html",
                "\"2.1\": http://example.org/non-text-content.html", in: $0)
        }
        #expect(
            errors == [
                "wcag/criteria.yaml:35:22: error: 'http://example.org/non-text-content.html' is not a W3C address (https://www.w3.org/...)"
            ])
    }

    @Test("did-you-mean work is bounded: among many candidates, at most a fixed number of suggestions per run")
    func suggestionsBounded() {
        let budget = SuggestionBudget()
        let ids = (1...1_000).map { "std/\($0)" }
        let answered = (1...(SuggestionBudget.limit + 20)).filter { !budget.guidelineSuggestion("std/\($0)x", ids: ids).isEmpty }
        #expect(answered.count == SuggestionBudget.limit)
        // Small sets (standards, topics) are still searched once the budget is spent.
        #expect(budget.suggestion("alpah", ["alpha", "beta"]) == " (did you mean 'alpha'?)")
        // Another standard's ids are not candidates.
        #expect(SuggestionBudget().guidelineSuggestion("other/12", ids: ids) == "")
    }

    @Test("a byte order mark before the first YAML key is accepted; a '...' or second '---' inside YAML is one error at its line")
    func yamlMarkers() throws {
        let bom = try check { paths in
            let path = paths.content + "/topics.yaml"
            try ("\u{FEFF}" + (try String(contentsOfFile: path, encoding: .utf8))).write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(bom.isEmpty, "\(bom)")
        let ended = try check { try replace("alpha/2-labels.md", "title: Labels\n", "title: Labels\n...\n", in: $0) }
        #expect(
            ended == [
                "alpha/2-labels.md:4:1: error: '...' ends the front matter here, but the next line is the field 'statement'; remove the '...' (a value starting with '...' needs quotes)"
            ])
        let second = try check { paths in
            let path = paths.content + "/topics.yaml"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try (lines.prefix(4) + ["---"] + lines.dropFirst(4)).joined(separator: "\n").write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(
            second.count == 1 && second[0].hasPrefix("topics.yaml:5:1: error: '---' starts a second YAML document here"), "\(second)")
    }

    @Test("one broken standard.yaml, guideline number or guideline file is one error, not one per guideline or mapping")
    func causesReportedOnce() throws {
        let missing = try check { try FileManager.default.removeItem(atPath: $0.content + "/alpha/standard.yaml") }
        #expect(missing.count == 2, "\(missing)")
        #expect(missing.contains { $0.contains("error: standard 'alpha' did not load (see the error for ") }, "\(missing)")
        let categories = try check {
            try replace(
                "alpha/standard.yaml", "categories:\n  - id: principles\n    title: Principles\n  - id: design\n    title: Design\n",
                "categories: none\n", in: $0)
        }
        #expect(categories.count == 1 && categories[0].contains("'categories' must be a list of {id, title}"), "\(categories)")
        let number = try check { try replace("alpha/2-labels.md", "number: \"2\"", "number: \"22\"", in: $0) }
        #expect(number.count == 1 && number[0].contains("does not match the file name"), "\(number)")
        let folder = try check { paths in
            try FileManager.default.removeItem(atPath: paths.content + "/alpha/2-labels.md")
            try FileManager.default.createDirectory(atPath: paths.content + "/alpha/2-labels.md", withIntermediateDirectories: false)
        }
        #expect(folder == ["alpha/2-labels.md:1:1: error: a folder named like a guideline file; a guideline is a file"])
    }

    @Test("YAML mistakes are reported where they are: an unclosed '[', a missing ':', a repeated key")
    func yamlLocations() throws {
        let unclosed = try check { try replace("alpha/2-labels.md", "topics: [labels-names]", "topics: [labels-names", in: $0) }
        #expect(
            unclosed == [
                "alpha/2-labels.md:7:9: error: malformed YAML: the '[' that starts here is not closed: add ']' at its end (did not find expected ',' or ']')"
            ])
        let colon = try check { try replace("alpha/2-labels.md", "level: should", "level should", in: $0) }
        #expect(
            colon == [
                "alpha/2-labels.md:5:1: error: malformed YAML: a field needs ':' after its name (key: value); could not find expected ':'"
            ])
        let repeated = try check { try replace("alpha/2-labels.md", "title: Labels\n", "title: Labels\ntitle: Again\n", in: $0) }
        #expect(repeated == ["alpha/2-labels.md:4:1: error: malformed YAML: duplicate key 'title': given again here"])
    }

    @Test("a mistyped topic is one error: the guideline's mappings are not reported as mappings of an unknown guideline")
    func noFollowUps() throws {
        let lines = try check { try replace("alpha/2-labels.md", "topics: [labels-names]", "topics: [labels-namez]", in: $0) }
        #expect(
            lines == ["alpha/2-labels.md:7:10: error: unknown topic 'labels-namez' (did you mean 'labels-names'?); see Content/topics.yaml"]
        )
        // Front matter that does not parse at all: its file name still says which guideline it is.
        let unparsed = try check { try replace("alpha/2-labels.md", "title: Labels", "title: [Labels", in: $0) }
        #expect(unparsed.count == 1 && unparsed[0].hasPrefix("alpha/2-labels.md:"))
    }

    @Test("a catalogue with a criterion removed is one error, not one per mapping")
    func brokenCatalogue() throws {
        let folder = try TemporaryDirectory()
        for name in ["Content", "Mappings"] {
            try FileManager.default.copyItem(atPath: repository + "/" + name, toPath: folder.path(name))
        }
        let path = folder.path("Content/wcag/criteria.yaml")
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- number: \"1.4.3\"" })
        let end = try #require(lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- number:") })
        lines.removeSubrange(start..<end)
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let report = try ContentPipeline(paths: ContentPaths(content: folder.path("Content"), mappings: folder.path("Mappings")))
            .run(into: DiscardingConsumer())
        #expect(report.errorCount == 1)
        #expect(
            report.diagnostics.first?.message.hasPrefix("the catalogue does not have W3C's criteria: WCAG 2.0 has 13 at level AA") == true)
    }

    @Test("bytes that are not UTF-8, a NUL, a duplicate id and an unclosed quote are reported at their own line and column")
    func locations() throws {
        func editBytes(_ paths: ContentPaths, line: Int, append bytes: [UInt8]) throws {
            let path = paths.content + "/alpha/2-labels.md"
            var lines = try Data(contentsOf: URL(fileURLWithPath: path)).split(separator: 10, omittingEmptySubsequences: false).map(
                Array.init)
            lines[line - 1] += bytes
            try Data(lines.joined(separator: [10])).write(to: URL(fileURLWithPath: path))
        }
        #expect(
            try check { try editBytes($0, line: 14, append: [0xFF]) } == [
                "alpha/2-labels.md:14:64: error: the file is not valid UTF-8 here; save it as UTF-8 (a byte that is not UTF-8 shows as � in an editor)"
            ])
        #expect(
            try check { try editBytes($0, line: 4, append: [0x00]) } == [
                "alpha/2-labels.md:4:39: error: control character U+0000 in the text; remove it (only tabs and line breaks may appear)"
            ])
        #expect(
            try check { try editBytes($0, line: 14, append: Array("\u{1B}[2J".utf8)) } == [
                "alpha/2-labels.md:14:64: error: control character U+001B in the text; remove it (only tabs and line breaks may appear)"
            ])
        #expect(
            try check { try replace("alpha/2-labels.md", "title: Labels", "title: \"Labels", in: $0) } == [
                "alpha/2-labels.md:3:8: error: malformed YAML: a quoted value is not closed; add the closing quote to the value that starts here"
            ])
        let duplicate = try check { paths in
            let text = try String(contentsOfFile: paths.content + "/alpha/2-labels.md", encoding: .utf8)
            try text.replacingOccurrences(of: "---\nnumber: \"2\"\ntitle: Labels\n", with: "---\ntitle: Labels\n\n\nnumber: \"2\"\n")
                .write(toFile: paths.content + "/alpha/2-labels.md", atomically: true, encoding: .utf8)
            try text.write(toFile: paths.content + "/alpha/2-labels-copy.md", atomically: true, encoding: .utf8)
        }
        #expect(duplicate == ["alpha/2-labels.md:5:1: error: duplicate id 'alpha/2': also defined in alpha/2-labels-copy.md"])
    }

    // MARK: 9. Control characters are escaped in every message and in text output

    @Test("a value with a line break cannot print a diagnostic of its own; escapes in values and bodies are errors")
    func controlCharacters() throws {
        let fake = try check {
            try replace("alpha/2-labels.md", "level: should", "level: \"should\\nContent/x.md:1:1: error: fake\"", in: $0)
        }
        #expect(
            fake == [
                "alpha/2-labels.md:5:8: error: unknown level 'should\\nContent/x.md:1:1: error: fake'; expected one of: must, should, advisory"
            ])
        let escaped = try check {
            try replace("alpha/2-labels.md", "title: Labels", "title: \"La\\e[31mbels\"", in: $0)
            try replace("alpha/2-labels.md", "Name every control", "Name &#27;[2J every control", in: $0)
        }
        #expect(
            escaped == [
                "alpha/2-labels.md:3:8: error: field 'title' holds the control character U+001B (from an escape such as \\e or \\x1b); remove it",
                "alpha/2-labels.md:14:1: error: the text holds the control character U+001B (a character reference such as &#27;); remove it",
            ])
    }

    @Test("the scan for control characters finds one at every offset, and only those")
    func controlScan() {
        let clean = "Tabs\tand line breaks\r\n, é, a no-break space (\u{A0}) and 日本語 are text."
        #expect(MessageText.firstControlCharacter(in: clean) == nil)
        for control in ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"] {
            for offset in 0...17 {
                let text = String(repeating: "a", count: offset) + control + "bcdefghijklmnop"
                #expect(MessageText.firstControlCharacter(in: text) == control.unicodeScalars.first, "\(offset)")
            }
        }
    }

    @Test("messages and text output escape control characters; the output's own colours stay")
    func escapedOutput() throws {
        let error = CrosswalkError.notFound(kind: "guideline", name: "x\n\u{1B}]0;title\u{7}", suggestions: [])
        #expect(error.description == "unknown guideline 'x\\n\\u{1B}]0;title\\u{7}'")
        let diagnostic = Diagnostic(.error, "a\nb.md", line: 1, column: 1, "bad \u{202E}value")
        #expect(diagnostic.description == "a\\nb.md:1:1: error: bad \\u{202E}value")
        let styled = TextStyle(colour: true, width: 80).bold("title")
        #expect(Terminal.escapingControls(styled + "\n\tbody \u{1B}[2J\u{1B}]0;x\u{7}") == styled + "\n\tbody \\u{1B}[2J\\u{1B}]0;x\\u{7}")
        let query = try #require(throws: CrosswalkError.self) { try SearchQuery("\"touch\n\u{1B}[31m") }
        #expect(!query.description.contains("\n") && !query.description.contains("\u{1B}"))
    }

    // MARK: 10. Folders and files are replaced only when Crosswalk wrote them, by the same command

    @Test("site --out a folder without a marker is refused even if it looks like a site")
    func signatureIsNotEnough() throws {
        try buildStore()
        try folder.write("mine/sitemap.xml", "<urlset/>")
        try folder.write("mine/search/index.json", "{}")
        try folder.write("mine/thesis.tex", "keep me")
        let result = try CrosswalkBinary.run(siteArguments(folder.path("mine")), in: folder.url.path)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1 && result.errorLines[0].contains("it has no .crosswalk file"))
        #expect(try String(contentsOfFile: folder.path("mine/thesis.tex"), encoding: .utf8) == "keep me")
    }

    @Test("export --format csv does not replace a site, nor site an export")
    func markerNamesCommand() throws {
        try buildStore()
        let db = ["--db", folder.path("store.sqlite"), "--content", fixture.content, "--mappings", fixture.mappings]
        #expect(try CrosswalkBinary.run(siteArguments(folder.path("site")), in: folder.url.path).status == 0)
        let export = try CrosswalkBinary.run(["export", "--format", "csv", "--out", folder.path("site")] + db, in: folder.url.path)
        #expect(export.status == 1)
        #expect(
            export.errorLines == [
                "error: \(folder.path("site")): the folder was written by crosswalk site, not crosswalk export, and replacing it would delete that output; choose another folder"
            ])
        try expectWholeSite(folder.path("site"), base: "/")
        #expect(try CrosswalkBinary.run(["export", "--format", "csv", "--out", folder.path("csv")] + db, in: folder.url.path).status == 0)
        #expect(try CrosswalkBinary.run(siteArguments(folder.path("csv")), in: folder.url.path).status == 1)
        #expect(FileManager.default.fileExists(atPath: folder.path("csv/guidelines.csv")))
    }

    @Test("a --db inside --out is refused; a CNAME is kept; a file of the user's that the site would overwrite is refused")
    func foreignFiles() throws {
        try buildStore()
        let out = folder.path("site")
        #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        try FileManager.default.copyItem(atPath: folder.path("store.sqlite"), toPath: out + "/store.sqlite")
        var arguments = siteArguments(out)
        arguments[arguments.firstIndex(of: "--db")! + 1] = out + "/store.sqlite"
        let inside = try CrosswalkBinary.run(arguments, in: folder.url.path)
        #expect(inside.status == 1)
        #expect(
            inside.errorLines == [
                "error: --db \(out)/store.sqlite: it is inside --out \(out), which crosswalk site replaces whole; keep it outside that folder"
            ])
        #expect(FileManager.default.fileExists(atPath: out + "/store.sqlite"))
        try FileManager.default.removeItem(atPath: out + "/store.sqlite")

        try "example.org\n".write(toFile: out + "/CNAME", atomically: false, encoding: .utf8)
        try folder.write("site/notes/todo.txt", "mine")
        #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        #expect(try CrosswalkBinary.run(siteArguments(out), in: folder.url.path).status == 0)
        #expect(try String(contentsOfFile: out + "/CNAME", encoding: .utf8) == "example.org\n")
        #expect(try String(contentsOfFile: out + "/notes/todo.txt", encoding: .utf8) == "mine")
        try expectWholeSite(out, base: "/")

        // A page the site writes, put there by hand and not in the marker's list.
        let marker = try String(contentsOfFile: out + "/.crosswalk", encoding: .utf8)
        try marker.replacingOccurrences(of: "\n404.html\n", with: "\n").write(
            toFile: out + "/.crosswalk", atomically: false, encoding: .utf8)
        let clash = try CrosswalkBinary.run(siteArguments(out), in: folder.url.path)
        #expect(clash.status == 1)
        #expect(
            clash.errorLines.count == 1 && clash.errorLines[0].hasPrefix("error: \(out)/404.html: crosswalk site did not write this file"))
    }

    @Test("site --out '' and site --out . are one-line refusals")
    func badOutFolders() throws {
        try buildStore()
        for (out, message) in [
            ("", "error: --out '': give a folder name, e.g. --out _site"),
            (
                ".",
                "error: --out .: that is the current folder, and crosswalk site replaces its output folder whole; name a folder of its own, e.g. --out _site"
            ),
            (
                "..",
                "error: --out ..: that is a folder holding the current one, and crosswalk site replaces its output folder whole; name a folder of its own, e.g. --out _site"
            ),
        ] {
            let result = try CrosswalkBinary.run(siteArguments(out), in: folder.url.path)
            #expect(result.status == 1)
            #expect(result.errorLines == [message])
        }
        #expect(FileManager.default.fileExists(atPath: folder.path("store.sqlite")))
    }

    @Test("export --out an existing file replaces only an export")
    func exportFile() throws {
        try buildStore()
        let db = ["--db", folder.path("store.sqlite"), "--content", fixture.content, "--mappings", fixture.mappings]
        // Notes that mention the export's title, even quoted as its JSON has it, are not an export.
        let notes = "Chapter 1: the \"title\" : \"Crosswalk knowledge base export\" schema\n"
        try folder.write("thesis.txt", notes)
        let result = try CrosswalkBinary.run(["export", "--out", folder.path("thesis.txt")] + db, in: folder.url.path)
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "error: \(folder.path("thesis.txt")): the file exists and crosswalk export did not write it, so it is left as it is; choose another name or remove it first"
            ])
        #expect(try String(contentsOfFile: folder.path("thesis.txt"), encoding: .utf8) == notes)
        for _ in 0..<2 {
            #expect(try CrosswalkBinary.run(["export", "--out", folder.path("export.json")] + db, in: folder.url.path).status == 0)
        }
        // Through a link, the export it points to is replaced and the link kept.
        try FileManager.default.createSymbolicLink(atPath: folder.path("latest.json"), withDestinationPath: "export.json")
        try folder.write("export.json", try String(contentsOfFile: folder.path("export.json"), encoding: .utf8) + " ")
        #expect(try CrosswalkBinary.run(["export", "--out", folder.path("latest.json")] + db, in: folder.url.path).status == 0)
        #expect(FileSystem.kindIfKnown(of: folder.path("latest.json"), link: true) == .symbolicLink)
        #expect(try String(contentsOfFile: folder.path("export.json"), encoding: .utf8).hasSuffix("}\n"))
        // Recognised from its end: an export longer than the part read (spaces in its guideline
        // list) is one; one followed by more text is not JSON, so not one.
        let export = try String(contentsOfFile: folder.path("export.json"), encoding: .utf8)
        let padding = String(repeating: " ", count: KnowledgeBaseExport.recognisedTail + 1)
        try folder.write("long.json", export.replacingOccurrences(of: "\"guidelines\" : [", with: "\"guidelines\" : [" + padding))
        #expect(try CrosswalkBinary.run(["export", "--out", folder.path("long.json")] + db, in: folder.url.path).status == 0)
        try folder.write("more.json", export + "Notes follow.\n")
        #expect(try CrosswalkBinary.run(["export", "--out", folder.path("more.json")] + db, in: folder.url.path).status == 1)
    }

    @Test("a page file name or a guideline number that would break its web address is an error")
    func unsafeNames() throws {
        let page = try check { paths in
            try FileManager.default.moveItem(
                atPath: paths.content + "/beta/pages/testing-setup.md", toPath: paths.content + "/beta/pages/a b?#x.md")
        }
        #expect(
            page == [
                "beta/pages/a b?#x.md:1:1: error: page file name 'a b?#x.md' must be lower-case letters and digits joined by '-', such as testing-setup.md: it becomes the page's web address"
            ])
        let number = try check { try replace("alpha/2-labels.md", "number: \"2\"", "number: \"2?x\"", in: $0) }
        #expect(number.count == 1 && number[0].hasPrefix("alpha/2-labels.md:2:1: error: number '2?x' must be letters and digits"))
    }

    // MARK: 8. A query notices what a user edits, while it answers

    @Test("a query notices a guideline edited in place, one added, one deleted and a renamed folder, and answers from the rebuilt store")
    func queryNoticesEdits() throws {
        let paths = try folder.copyOfValidFixture()
        let db = folder.path("store.sqlite")
        func query(_ arguments: [String]) throws -> CrosswalkBinary.Result {
            try CrosswalkBinary.run(
                arguments + ["--db", db, "--content", paths.content, "--mappings", paths.mappings], in: folder.url.path)
        }
        let rebuilt = "note: \(paths.content)/ changed since \(db) was built; rebuilding"
        #expect(try query(["show", "alpha/2"]).status == 0)
        let fresh = try query(["show", "alpha/2"])
        #expect(fresh.status == 0 && fresh.errorLines.isEmpty, "\(fresh.errors)")

        // Written over in place (the same file, as many editors save): only its own time changes.
        let labels = paths.content + "/alpha/2-labels.md"
        let inode = try FileManager.default.attributesOfItem(atPath: labels)[.systemFileNumber] as? Int
        let text = try String(contentsOfFile: labels, encoding: .utf8)
        try text.replacingOccurrences(of: "title: Labels", with: "title: Labelled controls")
            .write(toFile: labels, atomically: false, encoding: .utf8)
        #expect(try FileManager.default.attributesOfItem(atPath: labels)[.systemFileNumber] as? Int == inode)
        let edited = try query(["show", "alpha/2"])
        #expect(edited.status == 0 && edited.errorLines == [rebuilt], "\(edited.errors)")
        #expect(edited.output.contains("Labelled controls"))
        #expect(try query(["search", "labelled"]).output.contains("alpha/2"))

        // Added: a new file in a folder.
        try text.replacingOccurrences(of: "number: \"2\"", with: "number: \"3\"")
            .replacingOccurrences(of: "title: Labels", with: "title: Focus order")
            .write(toFile: paths.content + "/alpha/3-focus-order.md", atomically: false, encoding: .utf8)
        let added = try query(["show", "alpha/3"])
        #expect(added.status == 0 && added.errorLines == [rebuilt], "\(added.errors)")
        #expect(added.output.contains("Focus order"))

        // Deleted: gone from the answer (no mapping names it).
        try FileManager.default.removeItem(atPath: paths.content + "/alpha/A-core-experience.md")
        let deleted = try query(["show", "alpha/A"])
        #expect(deleted.status == 2 && deleted.errorLines.first == rebuilt, "\(deleted.errors)")
        #expect(try query(["list", "--standard", "alpha"]).output.contains("Core experience") == false)

        // A folder renamed: the standard's mappings now name an unknown standard, which the
        // rebuild reports, leaving the store as it was; renamed back, the query answers again.
        try FileManager.default.moveItem(atPath: paths.content + "/beta", toPath: paths.content + "/gamma")
        let renamed = try query(["show", "beta/android-text-field-hints"])
        #expect(renamed.status == 1 && renamed.errorLines.first == rebuilt, "\(renamed.errors)")
        try FileManager.default.moveItem(atPath: paths.content + "/gamma", toPath: paths.content + "/beta")
        let back = try query(["show", "beta/android-text-field-hints"])
        #expect(back.status == 0 && back.errorLines == [rebuilt], "\(back.errors)")
        let after = try query(["show", "beta/android-text-field-hints"])
        #expect(after.status == 0 && after.errorLines.isEmpty, "\(after.errors)")
    }
}
