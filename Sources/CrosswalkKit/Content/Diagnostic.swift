/// One problem found in the content, printed as `path:line:column: severity: message`, the
/// format compilers use, so editors and CI annotate the right line.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case error, warning
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    public var severity: Severity
    /// The file as the user named it (content or mappings folder joined with the relative path).
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Severity, _ path: String, line: Int, column: Int, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.message = message
    }

    /// One line whatever the file name and message hold: control characters are escaped and
    /// a long message is cut (``MessageText``), so no value prints a diagnostic of its own.
    public var description: String {
        "\(MessageText.escaped(path)):\(line):\(column): \(severity.rawValue): \(MessageText.line(message))"
    }
}

/// A position in a file, for diagnostics.
public struct SourceLocation: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// Collects diagnostics while content is loaded; every problem is reported, none stops the run.
public final class DiagnosticLog {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Lines whose later problems are consequences of one already reported there (a byte
    /// that is not UTF-8 makes the value on its line unknown too): not reported.
    private var quietLines: [String: Set<Int>] = [:]

    public init() {}

    /// Drops every later diagnostic at `line` of `path`.
    func quiet(_ path: String, line: Int) {
        quietLines[path, default: []].insert(line)
    }

    /// The lines of `path` made quiet, to hand on with a worker thread's diagnostics.
    func quietLines(in path: String) -> [Int] {
        (quietLines[path] ?? []).sorted()
    }

    private func isQuiet(_ location: SourceLocation) -> Bool {
        quietLines[location.path]?.contains(location.line) ?? false
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    public var hasErrors: Bool { errorCount > 0 }

    public func error(_ location: SourceLocation, _ message: String) {
        guard !isQuiet(location) else { return }
        diagnostics.append(Diagnostic(.error, location.path, line: location.line, column: location.column, message))
    }

    public func warning(_ location: SourceLocation, _ message: String) {
        guard !isQuiet(location) else { return }
        diagnostics.append(Diagnostic(.warning, location.path, line: location.line, column: location.column, message))
    }

    /// Adds diagnostics collected elsewhere (a worker thread's log).
    public func append(_ other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Diagnostics in file order, so output reads top to bottom per file.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
