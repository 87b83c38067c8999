import ArgumentParser

/// How results are written.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// For people: aligned columns, wrapped to the terminal; bold and colour only on a terminal.
    case text
    /// Stable, documented in docs/cli.md.
    case json
    /// With a header row, for spreadsheets.
    case csv
}

/// `--format`, shared by every query command.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Output format.", valueName: "format"))
    var format: OutputFormat = .text
}
