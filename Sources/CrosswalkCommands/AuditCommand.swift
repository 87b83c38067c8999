import ArgumentParser
import CrosswalkKit
import Foundation

/// `crosswalk audit plan|check|report`: test an app once and report to every standard it is
/// held to (docs/audit.md).
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit an app once for several standards: a plan of test items, a check of the results, conformance reports.",
        discussion: """
            'audit plan' writes the fewest test items that decide every requirement of the chosen \
            standards for a platform (equal and equivalent requirements share an item; a stronger \
            requirement's pass decides a weaker one, a weaker one's failure the stronger). Record \
            each item's outcome in the YAML file, check it with 'audit check', and derive every \
            requirement's conformance with 'audit report'. See docs/audit.md.
            """,
        subcommands: [AuditPlanCommand.self, AuditCheckCommand.self, AuditReportCommand.self]
    )

    /// Today as `YYYY-MM-DD` in UTC, or `SOURCE_DATE_EPOCH`'s day when set, so a plan or
    /// report made twice from the same input is the same file.
    static func today(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        var date = Date()
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch), seconds >= 0 else {
                throw CrosswalkError.invalidArgument(
                    argument: "SOURCE_DATE_EPOCH=\(epoch)", reason: "must be a whole number of seconds since 1970-01-01 UTC")
            }
            date = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
