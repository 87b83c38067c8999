import Foundation

/// The content folders' newest modification times, walked on another core from the moment a
/// query command starts, before its arguments are parsed and its store opened: at 20,000
/// guidelines the walk (one `fstatat` a file, about 27 ms) started 15 ms into the process and
/// ended after the answer, so `show` and `search` waited for it. ``StoreProvider`` uses a
/// folder's time when the folder it checks is one walked here; any other it walks itself, so
/// a wrong guess costs a walk on a spare core, never a wrong answer.
public enum FreshnessPrefetch {
    private final class Walks: @unchecked Sendable {
        let lock = NSLock()
        var byFolder: [String: OwnThread<Double?>] = [:]
    }

    private static let walks = Walks()

    /// Starts walking `folders` (each once), each on a core of its own.
    public static func start(_ folders: [String]) {
        walks.lock.withLock {
            for folder in folders where walks.byFolder[folder] == nil {
                walks.byFolder[folder] = OwnThread { FileSystem.newestModificationTime(under: folder) }
            }
        }
    }

    /// Whether anything under `folder` was modified after `date`, from the walk started for
    /// that exact path; nil when none was (the caller walks it).
    package static func modified(under folder: String, after date: Date) -> Bool? {
        guard let walk = walks.lock.withLock({ walks.byFolder[folder] }) else { return nil }
        // A missing folder has no time: nothing under it is newer, as FileSystem.modified says.
        return walk.value.map { $0 > date.timeIntervalSince1970 } ?? false
    }
}
