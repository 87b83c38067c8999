import ArgumentParser
import CrosswalkKit

struct AuditReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Derive conformance.")
    @Argument var file: String
    func run() throws {}
}
