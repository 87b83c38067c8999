import ArgumentParser
import CrosswalkKit

/// Everything a query command needs to find (and if necessary build) the store.
struct QueryOptions: ParsableArguments {
    @OptionGroup var source: ContentOptions
    @OptionGroup var store: StoreOptions

    /// The store every query answers from when set: `crosswalk mcp` opens one store for the
    /// whole session and runs the query commands against it, never looking up or building
    /// one per call.
    @TaskLocal static var answering: Store?

    /// The store this command line names, or finds (``StoreLookup``).
    var location: StoreLocation {
        get throws {
            guard let location = StoreLookup.current.locate(db: store.db, content: source.content, mappings: source.mappings) else {
                throw CrosswalkError.noStore(installed: StoreLookup.installedPath)
            }
            return location
        }
    }

    /// `answer` worked out from the store, which is checked to be fresh while it runs (a
    /// stale one is rebuilt and `answer` run again: ``StoreProvider/answer(_:mapped:tool:note:_:)``);
    /// for commands whose answer only reads the store and is printed once it returns.
    func answer<Value>(mapped: Bool = true, _ answer: (Store) throws -> Value) throws -> Value {
        if let answering = Self.answering { return try answer(answering) }
        return try StoreProvider.answer(try location, mapped: mapped, note: Terminal.standardError, answer)
    }

    /// The store, built or rebuilt first when it may be (a repository's or `--db`'s) and is
    /// missing or older than the content; `mapped` as in ``Store/init(path:mapped:)``.
    func openStore(mapped: Bool = true) throws -> Store {
        if let answering = Self.answering { return answering }
        return try StoreProvider.open(try location, mapped: mapped, note: Terminal.standardError)
    }
}
