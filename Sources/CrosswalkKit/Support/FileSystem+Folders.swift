import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders written whole (the site, a CSV export): built beside the destination, then put in
/// its place in one step.
extension FileSystem {
    /// The file that marks a folder as written by Crosswalk: its first line names the command
    /// (`Written by crosswalk site.`), then come the files that command wrote.
    public static let ownedFolderMarker = ".crosswalk"

    /// What an existing marker says: the command that wrote the folder, and the files it
    /// wrote (nil for a marker from before the list was kept, whose folder was promised to
    /// be replaced whole).
    struct FolderMarker: Equatable {
        var owner: String
        var files: Set<String>?

        static let filesHeading = "Files it wrote (replaced on every run; any other file here is kept):"

        init(owner: String, files: Set<String>?) {
            self.owner = owner
            self.files = files
        }

        /// Reads the marker of `folder`; nil when there is none or it is not one Crosswalk wrote.
        init?(folder: String) {
            guard let data = try? FileSystem.readRegularFile(folder + "/" + FileSystem.ownedFolderMarker),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines.removeFirst()
            guard first.hasPrefix("Written by "), let end = first.firstIndex(of: ".") else { return nil }
            owner = String(first[first.index(first.startIndex, offsetBy: "Written by ".count)..<end])
            if let heading = lines.firstIndex(of: Self.filesHeading) {
                files = Set(lines[(heading + 1)...].filter { !$0.isEmpty })
            } else {
                files = nil
            }
        }

        var text: String {
            (["Written by \(owner).", Self.filesHeading] + (files ?? []).sorted()).joined(separator: "\n") + "\n"
        }
    }

    /// Fills a temporary folder beside `path` with `fill`, then puts it in place of `path` in
    /// one atomic exchange: a reader (or a web server) sees the old folder or the new one,
    /// never neither, and a run killed at any point leaves one of them whole. The previous
    /// folder is then removed (or kept for the next run to fill: see the next function).
    ///
    /// What may be replaced is checked before anything is written: `path` must be missing, an
    /// empty folder, or a folder whose marker names `owner` (`crosswalk site` does not replace
    /// an export, nor an export a site). Files there that the marker does not list are the
    /// user's (a `CNAME`) and are carried into the new folder, those written during the run too;
    /// one the new folder would overwrite is refused. `inputs` are the paths the run reads (`--db`, `--content`, ...),
    /// each with its option: none may lie inside `path`, which is replaced, nor may `path` be
    /// the working folder or hold it. Returns the files `fill` wrote, relative to the folder.
    @discardableResult
    public static func writeFolderAtomically(
        _ path: String, owner: String, option: String = "--out", inputs: [(option: String, path: String)] = [],
        fill: (String) throws -> Void
    ) throws -> Set<String> {
        try writeFolderAtomically(path, owner: owner, option: option, inputs: inputs, keepingPrevious: false) { folder, _ in
            try fill(folder)
            return try files(under: folder)
        }
    }

    /// As ``writeFolderAtomically(_:owner:option:inputs:fill:)``; with `keepingPrevious`, the
    /// folder replaced is not removed but kept beside `path` (``previousSibling(of:)``), and the
    /// next run fills that folder instead of a new one: removing the old site's 23,000 folders
    /// and making as many new ones was a seventh of a 20,000-guideline site's run, and left
    /// one core idle (bench/README.md). `fill` is told whether its folder holds such a run's
    /// files, and returns the files it wrote; anything else in a reused folder is removed
    /// before the user's files are carried in.
    static func writeFolderAtomically(
        _ path: String, owner: String, option: String, inputs: [(option: String, path: String)], keepingPrevious: Bool,
        fill: (_ folder: String, _ reused: Bool) throws -> Set<String>
    ) throws -> Set<String> {
        let previous = try requireReplaceableFolder(path, owner: owner, option: option, inputs: inputs)
        let temporary = temporarySibling(of: path)
        removeIfPresent(temporary)
        let kept = keepingPrevious ? previousSibling(of: path) : nil
        let manager = FileManager.default
        do {
            // Only a folder this owner wrote is reused (not a link to one: the run would write
            // where it points), and only by one run: the rename takes it.
            let reused =
                kept.map {
                    kindIfKnown(of: $0, link: true) == .folder && FolderMarker(folder: $0)?.owner == owner && rename($0, temporary) == 0
                } ?? false
            if !reused { try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true) }
            let written = try fill(temporary, reused)
            pauseForTests("rendered")
            // The published folder is scanned again now, not only before the fill: a file the
            // user put there while the run rendered (a CNAME) is theirs too. It is scanned on a
            // thread of its own while the reused folder is cleared (two walks of a whole site);
            // the scan for a marker without the list looks into the new folder, so it waits.
            let rescan = previous.flatMap { previous in
                previous.listed == nil ? nil : OwnThread { Result { try previous.foreign(in: path, beside: temporary) } }
            }
            let cleared = Result { if reused { try removeEntries(in: temporary, notListed: written) } }
            let rescanned = rescan?.value
            try cleared.get()
            var carried: [String] = []
            if let previous {
                carried = try rescanned?.get() ?? previous.foreign(in: path, beside: temporary)
                try carryOver(carried, from: path, to: temporary, owner: owner)
            }
            try FolderMarker(owner: owner, files: written).text
                .write(toFile: temporary + "/" + ownedFolderMarker, atomically: false, encoding: .utf8)
            try publish(temporary, at: path, keeping: kept) { old in
                // What arrived between that scan and the swap is in the old folder: moved across.
                if let previous {
                    try moveLateArrivals(from: old, to: path, previous: previous, carried: Set(carried), owner: owner)
                }
            }
            return written
        } catch {
            removeIfPresent(temporary)
            if let error = error as? CrosswalkError { throw error }
            throw CrosswalkError.writeFailed(path: path, step: "write folder", reason: error.localizedDescription)
        }
    }

    /// An existing folder that may be replaced, and the files its owner wrote there (nil for a
    /// marker from before the list was kept).
    struct OwnedFolder {
        var listed: Set<String>?

        /// The entries of `folder` its owner did not write, as they are now. For a marker
        /// without the list, what the new folder (`beside`) does not have at its top (a
        /// CNAME, a .nojekyll) may be the user's, so it counts too.
        func foreign(in folder: String, beside new: String) throws -> [String] {
            if let listed { return try foreignEntries(in: folder, listed: listed, alsoListed: ownedFolderMarker) }
            return try entries(of: folder).compactMap(\.name).filter {
                $0 != ownedFolderMarker && kindIfKnown(of: new + "/" + $0, link: true) == .missing
            }
        }
    }

    /// Throws ``CrosswalkError/refused(path:reason:)`` unless `path` may be replaced by
    /// `owner`; returns the existing folder, or nil when there is none (or it is empty).
    static func requireReplaceableFolder(
        _ path: String, owner: String, option: String, inputs: [(option: String, path: String)]
    ) throws -> OwnedFolder? {
        guard !path.isEmpty else {
            throw CrosswalkError.refused(path: "\(option) ''", reason: "give a folder name, e.g. \(option) _site")
        }
        let target = absolute(path)
        let here = absolute(FileManager.default.currentDirectoryPath)
        if isInside(here, target) {
            throw CrosswalkError.refused(
                path: "\(option) \(path)",
                reason:
                    "that is \(target == here ? "the current folder" : "a folder holding the current one"), and \(owner) replaces its output folder whole; name a folder of its own, e.g. \(option) _site"
            )
        }
        for input in inputs where !input.path.isEmpty && isInside(absolute(input.path), target) {
            throw CrosswalkError.refused(
                path: "\(input.option) \(input.path)",
                reason: "it is inside \(option) \(path), which \(owner) replaces whole; keep it outside that folder")
        }
        let kind: EntryKind
        do { kind = try FileSystem.kind(of: path, link: true) } catch { throw CrosswalkError.refused(path: path, reason: error.reason) }
        switch kind {
        case .missing: return nil
        case .folder: break
        case .symbolicLink:
            throw CrosswalkError.refused(
                path: path, reason: "it is a symbolic link; give the folder itself, so that \(owner) does not replace the link")
        default:
            throw CrosswalkError.refused(path: path, reason: "it is \(kind.description), not a folder \(owner) can replace")
        }
        let entries: [FolderEntry]
        do { entries = try FileSystem.entries(of: path) } catch { throw CrosswalkError.refused(path: path, reason: error.reason) }
        if entries.isEmpty { return nil }
        guard let marker = FolderMarker(folder: path) else {
            throw CrosswalkError.refused(
                path: path,
                reason:
                    "the folder holds files \(owner) did not write (it has no \(ownedFolderMarker) file), and replacing it would delete them; choose another folder or empty it"
            )
        }
        guard marker.owner == owner else {
            throw CrosswalkError.refused(
                path: path,
                reason:
                    "the folder was written by \(marker.owner), not \(owner), and replacing it would delete that output; choose another folder"
            )
        }
        let folder = OwnedFolder(listed: marker.files)
        // Scanned before anything is written so that a name that cannot be kept is refused
        // first; scanned again after the fill.
        _ = try folder.foreign(in: path, beside: path)
        return folder
    }

    /// Moves into the published folder `path` what the user put in the replaced folder (now
    /// `old`) after the last scan, before the swap: entries its owner did not write that are
    /// not among those `carried` over, and files added inside a carried folder. One the new
    /// folder also writes is not overwritten, and on any failure the old folder is kept beside
    /// `path` (the run fails naming it), so nothing of the user's is lost.
    static func moveLateArrivals(
        from old: String, to path: String, previous: OwnedFolder, carried: Set<String>, owner: String
    ) throws {
        var clash: String?
        do {
            for relative in try previous.foreign(in: old, beside: path) {
                if carried.contains(relative) {
                    try moveMissing(from: old + "/" + relative, to: path + "/" + relative)
                } else if kindIfKnown(of: path + "/" + relative, link: true) == .missing {
                    try createParent(of: path + "/" + relative)
                    try replace(path + "/" + relative, with: old + "/" + relative)
                } else if clash == nil {
                    clash = relative
                }
            }
        } catch {
            let kept = try keep(old, beside: path)
            throw CrosswalkError.writeFailed(
                path: path, step: "move files written during the run (kept in \(kept))", reason: error.localizedDescription)
        }
        if let clash {
            let kept = try keep(old, beside: path)
            throw CrosswalkError.refused(
                path: path + "/" + clash,
                reason:
                    "it was written during the run and \(owner) now writes a file of that name; the new folder is in place, and the old one with your file is kept in \(kept)"
            )
        }
    }

    /// Moves what is under `source` but not under `destination` across, folder by folder.
    private static func moveMissing(from source: String, to destination: String) throws {
        guard kindIfKnown(of: source, link: true) == .folder, kindIfKnown(of: destination, link: true) == .folder else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            if kindIfKnown(of: destination + "/" + name, link: true) == .missing {
                try replace(destination + "/" + name, with: source + "/" + name)
            } else {
                try moveMissing(from: source + "/" + name, to: destination + "/" + name)
            }
        }
    }

    private static func createParent(of path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }

    /// Renames `old` to a free sibling of `path` that says what it is; returns its path.
    private static func keep(_ old: String, beside path: String) throws -> String {
        var kept = path + ".kept"
        var n = 1
        while kindIfKnown(of: kept, link: true) != .missing {
            n += 1
            kept = path + ".kept-\(n)"
        }
        try replace(kept, with: old)
        return kept
    }

    /// The files (and links) under `folder`, relative to it.
    /// Walked with ``entries(of:)``: Foundation's enumerator rebuilds each path through
    /// `NSString`, several times the cost of the walk; it is used only for a name that is not
    /// valid UTF-8, which it spells its own way.
    static func files(under folder: String) throws -> Set<String> {
        var result: Set<String> = []
        func visit(_ relative: String) -> Bool {
            guard let entries = try? entries(of: relative.isEmpty ? folder : folder + "/" + relative) else { return true }
            for entry in entries {
                guard let name = entry.name else { return false }
                let path = relative.isEmpty ? name : relative + "/" + name
                if kindIfKnown(of: folder + "/" + path, link: true) == .folder {
                    guard visit(path) else { return false }
                } else {
                    result.insert(path)
                }
            }
            return true
        }
        if visit("") { return result }
        result = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            if kindIfKnown(of: folder + "/" + relative, link: true) != .folder { result.insert(relative) }
        }
        return result
    }

    /// The entries under `folder` that are neither a listed file (nor `alsoListed`) nor a
    /// folder holding one: the top of each subtree the owner did not write, in name order.
    /// Each folder is opened from its parent's descriptor and its entries' kinds read from
    /// the folder itself (`d_type`), so a walk of a site's 23,000 folders resolves no path
    /// twice and makes no `lstat` for a kind the file system gives.
    static func foreignEntries(in folder: String, listed: Set<String>, alsoListed extra: String? = nil) throws -> [String] {
        let holding = folders(holding: listed)
        var foreign: [String] = []
        func refused(_ relative: String, _ code: Int32) -> CrosswalkError {
            CrosswalkError.refused(path: folder + "/" + relative, reason: FileProblem(errno: code).reason)
        }
        func visit(_ descriptor: Int32, _ relative: String) throws {
            guard let directory = fdopendir(descriptor) else {
                let code = errno
                close(descriptor)
                throw refused(relative, code)
            }
            defer { closedir(directory) }
            // Only the entries not listed are sorted (a site's folders hold nearly only listed ones).
            var unlisted: [(name: String?, display: String, isFolder: Bool)] = []
            for (entry, type) in entries(reading: { readdir(directory) }) {
                guard let name = entry.name else {
                    unlisted.append((nil, entry.display, false))
                    continue
                }
                let path = relative.isEmpty ? name : relative + "/" + name
                if listed.contains(path) || path == extra { continue }
                let isFolder: Bool
                switch Int32(type) {
                case Int32(DT_DIR): isFolder = true
                case Int32(DT_UNKNOWN):
                    var info = stat()
                    isFolder = fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
                default: isFolder = false
                }
                unlisted.append((name, name, isFolder))
            }
            for entry in unlisted.sorted(by: { $0.display < $1.display }) {
                guard let name = entry.name else {
                    throw CrosswalkError.refused(
                        path: folder + "/" + (relative.isEmpty ? "" : relative + "/") + entry.display,
                        reason: "the name is not valid UTF-8, so it cannot be kept; rename or move it")
                }
                let path = relative.isEmpty ? name : relative + "/" + name
                guard entry.isFolder, holding.contains(path) else {
                    foreign.append(path)
                    continue
                }
                let child = openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { throw refused(path, errno) }
                try visit(child, path)
            }
        }
        let top = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { throw CrosswalkError.refused(path: folder + "/", reason: FileProblem(errno: errno).reason) }
        try visit(top, "")
        return foreign
    }

    /// Every folder above a file of `files` (`a` and `a/b` for `a/b/c`). A folder met again
    /// ends the file's climb: the folders above it were added with it.
    static func folders(holding files: Set<String>) -> Set<String> {
        var holding: Set<String> = []
        for file in files {
            var end = file.utf8.endIndex
            while let slash = file.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                guard holding.insert(String(file[..<slash])).inserted else { break }
                end = slash
            }
        }
        return holding
    }

    /// Puts each of `foreign` (paths relative to `folder`) into `temporary` at the same place:
    /// hard links where the file system allows (nothing is copied), copies elsewhere.
    static func carryOver(_ foreign: [String], from folder: String, to temporary: String, owner: String) throws {
        for relative in foreign {
            let source = folder + "/" + relative
            let destination = temporary + "/" + relative
            if kindIfKnown(of: destination, link: true) != .missing {
                throw CrosswalkError.refused(
                    path: source,
                    reason:
                        "\(owner) did not write this file but now writes one of the same name; move it out of the folder, and nothing else is changed"
                )
            }
            try createParent(of: destination)
            try linkTree(source, destination)
        }
    }

    private static func linkTree(_ source: String, _ destination: String) throws {
        let manager = FileManager.default
        if kindIfKnown(of: source, link: true) == .folder {
            try manager.createDirectory(atPath: destination, withIntermediateDirectories: false)
            for name in try manager.contentsOfDirectory(atPath: source) {
                try linkTree(source + "/" + name, destination + "/" + name)
            }
        } else if link(source, destination) != 0 {
            try manager.copyItem(atPath: source, toPath: destination)
        }
    }

    /// Moves the finished `temporary` folder to `path`. An existing folder is exchanged with it
    /// in one system call (Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`)
    /// and then removed from the temporary name; a missing one is a plain `rename`. Only on a
    /// file system without the exchange (NFS, FAT) does it take two renames, with a moment
    /// between them when `path` is missing.
    static func publish(
        _ temporary: String, at path: String, keeping kept: String? = nil, replaced: (String) throws -> Void = { _ in }
    ) throws {
        guard kindIfKnown(of: path, link: true) != .missing else {
            pauseForTests("before-swap")
            try replace(path, with: temporary)
            return
        }
        pauseForTests("before-swap")
        if exchange(temporary, path) == 0 {
            pauseForTests("after-swap")
            try replaced(temporary)
            dispose(temporary, keeping: kept)
            return
        }
        guard [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) else {
            throw CrosswalkError.writeFailed(
                path: path, step: "exchange \(temporary) with it", reason: String(cString: strerror(errno)))
        }
        let previous = temporary + ".old"
        removeIfPresent(previous)
        try replace(previous, with: path)
        do {
            try replace(path, with: temporary)
        } catch {
            try? replace(path, with: previous)
            throw error
        }
        try replaced(previous)
        dispose(previous, keeping: kept)
    }

    /// Removes the replaced folder `old`, or keeps it as `kept` when that name is free.
    private static func dispose(_ old: String, keeping kept: String?) {
        if let kept, kindIfKnown(of: kept, link: true) == .missing, rename(old, kept) == 0 { return }
        removeIfPresent(old)
    }

    /// Where a folder written whole keeps the one it replaced for its next run to fill
    /// (`._site.previous` beside `_site`): hidden, in the same folder, so that a rename moves it.
    static func previousSibling(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return (url.deletingLastPathComponent().path as NSString).appendingPathComponent(".\(url.lastPathComponent).previous")
    }

    /// Removes from `folder` every entry that is neither a file of `listed` (paths relative to
    /// it) nor a folder holding one: what a reused folder held of its run and not of this one.
    static func removeEntries(in folder: String, notListed listed: Set<String>) throws {
        for relative in try foreignEntries(in: folder, listed: listed) {
            try FileManager.default.removeItem(atPath: folder + "/" + relative)
        }
    }

    /// Swaps the names `a` and `b` atomically; 0 on success, else -1 with `errno` set.
    static func exchange(_ a: String, _ b: String) -> Int32 {
        #if canImport(Glibc)
            // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module does
            // not define: looked up by name, as the C library exports it.
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
            guard let symbol = dlsym(nil, "renameat2") else {
                errno = ENOSYS
                return -1
            }
            let renameExchange: UInt32 = 1 << 1
            return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, a, AT_FDCWD, b, renameExchange)
        #elseif canImport(Darwin)
            return renamex_np(a, b, UInt32(RENAME_SWAP))
        #else
            errno = ENOSYS
            return -1
        #endif
    }

    /// For the tests that kill a run at the moment it publishes (`kill -9` in the swap window)
    /// or write into its folder then: with `CROSSWALK_TEST_PAUSE` set to `point`, prints a line
    /// on standard error and waits to be killed, or, when `CROSSWALK_TEST_RESUME` names a file,
    /// until that file exists (a minute at most).
    static func pauseForTests(_ point: String) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["CROSSWALK_TEST_PAUSE"] == point else { return }
        FileHandle.standardError.write(Data("paused at \(point)\n".utf8))
        guard let resume = environment["CROSSWALK_TEST_RESUME"] else {
            while true { sleep(60) }
        }
        for _ in 0..<600 where kindIfKnown(of: resume, link: true) == .missing { usleep(100_000) }
    }
}
