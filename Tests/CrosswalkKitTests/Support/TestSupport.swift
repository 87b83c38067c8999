import CrosswalkKit
import Foundation
import Testing

/// Paths and helpers shared by the test suites: fixture trees, scratch folders, loading.
enum TestSupport {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// The valid fixture tree: two standards with one guideline of every shape.
    static let validFixture = ContentPaths(
        content: fixtures.appendingPathComponent("valid/Content").path,
        mappings: fixtures.appendingPathComponent("valid/Mappings").path)

    /// The repository's real content.
    static let realContent = ContentPaths(
        content: repositoryRoot.appendingPathComponent("Content").path,
        mappings: repositoryRoot.appendingPathComponent("Mappings").path)

    /// A store of the real content, built once per test process for the suites that only read
    /// it (a build per test is most of a suite's time).
    static let sharedRealStore = sharedStore(of: realContent, named: "real.sqlite")

    /// A store of the valid fixture, built once per test process for the suites that only read it.
    static let sharedFixtureStore = sharedStore(of: validFixture, named: "fixture.sqlite")

    /// A store of `paths` in a folder of its own that outlives the suites (the process's).
    private static func sharedStore(of paths: ContentPaths, named name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crosswalk-tests-shared-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        _ = try! StoreBuilder.build(paths: paths, destination: path)
        return path
    }

    /// The valid fixture with the frameworks fixture's standard added (Fixtures/frameworks:
    /// gamma/1 with Flutter and React Native sections beside iOS and Android, gamma/2 with iOS
    /// and Android only), and its store: built once per test process.
    static let frameworks: (folder: TemporaryDirectory, paths: ContentPaths, db: String) = {
        let folder = try! TemporaryDirectory()
        let paths = try! folder.copyOfFrameworksFixture()
        let db = folder.path("frameworks.sqlite")
        _ = try! StoreBuilder.build(paths: paths, destination: db)
        return (folder, paths, db)
    }()

    /// The site of the frameworks fixture's store with the shipped templates and assets,
    /// generated once per test process: the folder it is in (`site/` below it).
    static let frameworksSite: TemporaryDirectory = {
        let folder = try! TemporaryDirectory()
        _ = try! SiteGenerator.generate(
            store: try! Store(path: frameworks.db),
            options: SiteOptions(
                output: folder.path("site"), templates: repositoryRoot.appendingPathComponent("Site/templates").path,
                assets: repositoryRoot.appendingPathComponent("Site/assets").path,
                checklists: fixtures.appendingPathComponent("valid/Site/checklists.yaml").path, baseURL: try! BaseURL("/"))
        )
        return folder
    }()

    /// A page of ``frameworksSite`` by its path below the site (`guidelines/gamma/1/index.html`).
    static func frameworksPage(_ path: String) throws -> String {
        try String(contentsOfFile: frameworksSite.path("site/" + path), encoding: .utf8)
    }

    /// Whether ``frameworksSite`` has a file at `path`.
    static func frameworksSiteHas(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: frameworksSite.path("site/" + path))
    }

    /// Creates an empty file at `path`, a path's bytes that need not be valid UTF-8 (which a
    /// `String` path could not hold); whether it was made.
    static func createFile(atBytes path: [UInt8]) -> Bool {
        let descriptor = (path + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
        }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Loads content into memory, returning it with the pipeline's report.
    /// The real content loaded once per test process, for the suites that only read it.
    static let realKnowledgeBase: Result<(KnowledgeBase, ContentReport), any Error> = Result { try load(realContent) }

    static func load(_ paths: ContentPaths) throws -> (KnowledgeBase, ContentReport) {
        let collector = KnowledgeBaseCollector()
        let report = try ContentPipeline(paths: paths).run(into: collector)
        return (collector.knowledgeBase, report)
    }
}

/// A scratch folder removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("crosswalk-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Copies the valid fixture here and returns its paths, so a test can break one file.
    func copyOfValidFixture() throws -> ContentPaths {
        let source = TestSupport.fixtures.appendingPathComponent("valid")
        for folder in ["Content", "Mappings"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(folder), to: url.appendingPathComponent(folder))
        }
        return ContentPaths(content: path("Content"), mappings: path("Mappings"))
    }

    /// The valid fixture with the standards of Fixtures/frameworks added.
    func copyOfFrameworksFixture() throws -> ContentPaths {
        let paths = try copyOfValidFixture()
        let source = TestSupport.fixtures.appendingPathComponent("frameworks")
        for standard in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(standard), to: url.appendingPathComponent("Content/" + standard))
        }
        return paths
    }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
    }
}
