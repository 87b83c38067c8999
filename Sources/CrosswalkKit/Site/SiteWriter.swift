import Foundation

/// Writes files under the temporary site folder, creating folders as needed; safe to call
/// from several threads.
final class SiteWriter: @unchecked Sendable {
    let root: String
    private var written = 0
    private var folders: Set<String> = []
    private let lock = NSLock()

    init(root: String) {
        self.root = root
    }

    var files: Int { lock.withLock { written } }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        try write(to: relative) { write in try write(data) }
    }

    /// Writes a file produced in pieces (see ``FileSystem/writeFile(to:_:)``).
    func write(to relative: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        let path = root + "/" + relative
        let folder = (path as NSString).deletingLastPathComponent
        try lock.withLock {
            if !folders.contains(folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                folders.insert(folder)
            }
        }
        try FileSystem.writeFile(to: path, produce)
        lock.withLock { written += 1 }
    }

    /// Copies `Site/assets` to `assets/`.
    func copyAssets(from source: String) throws {
        let manager = FileManager.default
        try FileSystem.requireFolder(source, purpose: "assets")
        for name in try manager.contentsOfDirectory(atPath: source).sorted() where !name.hasPrefix(".") {
            let data = try Data(contentsOf: URL(fileURLWithPath: source + "/" + name))
            try write(data, to: "assets/" + name)
        }
    }
}
