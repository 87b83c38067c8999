import CrosswalkKit
import Foundation
import Testing

/// Where a command finds its store: `--db`, named folders, `CROSSWALK_DB`, a repository here
/// or above, the installed store beside the executable; and that only the first two and the
/// repository's may be built.
@Suite("Store lookup")
struct StoreLookupTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        try folder.write("repo/Content/.keep", "")
        try folder.write("repo/Mappings/.keep", "")
        try folder.write("repo/Sources/Deep/.keep", "")
        // A Content/ without Mappings/ beside it is not a Crosswalk repository.
        try folder.write("home/Content/.keep", "")
        try folder.write("home/project/.keep", "")
        try folder.write("prefix/bin/crosswalk", "#!/bin/sh\n")
    }

    func lookup(_ relative: String, environment: [String: String] = [:], executable: String? = nil) -> StoreLookup {
        StoreLookup(directory: folder.path(relative), environment: environment, executable: executable)
    }

    @Test("the repository is the working folder or the nearest above with Content/ and Mappings/, as a relative path")
    func repositoryRoot() {
        #expect(lookup("repo").repositoryRoot() == ".")
        #expect(lookup("repo/Sources/Deep").repositoryRoot() == "../..")
        #expect(lookup("home/project").repositoryRoot() == nil)
        let deep = lookup("repo/Sources/Deep")
        #expect(deep.inRepository("Site/templates") == "../../Site/templates")
        #expect(lookup("repo").inRepository("Site/templates") == "Site/templates")
        let paths = deep.contentPaths(content: nil, mappings: nil)
        #expect(paths.content == "../../Content" && paths.mappings == "../../Mappings" && !paths.named)
    }

    @Test("the order: --db, named folders, CROSSWALK_DB, the repository, the installed store")
    func order() throws {
        let environment = [StoreLookup.environmentVariable: "/data/kb.sqlite"]
        let inRepository = lookup("repo/Sources", environment: environment)
        #expect(inRepository.locate(db: "x.sqlite", content: nil, mappings: nil)?.origin == .option)
        #expect(inRepository.locate(db: "x.sqlite", content: nil, mappings: nil)?.db == "x.sqlite")
        let named = try #require(inRepository.locate(db: nil, content: "/elsewhere/Content", mappings: nil))
        #expect(named.origin == .option && named.db == "../crosswalk.sqlite" && named.paths.mappings == "../Mappings")
        #expect(inRepository.locate(db: nil, content: nil, mappings: nil)?.db == "/data/kb.sqlite")
        let repository = try #require(lookup("repo/Sources").locate(db: nil, content: nil, mappings: nil))
        #expect(repository.origin == .repository && repository.db == "../crosswalk.sqlite" && repository.buildable)

        // Outside a repository: the store installed in the executable's prefix, if any.
        let executable = folder.path("prefix/bin/crosswalk")
        #expect(lookup("home/project", executable: executable).locate(db: nil, content: nil, mappings: nil) == nil)
        try folder.write("prefix/share/crosswalk/crosswalk.sqlite", "")
        let installed = try #require(lookup("home/project", executable: executable).locate(db: nil, content: nil, mappings: nil))
        #expect(installed.origin == .installed && !installed.buildable)
        #expect(installed.db == URL(fileURLWithPath: folder.path("prefix/share/crosswalk/crosswalk.sqlite")).standardizedFileURL.path)
        #expect(
            lookup("home/project", environment: environment, executable: executable).locate(db: nil, content: nil, mappings: nil)?.origin
                == .environment)
    }

    @Test("a linked executable finds the share/ of the prefix it was installed into")
    func linkedExecutable() throws {
        try folder.write("prefix/share/crosswalk/crosswalk.sqlite", "")
        try FileManager.default.createDirectory(atPath: folder.path("links"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("links/crosswalk"), withDestinationPath: folder.path("prefix/bin/crosswalk"))
        let store = lookup("home/project", executable: folder.path("links/crosswalk")).installedStore
        #expect(store?.hasSuffix("/prefix/share/crosswalk/crosswalk.sqlite") == true)
    }

    @Test("CROSSWALK_DB and the installed store are read as they are: never built, never rebuilt")
    func readAsTheyAre() throws {
        let paths = try folder.copyOfValidFixture()
        let db = folder.path("kb.sqlite")
        _ = try StoreBuilder.build(paths: paths, destination: db)
        let built = try #require(FileSystem.modificationTime(db))
        // Content newer than the store would rebuild a repository's store; not these.
        let tool = folder.path("prefix/bin/crosswalk")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: tool)
        for origin in [StoreLocation.Origin.environment, .installed] {
            var notes: [String] = []
            let store = try StoreProvider.open(StoreLocation(db: db, paths: paths, origin: origin), tool: tool) { notes.append($0) }
            #expect(try store.summary().guidelines == 4)
            #expect(notes.isEmpty && FileSystem.modificationTime(db) == built)
        }
        // A reader that never builds (crosswalk mcp) says the store is stale and answers from it.
        var notes: [String] = []
        _ = try StoreProvider.open(StoreLocation(db: db, paths: paths, origin: .option), build: false, tool: tool) { notes.append($0) }
        #expect(notes == ["note: \(tool) is newer than \(db); answering from it as it is (crosswalk build updates it)"])
        #expect(FileSystem.modificationTime(db) == built)
        #expect(throws: CrosswalkError.self) {
            try StoreProvider.open(StoreLocation(db: folder.path("none.sqlite"), paths: paths, origin: .option), build: false) { _ in }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("none.sqlite")))
        let missing = StoreLocation(db: folder.path("none.sqlite"), paths: paths, origin: .environment)
        #expect(throws: CrosswalkError.self) { try StoreProvider.open(missing) { _ in } }
    }

    @Test("a build records when it was built")
    func builtAt() throws {
        let db = folder.path("kb.sqlite")
        let before = Date().addingTimeInterval(-1)
        _ = try StoreBuilder.build(paths: try folder.copyOfValidFixture(), destination: db)
        let built = try #require(try Store(path: db).builtAt())
        #expect(built >= before && built <= Date().addingTimeInterval(1))
    }
}
