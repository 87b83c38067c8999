import ArgumentParser
import CrosswalkKit

/// Everything a query command needs to find (and if necessary build) the store.
struct QueryOptions: ParsableArguments {
    @OptionGroup var source: ContentOptions
    @OptionGroup var store: StoreOptions

    /// The store, built or rebuilt first when missing or older than the content; `mapped`
    /// as in ``Store/init(path:mapped:)``.
    func openStore(mapped: Bool = true) throws -> Store {
        try StoreProvider.open(paths: source.paths, db: store.db, mapped: mapped, note: Terminal.standardError)
    }
}
