import Foundation

/// Writes files under the temporary site folder, creating folders as needed; used from
/// every core at once (creating a folder that exists already is not an error).
struct SiteWriter: Sendable {
    let root: String

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        try write(to: relative) { write in try write(data) }
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
