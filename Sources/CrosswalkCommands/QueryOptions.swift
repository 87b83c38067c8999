import ArgumentParser
import CrosswalkKit

/// Everything a query command needs to find (and if necessary build) the store.
struct QueryOptions: ParsableArguments {
    @OptionGroup var source: ContentOptions
    @OptionGroup var store: StoreOptions

    /// The store, built or rebuilt first when missing or older than the content.
    func openStore() throws -> Store {
        try StoreProvider.open(paths: source.paths, db: store.db, note: Terminal.standardError)
    }
}
