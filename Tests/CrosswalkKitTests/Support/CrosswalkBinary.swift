import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `crosswalk` executable that `swift test` builds beside the tests, run as a user runs
/// it: for what only a real process shows (a reader beside it, `kill -9`, a named pipe).
enum CrosswalkBinary {
    static let executable: String = {
        let beside = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("crosswalk").path
        let candidates = [beside, TestSupport.repositoryRoot.appendingPathComponent(".build/debug/crosswalk").path].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    struct Result {
        var status: Int32
        var output: String
        var errors: String
        /// Whether the process had to be killed at the time limit.
        var timedOut: Bool
        var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
    }

    /// A started process whose standard error goes to a file, read while it runs.
    final class Running {
        let process: Process
        let errorFile: String
        let outputFile: String

        init(_ arguments: [String], in directory: String, environment: [String: String], asUser user: String? = nil) throws {
            process = Process()
            let id = UUID().uuidString
            errorFile = directory + "/.stderr-\(id)"
            outputFile = directory + "/.stdout-\(id)"
            _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
            _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
            if let user {
                // setpriv runs the binary as another user: as root, no permission is ever refused.
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--reuid=\(user)", "--regid=nogroup", "--clear-groups", CrosswalkBinary.executable] + arguments
            } else {
                process.executableURL = URL(fileURLWithPath: CrosswalkBinary.executable)
                process.arguments = arguments
            }
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle(forWritingAtPath: outputFile)
            process.standardError = FileHandle(forWritingAtPath: errorFile)
            try process.run()
        }

        var errors: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }
        var output: String { (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "" }

        /// Waits until standard error contains `text`, or `timeout` seconds pass.
        func waitForError(_ text: String, timeout: TimeInterval = 60) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if errors.contains(text) { return true }
                if !process.isRunning { return errors.contains(text) }
                usleep(10_000)
            }
            return false
        }

        func kill9() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        /// Waits for the process to end, killing it after `timeout` seconds.
        func finish(timeout: TimeInterval) -> Result {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            let timedOut = process.isRunning
            if timedOut { kill9() }
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(atPath: errorFile)
                try? FileManager.default.removeItem(atPath: outputFile)
            }
            return Result(status: process.terminationStatus, output: output, errors: errors, timedOut: timedOut)
        }
    }

    /// Runs `crosswalk arguments...` in `directory` and waits for it (at most `timeout`
    /// seconds: a run that blocks is killed and reported as timed out).
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:], asUser user: String? = nil,
        timeout: TimeInterval = 120
    ) throws -> Result {
        try Running(arguments, in: directory, environment: environment, asUser: user).finish(timeout: timeout)
    }
}
