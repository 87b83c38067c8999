import ArgumentParser
import CrosswalkKit

/// Where the content is read from; shared by every command that loads it.
public struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (default: the repository's Content, here or above; for a query, the one its store was built from).",
            valueName: "dir"))
    public var content: String?

    @Option(
        name: .long, help: ArgumentHelp("The mappings folder (default: the repository's Mappings; as for --content).", valueName: "dir"))
    public var mappings: String?

    public init() {}

    /// The folders named, else those of the Crosswalk repository this is run in (the working
    /// folder or the nearest above it with Content/ and Mappings/), else `Content` and
    /// `Mappings` here, which are then reported missing.
    public var paths: ContentPaths { StoreLookup.current.contentPaths(content: content, mappings: mappings) }
}

/// Where the SQLite store lives; shared by every command that reads or writes it.
public struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The SQLite store (default: $CROSSWALK_DB, else crosswalk.sqlite beside the repository's Content, else the installed store).",
            valueName: "path"))
    public var db: String?

    public init() {}
}
