import ArgumentParser
import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// The CLI, parsed and run in-process.
@Suite("crosswalk check and build")
struct CommandTests {
    /// Runs a command in-process; what it writes to standard error is kept out of the
    /// terminal and returned.
    @discardableResult
    private func run(_ arguments: [String], capture: ErrorCapture = ErrorCapture()) throws -> [String] {
        try Terminal.$capture.withValue(capture) {
            var command = try CrosswalkCommand.parseAsRoot(arguments)
            try command.run()
        }
        return capture.lines
    }

    @Test("check passes on the valid fixture")
    func checkValid() throws {
        let lines = try run(["check", "--content", TestSupport.validFixture.content, "--mappings", TestSupport.validFixture.mappings])
        #expect(lines == ["checked 2 standards, 4 guidelines, 1 pages, 4 mappings: no problems"])
    }

    @Test("check exits 1 on a broken fixture")
    func checkBroken() throws {
        let folder = try TemporaryDirectory()
        let paths = try folder.copyOfValidFixture()
        try folder.write("Content/alpha/2-labels.md", "---\nnumber: \"2\"\n---\n")
        let capture = ErrorCapture()
        #expect(throws: ExitCode(1)) {
            try run(["check", "--content", paths.content, "--mappings", paths.mappings], capture: capture)
        }
        #expect(capture.lines.first?.hasSuffix("2-labels.md:2:1: error: missing required field 'title'") == true)
        #expect(capture.lines.last == "checked 2 standards, 3 guidelines, 1 pages, 2 mappings: 8 errors, 0 warnings")
    }

    @Test("build writes the store; a missing folder is an error naming it")
    func build() throws {
        let folder = try TemporaryDirectory()
        let db = folder.path("out.sqlite")
        try run([
            "build", "--quiet", "--content", TestSupport.validFixture.content, "--mappings", TestSupport.validFixture.mappings, "--db", db,
        ])
        #expect(try Store(path: db).summary().guidelines == 4)
        let error = try #require(throws: CrosswalkError.self) {
            try run(["build", "--content", folder.path("nowhere"), "--db", db])
        }
        #expect(CrosswalkCommand.outcome(of: error).status == 1)
        #expect(CrosswalkCommand.outcome(of: error).message?.contains("nowhere") == true)
    }

    @Test("writing into a folder that does not exist names the folder")
    func missingOutputFolder() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.path("missing")
        #expect(throws: CrosswalkError.writeFailed(path: missing + "/x.sqlite", step: "write", reason: "there is no folder \(missing)")) {
            try StoreBuilder.build(paths: TestSupport.validFixture, destination: missing + "/x.sqlite")
        }
        #expect(throws: CrosswalkError.writeFailed(path: missing + "/x.json", step: "write", reason: "there is no folder \(missing)")) {
            try FileSystem.writeAtomically("{}", to: missing + "/x.json")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test("site and export replace only folders they wrote, never someone's own")
    func ownFolders() throws {
        let folder = try TemporaryDirectory()
        let db = folder.path("store.sqlite")
        let fixture = ["--content", TestSupport.validFixture.content, "--mappings", TestSupport.validFixture.mappings, "--db", db]
        // The fixture's checklist sets: the repository's name standards it does not have.
        let site = ["site", "--quiet", "--checklists", TestSupport.fixtures.appendingPathComponent("valid/Site/checklists.yaml").path]
        try folder.write("mine/notes.txt", "keep me")
        for command in [site, ["export", "--format", "csv"]] {
            let error = try #require(throws: CrosswalkError.self) { try run(command + ["--out", folder.path("mine")] + fixture) }
            #expect(CrosswalkCommand.outcome(of: error).status == 1)
        }
        #expect(try String(contentsOfFile: folder.path("mine/notes.txt"), encoding: .utf8) == "keep me")

        // A new folder, then the same folder again: the second run replaces the first.
        try run(site + ["--out", folder.path("site")] + fixture)
        try run(site + ["--out", folder.path("site")] + fixture)
        #expect(FileManager.default.fileExists(atPath: folder.path("site/.crosswalk")))
        try run(["export", "--format", "csv", "--out", folder.path("csv")] + fixture)
        try run(["export", "--format", "csv", "--out", folder.path("csv")] + fixture)
        #expect(FileManager.default.fileExists(atPath: folder.path("csv/guidelines.csv")))
    }

    @Test("unknown options are rejected by the parser")
    func badArguments() {
        #expect(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(["build", "--contnet", "x"]) }
        #expect(throws: (any Error).self) { try CrosswalkCommand.parseAsRoot(["search", "touch", "--bogus"]) }
    }

    @Test("a -word exclusion is the query's, before or after options, never an option")
    func exclusions() throws {
        for arguments in [
            ["search", "focus", "-keyboard"], ["search", "focus", "-touch", "--format", "json"], ["search", "-touch", "focus"],
        ] {
            let search = try #require(try CrosswalkCommand.parseAsRoot(arguments) as? SearchCommand)
            #expect(search.query.contains { $0.hasPrefix("-") }, "\(arguments)")
            #expect(!search.query.contains("--format"))
        }
    }

    @Test("CSV cells a spreadsheet would run as a formula are neutralised; others are exact")
    func csvInjection() throws {
        let csv = try Serialization.csv(
            header: ["a", "b"], rows: [["=HYPERLINK(\"http://x\")", "+1"], ["-2", "@SUM(A1)"], ["plain", "a=b"]])
        #expect(csv.contains("\"'=HYPERLINK(\"\"http://x\"\")\",'+1"))
        #expect(csv.contains("'-2,'@SUM(A1)"))
        #expect(csv.contains("plain,a=b"))
    }
}
