import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or folder could not be read, in plain words ("it is a folder, not a file"),
/// for a diagnostic at its path.
public struct FileProblem: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    /// The plain-language reason for a failed system call on `path`.
    init(errno code: Int32) {
        switch code {
        case ENOENT: reason = "it does not exist (or is a symbolic link to nothing)"
        case EACCES, EPERM: reason = "permission denied"
        case ELOOP: reason = "it is a symbolic link that loops"
        case ENOTDIR: reason = "a part of its path is a file, not a folder"
        case ENAMETOOLONG: reason = "its name is too long"
        case EISDIR: reason = "it is a folder, not a file"
        default: reason = String(cString: strerror(code))
        }
    }
}

extension FileSystem {
    /// What a path names, following symbolic links (`stat`), or, with `link: true`, the
    /// path itself (`lstat`).
    public enum EntryKind: Sendable, Equatable {
        case missing, file, folder, symbolicLink, fifo, characterDevice, blockDevice, socket, other

        /// "a named pipe (FIFO)", as a message says what a path is instead of a file.
        public var description: String {
            switch self {
            case .missing: "missing"
            case .file: "a file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    /// The kind of `path`; throws the reason when it cannot be told (a loop, no permission
    /// on a folder above it). A missing path is ``EntryKind/missing``.
    public static func kind(of path: String, link: Bool = false) throws(FileProblem) -> EntryKind {
        var info = stat()
        guard (link ? lstat(path, &info) : stat(path, &info)) == 0 else {
            if errno == ENOENT { return .missing }
            throw FileProblem(errno: errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// The kind of `path`, or `.missing` when it cannot be told.
    public static func kindIfKnown(of path: String, link: Bool = false) -> EntryKind {
        (try? kind(of: path, link: link)) ?? .missing
    }

    /// The bytes of the regular file at `path`. Anything else is refused before it is opened:
    /// opening a named pipe would wait forever for a writer, and a device is no content.
    public static func readRegularFile(_ path: String) throws(FileProblem) -> Data {
        let kind = try kind(of: path)
        guard kind == .file else {
            if kind == .missing {
                // stat failed as missing although the name is listed: a dangling link.
                throw FileSystem.kindIfKnown(of: path, link: true) == .symbolicLink
                    ? FileProblem("it is a symbolic link to nothing") : FileProblem("it does not exist")
            }
            throw FileProblem("it is \(kind.description), not a file")
        }
        // O_NONBLOCK: should the file be swapped for a pipe after the check, open still returns.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileProblem(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw FileProblem("it is not a regular file") }
        // Read straight into the Data's storage, sized by the file and grown should it grow.
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var length = 0
        while true {
            if length == data.count { data.count *= 2 }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + length, buffer.count - length)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileProblem(errno: errno)
            }
            if count == 0 { break }
            length += count
        }
        data.count = length
        return data
    }

    /// One name in a folder: its text, or nil when the name is not valid UTF-8 (`display`
    /// then shows it with the bad bytes as `\xFF`).
    public struct FolderEntry: Sendable, Equatable {
        public var name: String?
        public var display: String
    }

    /// The names in `folder` (not `.` and `..`), as the file system holds them: a name that
    /// is not valid UTF-8 is kept and marked, not dropped or mangled as Foundation does.
    public static func entries(of folder: String) throws(FileProblem) -> [FolderEntry] {
        guard let directory = opendir(folder) else { throw FileProblem(errno: errno) }
        defer { closedir(directory) }
        return entries { readdir(directory) }.map(\.entry)
    }

    /// The names a directory stream lists (`next` is its `readdir`), not `.` and `..`, each
    /// with the kind the stream gives (`d_type`: `DT_UNKNOWN` where the file system does not say).
    static func entries(reading next: () -> UnsafeMutablePointer<dirent>?) -> [(entry: FolderEntry, type: UInt8)] {
        var result: [(entry: FolderEntry, type: UInt8)] = []
        while let entry = next() {
            let bytes: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [46] || bytes == [46, 46] { continue }
            let name = String(validating: bytes, as: UTF8.self)
            result.append((FolderEntry(name: name, display: name ?? displayName(bytes)), entry.pointee.d_type))
        }
        return result
    }

    /// A file name's bytes as text: valid UTF-8 as it is, every other byte as `\xFF`.
    static func displayName(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= bytes.count, let text = String(validating: bytes[index..<index + length], as: UTF8.self) {
                result += text
                index += length
            } else {
                result += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return result
    }

    /// `path` as an absolute path without `.`, `..` or symbolic links, also when its last
    /// parts do not exist yet (the existing part is resolved, the rest appended): to tell
    /// whether one path lies inside another however each is written.
    public static func absolute(_ path: String) -> String {
        var components = URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
        var missing: [String] = []
        while true {
            let candidate = "/" + components.joined(separator: "/")
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.reversed().reduce(base) { ($0 == "/" ? "" : $0) + "/" + $1 }
            }
            guard let last = components.popLast() else { return "/" + missing.reversed().joined(separator: "/") }
            missing.append(last)
        }
    }

    /// Whether `inner` is `outer` or lies inside it (both as ``absolute(_:)`` gives them).
    public static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner == outer || outer == "/" || inner.hasPrefix(outer + "/")
    }
}

extension FileSystem {
    /// The file a write to `path` should replace: `path` itself, or, when it is a symbolic
    /// link, the file it ends at, so `--db store.sqlite` pointing elsewhere updates the store
    /// it points to instead of becoming a plain file beside a stale one. A link that ends
    /// nowhere (dangling, or a loop) is refused, naming where it points.
    public static func writeTarget(of path: String, option: String) throws -> String {
        guard kindIfKnown(of: path, link: true) == .symbolicLink else { return path }
        guard let resolved = realpath(path, nil) else {
            let problem = String(cString: strerror(errno))
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            let target = count >= 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            throw CrosswalkError.refused(
                path: "\(option) \(path)",
                reason:
                    "it is a symbolic link to '\(target)', which cannot be followed (\(problem.lowercased())); create that file or give another path"
            )
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
