import Foundation

/// What the store lookup reads from the process: the working folder, the environment and
/// the executable's path. A value, so tests can give their own.
public struct StoreLookup: Sendable {
    /// The environment variable that names a store when `--db` is not given.
    public static let environmentVariable = "CROSSWALK_DB"
    /// The installed store, relative to the folder holding the executable.
    public static let installedPath = "../share/crosswalk/crosswalk.sqlite"
    /// The store's name beside the content, and in the working folder by default.
    public static let defaultStore = "crosswalk.sqlite"

    public var directory: String
    public var environment: [String: String]
    public var executable: String?

    public init(directory: String, environment: [String: String], executable: String?) {
        self.directory = directory
        self.environment = environment
        self.executable = executable
    }

    /// This process's working folder, environment and executable.
    public static var current: StoreLookup {
        StoreLookup(
            directory: FileManager.default.currentDirectoryPath, environment: ProcessInfo.processInfo.environment,
            executable: Executable.path)
    }

    /// The nearest folder, the working folder or one above it, that holds both `Content/`
    /// and `Mappings/`, as a path relative to the working folder (`.`, `..`, `../..`) so that
    /// paths in messages stay as short as they were. Both folders are required so that an
    /// unrelated `Content/` (in a home folder, say) is not taken for Crosswalk's.
    public func repositoryRoot() -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var relative: [String] = []
        // A bound rather than a loop until "/": a file system with a cycle of links must
        // not keep the lookup going.
        for _ in 0..<256 {
            let path = folder.path
            if FileSystem.isFolder(path + "/Content") && FileSystem.isFolder(path + "/Mappings") {
                return relative.isEmpty ? "." : relative.joined(separator: "/")
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == path { return nil }
            folder = parent
            relative.append("..")
        }
        return nil
    }

    /// `relative` inside the repository (`Site/templates`, `../Site/templates`), or in the
    /// working folder outside one.
    public func inRepository(_ relative: String) -> String {
        Self.path(relative, in: repositoryRoot())
    }

    private static func path(_ relative: String, in root: String?) -> String {
        guard let root, root != "." else { return relative }
        return root + "/" + relative
    }

    /// The folders named, else the repository's, else the defaults (`Content`, `Mappings` in
    /// the working folder, which then do not exist and are reported as missing).
    public func contentPaths(content: String?, mappings: String?) -> ContentPaths {
        contentPaths(content: content, mappings: mappings, root: repositoryRoot())
    }

    private func contentPaths(content: String?, mappings: String?, root: String?) -> ContentPaths {
        var paths = ContentPaths(
            content: content ?? Self.path("Content", in: root), mappings: mappings ?? Self.path("Mappings", in: root))
        // The repository's folders are found, not named: a query keeps to the folders its
        // store records, as it does with the defaults.
        paths.named = content != nil || mappings != nil
        return paths
    }

    /// The installed store, as an absolute path, when it exists. The executable's links are
    /// resolved first, so a `bin/crosswalk` linked from elsewhere (as Homebrew links) finds
    /// the `share/` of the prefix it was installed into.
    public var installedStore: String? {
        guard let executable else { return nil }
        let path = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(Self.installedPath).standardizedFileURL.path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The store a query command reads, given its `--db`, `--content` and `--mappings`; nil
    /// when there is none to read: no option, no `CROSSWALK_DB`, no repository and no
    /// installed store.
    public func locate(db: String?, content: String?, mappings: String?) -> StoreLocation? {
        let root = repositoryRoot()
        let paths = contentPaths(content: content, mappings: mappings, root: root)
        let beside = Self.path(Self.defaultStore, in: root)
        if let db { return StoreLocation(db: db, paths: paths, origin: .option) }
        if paths.named { return StoreLocation(db: beside, paths: paths, origin: .option) }
        if let named = environment[Self.environmentVariable], !named.isEmpty {
            return StoreLocation(db: named, paths: paths, origin: .environment)
        }
        if root != nil { return StoreLocation(db: beside, paths: paths, origin: .repository) }
        if let installed = installedStore { return StoreLocation(db: installed, paths: paths, origin: .installed) }
        return nil
    }
}
