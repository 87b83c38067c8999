import CrosswalkKit

extension CrosswalkCommand {
    /// The commands that answer through ``QueryOptions/answer(mapped:_:)``, which checks the
    /// store against its content while the answer is worked out.
    static let checkedQueries: Set<String> = ["search", "show", "list", "standards", "checks", "compare", "coverage"]

    /// Starts walking the content a query's store is checked against (``FreshnessPrefetch``),
    /// from `arguments` as typed (the program first) before ArgumentParser reads them: start-up
    /// and parsing take about 15 ms, half the walk at 20,000 guidelines. Only the subcommand
    /// and `--content`, `--mappings` and `--db` are looked at; the folders are found as the
    /// parsed command finds them (``StoreLookup``). A guess that turns out wrong (an argument
    /// the parser reads otherwise) walks folders nobody asks about, on another core.
    public static func prefetchFreshness(_ arguments: [String]) {
        guard arguments.count > 1, checkedQueries.contains(arguments[1]) else { return }
        var named: [String: String] = [:]
        for (index, argument) in arguments.enumerated().dropFirst(2) {
            if argument == "--" { break }
            for option in ["--content", "--mappings", "--db"] {
                if argument == option, index + 1 < arguments.count {
                    named[option] = arguments[index + 1]
                } else if argument.hasPrefix(option + "=") {
                    named[option] = String(argument.dropFirst(option.count + 1))
                }
            }
        }
        guard let location = StoreLookup.current.locate(db: named["--db"], content: named["--content"], mappings: named["--mappings"]),
            location.buildable
        else { return }
        FreshnessPrefetch.start([location.paths.content, location.paths.mappings])
    }
}
