/// Failures that stop a command, each naming the file or argument and the step that failed.
public enum CrosswalkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A folder the command needs does not exist.
    case missingFolder(path: String, purpose: String)
    /// A query found no store to answer from: no `--db`, no `CROSSWALK_DB`, no repository
    /// here or above, and nothing installed at `installed` (relative to the executable).
    case noStore(installed: String)
    /// Reading a file or folder failed.
    case unreadable(path: String, step: String, reason: String)
    /// Writing output failed; the previous output is untouched.
    case writeFailed(path: String, step: String, reason: String)
    /// The content has errors (already printed as diagnostics).
    case invalidContent(errors: Int)
    /// The store could not be opened or queried.
    case store(path: String, step: String, reason: String)
    /// A name given on the command line does not exist.
    case notFound(kind: String, name: String, suggestions: [String])
    /// A malformed argument, such as a search query FTS5 cannot parse.
    case invalidArgument(argument: String, reason: String)
    /// A file of the site (a template, the checklist sets) that does not parse or names what
    /// does not exist.
    case siteFile(path: String, line: Int, column: Int, reason: String)
    /// Output refused before anything was written: the path holds something the command
    /// must not replace (someone's file or folder, an input of the run).
    case refused(path: String, reason: String)

    /// One line: control characters escaped and long values cut (``MessageText``), so no
    /// value can print a line of its own.
    public var description: String { MessageText.line(text) }

    private var text: String {
        switch self {
        case .missingFolder(let path, let purpose):
            "\(purpose) folder '\(path)' not found; run crosswalk in the Crosswalk repository or pass its path"
        case .noStore(let installed):
            "no store to answer from: no --db, no CROSSWALK_DB, no Crosswalk repository (Content/ and Mappings/) here or above, "
                + "and no installed store (\(installed) beside the executable); run crosswalk in the repository, "
                + "give --db PATH, or install it with 'make install'"
        case .unreadable(let path, let step, let reason):
            "\(path): cannot \(step): \(reason)"
        case .writeFailed(let path, let step, let reason):
            "\(path): \(step) failed: \(reason); the previous file is untouched"
        case .invalidContent(let errors):
            "content has \(errors) error\(errors == 1 ? "" : "s"); nothing was written"
        case .store(let path, let step, let reason):
            "\(path): \(step): \(reason)"
        case .notFound(let kind, let name, let suggestions):
            "unknown \(kind) '\(MessageText.quoted(name))'"
                + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?")
        case .invalidArgument(let argument, let reason):
            "\(argument): \(reason)"
        case .siteFile(let path, let line, let column, let reason):
            "\(path):\(line):\(column): error: \(reason)"
        case .refused(let path, let reason):
            "\(path): \(reason)"
        }
    }
}
