import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File operations that must not leave half-written output behind.
public enum FileSystem {
    /// Moves `source` over `destination` in one step (POSIX `rename`, atomic on one file
    /// system): readers see the old file or the new one, never a mix.
    public static func replace(_ destination: String, with source: String) throws {
        if rename(source, destination) != 0 {
            let reason = String(cString: strerror(errno))
            throw CrosswalkError.writeFailed(path: destination, step: "rename \(source) into place", reason: reason)
        }
    }

    /// A path for temporary output next to `destination` (same folder, so the final
    /// rename stays on one file system), unique to this process. Removes first what an
    /// earlier run that was killed left there (a build stopped with Ctrl-C leaves its whole
    /// store or site folder): the siblings named for a process that no longer runs. Those of
    /// a run still going are left alone.
    public static func temporarySibling(of destination: String) -> String {
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).tmp-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            var owner = name.dropFirst(prefix.count)
            if owner.hasSuffix(".old") { owner = owner.dropLast(".old".count) }
            guard let pid = Int32(owner), pid != getpid(), !isRunning(pid) else { continue }
            removeIfPresent((folder as NSString).appendingPathComponent(name))
        }
        return (folder as NSString).appendingPathComponent(prefix + String(getpid()))
    }

    /// Whether a process `pid` exists (signal 0 checks without sending anything).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Whether `path` exists and is a folder (or a link to one).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Throws ``CrosswalkError/missingFolder(path:purpose:)`` unless `path` is a folder.
    public static func requireFolder(_ path: String, purpose: String) throws {
        guard isFolder(path) else { throw CrosswalkError.missingFolder(path: path, purpose: purpose) }
    }

    /// Throws a plain message when the folder `path` is to be written in does not exist:
    /// the libraries' own errors for it ("unable to open database file", "The file doesn't
    /// exist") do not say which file is missing.
    public static func requireParentFolder(of path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard isFolder(folder) else {
            throw CrosswalkError.writeFailed(path: path, step: "write", reason: "there is no folder \(folder)")
        }
    }

    public static func removeIfPresent(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The newest modification time of any file or folder under `paths` (the roots included),
    /// or nil if none exists.
    public static func newestModification(under paths: [String]) -> Date? {
        paths.compactMap { newestModificationTime(under: $0) }.max().map { Date(timeIntervalSince1970: $0) }
    }

    /// The newest modification time, in seconds since 1970, of `root` and everything under it;
    /// nil when it does not exist. Greater than a date's seconds exactly when
    /// ``modified(under:after:)`` is true for that date.
    static func newestModificationTime(under root: String) -> Double? {
        var newest: Double?
        walkModificationTimes(root) { time in
            if newest.map({ time > $0 }) ?? true { newest = time }
            return true
        }
        return newest
    }

    /// Whether anything under `root` (the root included) was modified after `date`; stops at
    /// the first that was. Every query command asks this of the content before it answers.
    public static func modified(under root: String, after date: Date) -> Bool {
        let limit = date.timeIntervalSince1970
        var found = false
        walkModificationTimes(root) { time in
            found = time > limit
            return !found
        }
        return found
    }

    /// Calls `visit` with the modification time of `root` and of everything under it, until it
    /// returns false. `readdir` and `fstatat` relative to each open folder: one system call per
    /// entry and no path building, where Foundation's enumerator stats each entry itself and a
    /// second `stat` by full path followed (0.33 s for 20,000 guidelines, most of a query).
    static func walkModificationTimes(_ root: String, _ visit: (Double) -> Bool) {
        var info = stat()
        guard stat(root, &info) == 0 else { return }
        guard visit(seconds(info)), info.st_mode & S_IFMT == S_IFDIR else { return }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = walkFolder(descriptor, visit)
    }

    /// Walks the folder open as `descriptor` (and closes it); false when `visit` stopped it.
    private static func walkFolder(_ descriptor: Int32, _ visit: (Double) -> Bool) -> Bool {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return true
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let keepGoing = withUnsafePointer(to: entry.pointee.d_name) { name -> Bool in
                name.withMemoryRebound(to: CChar.self, capacity: 256) { name in
                    if name[0] == 46 && (name[1] == 0 || (name[1] == 46 && name[2] == 0)) { return true }
                    var info = stat()
                    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return true }
                    // A link counts with its target's time, and is not descended (no loops).
                    let link = info.st_mode & S_IFMT == S_IFLNK
                    if link && fstatat(descriptor, name, &info, 0) != 0 { return true }
                    guard visit(seconds(info)) else { return false }
                    guard !link, info.st_mode & S_IFMT == S_IFDIR else { return true }
                    let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    return child < 0 || walkFolder(child, visit)
                }
            }
            if !keepGoing { return false }
        }
        return true
    }

    private static func seconds(_ info: stat) -> Double {
        #if canImport(Darwin)
            return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }

    /// Seconds since 1970 of the last modification of `path`, or nil if it does not exist.
    package static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return seconds(info)
    }
}

extension FileSystem {
    /// Creates or truncates `path` and writes `data` with plain POSIX calls. For the files of
    /// a folder that ``writeFolderAtomically(_:owner:signature:fill:)`` swaps in whole:
    /// Foundation's `Data.write` and `createFile` flush every file to disk (`fsync`: 2,133
    /// calls for a 2,000-guideline site), which a folder swapped in whole does not need. A
    /// failure leaves a partial file only in that temporary folder, which is then discarded.
    public static func writeFile(_ data: Data, to path: String) throws {
        try writeFile(to: path) { write in try write(data) }
    }

    /// As ``writeFile(_:to:)``, for a file produced in pieces: `produce` hands each piece to
    /// its argument, which writes it at once.
    public static func writeFile(to path: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CrosswalkError.writeFailed(path: path, step: "create", reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        try produce { data in
            try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw CrosswalkError.writeFailed(path: path, step: "write", reason: String(cString: strerror(errno)))
                    }
                    offset += written
                }
            }
        }
    }

    /// Writes `text` to a temporary sibling of `path`, then renames it into place.
    ///
    /// `owner` and `signature`: an existing file is replaced only when it is empty or holds
    /// `signature` (text every file `owner` writes contains), so `--out thesis.txt` does not
    /// overwrite someone's thesis. Anything but a regular file is refused: the rename would
    /// put a file in place of a device or a named pipe.
    public static func writeAtomically(_ text: String, to path: String, owner: String, signature: String) throws {
        try writeAtomically(text, to: path, owner: owner) { fileContains($0, Data(signature.utf8)) }
    }

    /// As ``writeAtomically(_:to:owner:signature:)``, recognising the owner's files with
    /// `isOwn` (which reads the file at the path it is given). A symbolic link is followed:
    /// the file it points to is replaced, the link stays.
    public static func writeAtomically(_ text: String, to path: String, owner: String, isOwn: (String) -> Bool) throws {
        try writeAtomically(to: path, owner: owner, isOwn: isOwn) { try $0.write(contentsOf: Data(text.utf8)) }
    }

    /// As ``writeAtomically(_:to:owner:isOwn:)``, the file written by `fill` a part at a time
    /// (an export larger than memory should hold at once); what `fill` returns is returned.
    public static func writeAtomically<Result>(
        to path: String, owner: String, isOwn: (String) -> Bool, _ fill: (FileHandle) throws -> Result
    ) throws -> Result {
        let target = try writeTarget(of: path, option: "--out")
        try requireReplaceableFile(target, owner: owner, isOwn: isOwn)
        return try writeAtomically(to: target, fill)
    }

    /// Throws ``CrosswalkError/refused(path:reason:)`` unless `path` is missing, an empty
    /// regular file, or a regular file holding `signature`.
    static func requireReplaceableFile(_ path: String, owner: String, signature: String) throws {
        try requireReplaceableFile(path, owner: owner) { fileContains($0, Data(signature.utf8)) }
    }

    /// Throws ``CrosswalkError/refused(path:reason:)`` unless `path` is missing, an empty
    /// regular file, or a regular file `isOwn` recognises.
    static func requireReplaceableFile(_ path: String, owner: String, isOwn: (String) -> Bool) throws {
        guard !path.isEmpty else { throw CrosswalkError.refused(path: "''", reason: "give a file name") }
        let kind: EntryKind
        do { kind = try FileSystem.kind(of: path) } catch { throw CrosswalkError.refused(path: path, reason: error.reason) }
        switch kind {
        case .missing: return
        case .file: break
        default: throw CrosswalkError.refused(path: path, reason: "it is \(kind.description), not a file \(owner) can replace")
        }
        guard !isOwn(path) else { return }
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0 { return }
        throw CrosswalkError.refused(
            path: path,
            reason: "the file exists and \(owner) did not write it, so it is left as it is; choose another name or remove it first")
    }

    /// Whether the file at `path` contains `needle`, read a block at a time (an export can be
    /// large; nothing is parsed).
    static func fileContains(_ path: String, _ needle: Data) -> Bool {
        guard !needle.isEmpty, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        var carried = Data()
        while let block = try? handle.read(upToCount: 1 << 20), !block.isEmpty {
            let window = carried + block
            if window.range(of: needle) != nil { return true }
            carried = window.suffix(needle.count - 1)
        }
        return false
    }

    /// Writes `text` to a temporary sibling of `path`, then renames it into place.
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(to: path) { try $0.write(contentsOf: Data(text.utf8)) }
    }

    /// As ``writeAtomically(_:to:)``, the temporary file written by `fill`.
    static func writeAtomically<Result>(to path: String, _ fill: (FileHandle) throws -> Result) throws -> Result {
        try requireParentFolder(of: path)
        let temporary = temporarySibling(of: path)
        do {
            guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
                throw CrosswalkError.writeFailed(path: path, step: "create \(temporary)", reason: "the file could not be created")
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
            let result: Result
            do {
                result = try fill(handle)
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            try replace(path, with: temporary)
            return result
        } catch let error as CrosswalkError {
            removeIfPresent(temporary)
            throw error
        } catch {
            removeIfPresent(temporary)
            throw CrosswalkError.writeFailed(path: path, step: "write", reason: error.localizedDescription)
        }
    }
}
