import Foundation

/// Opens the store for the query commands, building it first when needed, so a fresh clone
/// answers at once and neither an edited Content/ nor an updated crosswalk is queried stale.
public enum StoreProvider {
    /// Why the store had to be (re)built, for the one-line note on stderr.
    public enum Reason: Sendable, Equatable {
        case missing
        case stale(folder: String)
        /// The program is newer than the store: how it indexes may have changed without a
        /// new schema version.
        case toolChanged(tool: String)
        case unusable(reason: String)
        /// Built from other folders than the ones named: rebuilt from those named.
        case otherFolders(built: ContentPaths)
    }

    /// The running executable, whose modification time dates how a store is built.
    public static var currentTool: String? { Executable.path }

    /// Opens the store at `location`: one that may be built (``StoreLocation/buildable``) as
    /// ``open(paths:db:mapped:tool:note:)`` does when `build` is true; otherwise as it is. A
    /// reader that never writes (`build` false, as `crosswalk mcp`) is told in a note when
    /// the store is older than its content, and gets an error when there is none.
    public static func open(
        _ location: StoreLocation, build: Bool = true, mapped: Bool = true, tool: String? = currentTool,
        note: (String) -> Void
    ) throws -> Store {
        guard location.buildable else {
            guard FileManager.default.fileExists(atPath: location.db) || location.origin != .environment else {
                throw CrosswalkError.store(
                    path: location.db, step: "open \(StoreLookup.environmentVariable)",
                    reason: "no store here; build one with 'crosswalk build --db PATH', or unset \(StoreLookup.environmentVariable)")
            }
            return try Store(path: location.db, mapped: mapped)
        }
        if build { return try open(paths: location.paths, db: location.db, mapped: mapped, tool: tool, note: note) }
        let opened = Result { try Store(path: location.db, mapped: mapped) }
        let recorded = try? recordedFolders(opened)
        let reason = try? whyRebuild(
            paths: folders(location.paths, built: recorded ?? nil), db: location.db, tool: tool, opened: opened,
            recorded: recorded ?? nil)
        switch reason {
        case .stale(let folder):
            note(
                MessageText.escaped(
                    "note: \(folder)/ changed since \(location.db) was built; answering from it as it is (crosswalk build updates it)"))
        case .toolChanged(let tool):
            note(MessageText.escaped("note: \(tool) is newer than \(location.db); answering from it as it is (crosswalk build updates it)"))
        default: break
        }
        return try opened.get()
    }

    /// Returns an open store. `note` receives one line when a build happens and the
    /// diagnostics of that build; a build with content errors throws
    /// ``CrosswalkError/invalidContent(errors:)``.
    public static func open(
        paths requested: ContentPaths, db: String, mapped: Bool = true, tool: String? = currentTool,
        note: (String) -> Void
    ) throws -> Store {
        try answer(paths: requested, db: db, mapped: mapped, tool: tool, concurrently: false, note: note) { $0 }
    }

    /// `answer` worked out from the store at `location`, kept fresh as ``open(_:build:mapped:tool:note:)``
    /// keeps it; the answer of a query command. The walk over every file's modification time
    /// (about 30 ms at 20,000 guidelines) runs on another core while `answer` runs; when it
    /// finds a newer file, that answer (or error) is discarded, the store rebuilt and `answer`
    /// run again on it. So `answer` must only read: nothing it does may be seen before it returns.
    public static func answer<Value>(
        _ location: StoreLocation, mapped: Bool = true, tool: String? = currentTool, note: (String) -> Void,
        _ answer: (Store) throws -> Value
    ) throws -> Value {
        guard location.buildable else { return try answer(try open(location, mapped: mapped, tool: tool, note: note)) }
        return try self.answer(paths: location.paths, db: location.db, mapped: mapped, tool: tool, concurrently: true, note: note, answer)
    }

    /// `concurrently`: whether `answer` runs while the content is walked, or after.
    private static func answer<Value>(
        paths requested: ContentPaths, db: String, mapped: Bool, tool: String?, concurrently: Bool, note: (String) -> Void,
        _ answer: (Store) throws -> Value
    ) throws -> Value {
        let opened = Result { try Store(path: db, mapped: mapped) }
        let recorded = try recordedFolders(opened)
        let paths = folders(requested, built: recorded)
        let reason: Reason?
        switch try check(paths: paths, db: db, tool: tool, opened: opened, recorded: recorded) {
        case .fresh: return try answer(try opened.get())
        case .rebuild(let why): reason = why
        case .walk(let built) where concurrently:
            // Its own thread: Dispatch's pool, which the answer's work uses, has a worker a core.
            let walk = OwnThread { staleFolder(paths, after: built) }
            let first = Result { try answer(try opened.get()) }
            guard let folder = walk.value else { return try first.get() }
            reason = .stale(folder: folder)
        case .walk(let built):
            reason = staleFolder(paths, after: built).map { .stale(folder: $0) }
        }
        guard let reason else { return try answer(try opened.get()) }
        // Notes are single lines whatever the paths hold.
        func say(_ line: String) { note(MessageText.escaped(line)) }
        switch reason {
        case .missing:
            say("note: \(db) not found; building it from \(paths.content)/ and \(paths.mappings)/")
        case .stale(let folder):
            say("note: \(folder)/ changed since \(db) was built; rebuilding")
        case .toolChanged(let tool):
            say("note: \(tool) is newer than \(db); rebuilding")
        case .unusable(let why):
            say("note: \(db) is not a usable store (\(why)); rebuilding")
        case .otherFolders(let built):
            say(
                "note: \(db) was built from \(built.content)/ and \(built.mappings)/; rebuilding it from \(paths.content)/ and \(paths.mappings)/"
            )
        }
        let result = try StoreBuilder.build(paths: paths, destination: db)
        for diagnostic in result.report.diagnostics { note(diagnostic.description) }
        guard result.written else { throw CrosswalkError.invalidContent(errors: result.report.errorCount) }
        return try answer(try Store(path: db, mapped: mapped))
    }

    /// The folders a query's store is kept fresh from: those named, or, when none was named,
    /// the ones the store was built from while they exist. So `search --db other.sqlite` keeps
    /// to that store's own content instead of rebuilding it from `./Content`.
    static func folders(_ requested: ContentPaths, built: ContentPaths?) -> ContentPaths {
        guard !requested.named, let built, FileSystem.isFolder(built.content) else { return requested }
        return built
    }

    /// nil when the store can be used as it is: as `make` would decide, the store is stale
    /// when the content, the mappings or the program that builds it (`tool`) is newer.
    public static func whyRebuild(paths: ContentPaths, db: String, tool: String? = currentTool) throws -> Reason? {
        let opened = Result { try Store(path: db) }
        return try whyRebuild(paths: paths, db: db, tool: tool, opened: opened, recorded: recordedFolders(opened))
    }

    /// The folders an opened store records it was built from; nil when it did not open.
    private static func recordedFolders(_ opened: Result<Store, Error>) throws -> ContentPaths? {
        guard case .success(let store) = opened else { return nil }
        return try store.builtFrom()
    }

    /// `opened`: the outcome of opening `db`, and `recorded`, the folders that store records,
    /// so a store that needs no build is opened and read once.
    static func whyRebuild(
        paths: ContentPaths, db: String, tool: String?, opened: Result<Store, Error>,
        recorded: ContentPaths?
    ) throws -> Reason? {
        switch try check(paths: paths, db: db, tool: tool, opened: opened, recorded: recorded) {
        case .fresh: return nil
        case .rebuild(let reason): return reason
        case .walk(let built): return staleFolder(paths, after: built).map { .stale(folder: $0) }
        }
    }

    /// What the checks short of walking the content say: rebuild, or fresh without looking
    /// further, or walk the content for a file newer than `built`.
    private enum Check {
        case fresh
        case rebuild(Reason)
        case walk(built: Date)
    }

    private static func check(
        paths: ContentPaths, db: String, tool: String?, opened: Result<Store, Error>, recorded: ContentPaths?
    ) throws -> Check {
        let manager = FileManager.default
        let contentExists = manager.fileExists(atPath: paths.content)
        guard manager.fileExists(atPath: db) else {
            guard contentExists else { throw CrosswalkError.missingFolder(path: paths.content, purpose: "content") }
            return .rebuild(.missing)
        }
        do {
            _ = try opened.get()
        } catch let CrosswalkError.store(_, _, reason) {
            guard contentExists else { throw CrosswalkError.store(path: db, step: "open", reason: reason) }
            return .rebuild(.unusable(reason: reason))
        }
        // Without the content folders (a store copied elsewhere) there is nothing to compare.
        guard contentExists,
            let built = FileSystem.modificationTime(db).map({ Date(timeIntervalSince1970: $0) })
        else { return .fresh }
        if let recorded, !recorded.sameFolders(as: paths) {
            return .rebuild(.otherFolders(built: recorded))
        }
        if let tool, let toolTime = FileSystem.modificationTime(tool), Date(timeIntervalSince1970: toolTime) > built {
            return .rebuild(.toolChanged(tool: tool))
        }
        return .walk(built: built)
    }

    /// The first of the content and mappings folders holding anything modified after `built`.
    private static func staleFolder(_ paths: ContentPaths, after built: Date) -> String? {
        [paths.content, paths.mappings].first {
            FreshnessPrefetch.modified(under: $0, after: built) ?? FileSystem.modified(under: $0, after: built)
        }
    }
}
