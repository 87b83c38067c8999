import Foundation

/// The running program's path. Foundation's `Bundle.main` traps when the program's folder
/// cannot be read by the user running it (a build run as another user, as the fault tests do),
/// so the path is read from the kernel's link and, failing that, from the command line.
public enum Executable {
    public static let path: String? = {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return link }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).standardizedFileURL.path
    }()
}
