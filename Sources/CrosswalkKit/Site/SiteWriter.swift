import Foundation

/// Writes files under the temporary site folder, creating folders as needed; used from
/// every core at once (creating a folder that exists already is not an error).
struct SiteWriter: Sendable {
    let root: String
    /// The site being replaced, if any: a file it holds with the very bytes to write is linked
    /// into the new folder instead of written again.
    var previous: String? = nil

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        if let previous {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if Self.link(previous + "/" + relative, to: path, holding: data) { return }
        }
        try write(to: relative) { write in try write(data) }
    }

    /// Links `path` to the regular file `existing` when it holds `data`. A new file costs an
    /// inode, and the file system allocates one slowly right after the previous site's were
    /// freed; a link costs none, and the previous site's removal then frees nothing.
    static func link(_ existing: String, to path: String, holding data: Data) -> Bool {
        var status = stat()
        guard lstat(existing, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == data.count,
            FileManager.default.contents(atPath: existing) == data
        else { return false }
        return Foundation.link(existing, path) == 0
    }

    /// Writes a file produced in pieces (see ``FileSystem/writeFile(to:_:)``).
    func write(to relative: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileSystem.writeFile(to: path, produce)
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
