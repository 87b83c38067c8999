import Foundation

/// Writes files under the temporary site folder, creating folders as needed; used from
/// every core at once (creating a folder that exists already is not an error).
package struct SiteWriter: Sendable {
    package init(root: String, previous: String? = nil, reused: Bool = false) {
        self.root = root
        self.previous = previous
        self.reused = reused
    }

    let root: String
    /// The site being replaced, if any: a file it holds with the very bytes to write is linked
    /// into the new folder instead of written again.
    var previous: String? = nil
    /// `root` is the folder of a run before this one's (``FileSystem/previousSibling(of:)``):
    /// each path may hold a file already, perhaps a link to the very file of `previous`, which
    /// is never written through.
    var reused = false
    /// Every file written, relative to `root`.
    let written = WrittenFiles()

    /// The paths written, from every core.
    final class WrittenFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []

        func insert(_ path: String) { _ = lock.withLock { paths.insert(path) } }
        var all: Set<String> { lock.withLock { paths } }
    }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    /// Links a file the replaced site holds with the very bytes to write rather than writing
    /// it: a new file costs an inode, and the file system allocates one slowly right after the
    /// previous site's were freed; a link costs none, and the previous site's removal then
    /// frees nothing.
    func write(_ data: Data, to relative: String) throws {
        let path = root + "/" + relative
        try makeParent(of: path)
        if let existing = previous.map({ $0 + "/" + relative }), Self.holds(existing, data) {
            // A reused folder's link to that very file is already what is to be written.
            if reused && Self.isLink(path, to: existing) {
                written.insert(relative)
                return
            }
            clear(path)
            if Foundation.link(existing, path) == 0 {
                written.insert(relative)
                return
            }
        }
        try create(path, relative) { write in try write(data) }
    }

    /// Whether the regular file `existing` holds `data`.
    static func holds(_ existing: String, _ data: Data) -> Bool {
        var status = stat()
        return lstat(existing, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) == data.count
            && FileManager.default.contents(atPath: existing) == data
    }

    /// Whether `path` and `existing` are one file (a link made by an earlier run).
    package static func isLink(_ path: String, to existing: String) -> Bool {
        var mine = stat()
        var theirs = stat()
        return lstat(path, &mine) == 0 && lstat(existing, &theirs) == 0 && mine.st_mode & S_IFMT == S_IFREG
            && mine.st_ino == theirs.st_ino && mine.st_dev == theirs.st_dev
    }

    /// In a reused folder, removes what is at `path` (a file, perhaps linked to the published
    /// site's, or a folder where a file now goes), so that nothing is written through a link.
    private func clear(_ path: String) {
        guard reused, unlink(path) != 0, errno != ENOENT else { return }
        FileSystem.removeIfPresent(path)
    }

    /// Creates the folders above `path`; in a reused folder, a file standing where one of them
    /// goes is removed first.
    private func makeParent(of path: String) throws {
        // Up to the last slash (a page's path is root + "/" + its route's file): NSString's
        // deletingLastPathComponent also standardises the path, which costs far more.
        let folder = String(path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)])
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            guard reused else { throw error }
            var prefix = root
            for part in folder.dropFirst(root.count + 1).split(separator: "/") {
                prefix += "/" + part
                if FileSystem.kindIfKnown(of: prefix, link: true) != .folder { FileSystem.removeIfPresent(prefix) }
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    /// Writes a file produced in pieces (see ``FileSystem/writeFile(to:_:)``).
    func write(to relative: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        let path = root + "/" + relative
        try makeParent(of: path)
        try create(path, relative, produce)
    }

    /// Writes the file at `path` (`relative` below the root), its folder made already.
    private func create(_ path: String, _ relative: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        clear(path)
        try FileSystem.writeFile(to: path, produce)
        written.insert(relative)
    }

    /// Copies `Site/assets` to `assets/` and returns how many files it wrote.
    func copyAssets(from source: String) throws -> Int {
        try FileSystem.requireFolder(source, purpose: "assets")
        let names = try FileManager.default.contentsOfDirectory(atPath: source).sorted().filter { !$0.hasPrefix(".") }
        for name in names {
            try write(try Data(contentsOf: URL(fileURLWithPath: source + "/" + name)), to: "assets/" + name)
        }
        return names.count
    }
}
