import ArgumentParser
import CrosswalkKit
import Foundation

// The typed values of options: the parser checks them, and `--help` and shell completion
// list them. Names are accepted in any case (`--platform iOS`, `--level aa`).

extension Platform: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension RequirementLevel: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension SuccessCriterion.Level: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.uppercased()) }
}

extension Matrix.Axis: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// Shell completion for values that live in the content (standards, topics, ids): read
/// from the store the command line names with `--db`, or the one a query would find (the
/// repository's, `CROSSWALK_DB`'s, the installed one). Completion never builds a store: with
/// none, it offers nothing.
package enum Completions {
    static let standards = CompletionKind.custom { words, _, _ in (try? store(words)?.standardIDs()) ?? [] }
    static let topics = CompletionKind.custom { words, _, _ in (try? store(words)?.topicIDs()) ?? [] }
    static let ids = CompletionKind.custom { words, _, _ in
        guard let store = store(words) else { return [] }
        return ((try? store.guidelineIDs()) ?? []) + ((try? store.criterionNumbers()) ?? []) + ((try? store.standardIDs()) ?? [])
    }

    /// The store the command line being completed would read (its `--db`, else the one the
    /// lookup finds), opened as it is: completing never builds or rebuilds one.
    package static func store(_ words: [String]) -> Store? {
        var db: String?
        for (index, word) in words.enumerated() {
            if word == "--db", index + 1 < words.count { db = words[index + 1] }
            if word.hasPrefix("--db=") { db = String(word.dropFirst("--db=".count)) }
        }
        guard let location = StoreLookup.current.locate(db: db, content: nil, mappings: nil),
            FileManager.default.fileExists(atPath: location.db)
        else { return nil }
        return try? Store(path: location.db)
    }
}
