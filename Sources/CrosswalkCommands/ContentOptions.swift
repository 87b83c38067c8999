import ArgumentParser
import CrosswalkKit

/// Where the content is read from; shared by every command that loads it.
public struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (default: Content; for a query, the one its store was built from).", valueName: "dir"))
    public var content: String?

    @Option(name: .long, help: ArgumentHelp("The mappings folder (default: Mappings; as for --content).", valueName: "dir"))
    public var mappings: String?

    public init() {}

    public var paths: ContentPaths { ContentPaths(content: content, mappings: mappings) }
}

/// Where the SQLite store lives; shared by every command that reads or writes it.
public struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The SQLite store.", valueName: "path"))
    public var db: String = "crosswalk.sqlite"

    public init() {}
}
