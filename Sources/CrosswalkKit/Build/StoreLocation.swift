import Foundation

/// The store a command reads, where it was found, and the folders it is built from.
///
/// Found in this order (docs/cli.md, "Where the data comes from"): `--db`; the folders named
/// with `--content` or `--mappings`; `CROSSWALK_DB`; a Crosswalk repository (a folder holding
/// both `Content/` and `Mappings/`), the working folder or the nearest above it; the store
/// installed beside the executable (`$PREFIX/bin/crosswalk` reads
/// `$PREFIX/share/crosswalk/crosswalk.sqlite`).
public struct StoreLocation: Sendable, Equatable {
    public enum Origin: String, Sendable {
        /// `--db`, or the default store beside folders named with `--content`/`--mappings`.
        case option
        /// `CROSSWALK_DB`.
        case environment
        /// `crosswalk.sqlite` beside the repository's `Content/`.
        case repository
        /// The store `make install` put beside the executable.
        case installed
    }

    public var db: String
    /// The folders the store is built and kept fresh from (for `.environment` and
    /// `.installed`, the defaults, which are not used).
    public var paths: ContentPaths
    public var origin: Origin

    public init(db: String, paths: ContentPaths, origin: Origin) {
        self.db = db
        self.paths = paths
        self.origin = origin
    }

    /// Whether a query may build the store when missing and rebuild it when stale. A store
    /// named by `CROSSWALK_DB` or installed is read as it is: an environment variable set
    /// once must not make every query write next to some store, and the installed store is
    /// read-only (a user's query must never try to rebuild it from the folders it was built
    /// from on the packager's machine).
    public var buildable: Bool { origin == .option || origin == .repository }
}
