import Foundation

/// Where the content lives, as the user named it (paths appear in messages as given).
public struct ContentPaths: Sendable, Equatable {
    public var content: String
    public var mappings: String
    /// Whether either folder was named rather than left at its default: a query on a store
    /// built from other folders then rebuilds it from these; otherwise it keeps to the
    /// folders the store was built from (``StoreProvider``).
    public var named: Bool

    public init(content: String? = nil, mappings: String? = nil) {
        self.content = content ?? "Content"
        self.mappings = mappings ?? "Mappings"
        named = content != nil || mappings != nil
    }

    /// The same folders as absolute paths without `.`, `..` or symbolic links, to compare
    /// with those a store records.
    public var resolved: ContentPaths {
        func resolve(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        var paths = ContentPaths(content: resolve(content), mappings: resolve(mappings))
        paths.named = named
        return paths
    }

    /// Whether both name the same folders as `other`, however either is written.
    public func sameFolders(as other: ContentPaths) -> Bool {
        let (mine, theirs) = (resolved, other.resolved)
        return mine.content == theirs.content && mine.mappings == theirs.mappings
    }
}
