import ArgumentParser
import CrosswalkKit

extension WCAGVersion: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.hasPrefix("wcag-") ? String(argument.dropFirst(5)) : argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--wcag VERSION`: which WCAG version the hub is read through. 2.2 by default: it is the
/// current W3C Recommendation, and it contains every criterion of 2.1 and 2.0 but 4.1.1.
struct WCAGOptions: ParsableArguments {
    @Option(name: .customLong("wcag"), help: ArgumentHelp("WCAG version.", valueName: "version"))
    var version: WCAGVersion = .latest
}
