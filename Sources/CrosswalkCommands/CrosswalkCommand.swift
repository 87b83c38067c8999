import ArgumentParser
import CrosswalkKit

/// The `crosswalk` command: subcommands parse and validate arguments; the work happens in
/// CrosswalkKit.
public struct CrosswalkCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "crosswalk",
        abstract: "A knowledge base and cross-standard mapping engine for mobile accessibility guidelines.",
        discussion: """
            Content/ holds the guidelines of each standard as Markdown, Mappings/ the typed links \
            between them and WCAG 2.0. 'crosswalk build' loads both into a SQLite store that the \
            query commands read. Run from the repository root, or pass --content, --mappings and --db.
            """,
        version: "crosswalk 0.1.0 (cmark \(CMark.version), store schema \(StoreSchema.version))",
        subcommands: [
            CheckCommand.self,
            BuildCommand.self,
            SearchCommand.self,
            ShowCommand.self,
            ListCommand.self,
            StandardsCommand.self,
            CompareCommand.self,
            CoverageCommand.self,
            ExportCommand.self,
            SiteCommand.self,
        ]
    )

    public init() {}
}
