import CrosswalkKit
import Foundation

/// Which store answers and when it was built, as `crosswalk --version` and `crosswalk
/// standards` say it: with the lookup's several places, the user must be able to tell.
enum StoreText {
    /// `Store: /usr/local/share/crosswalk/crosswalk.sqlite, built 2026-11-27 07:12 UTC`.
    static func answered(by store: Store) -> String {
        "Store: \(absolute(store.path)), built \(time(try? store.builtAt()))"
    }

    /// The store a query run here with no options would read, and where it was found; found
    /// without building or rebuilding anything.
    static func lookedUp(_ lookup: StoreLookup = .current) -> String {
        guard let location = lookup.locate(db: nil, content: nil, mappings: nil) else {
            return "store: none found (no CROSSWALK_DB, no Crosswalk repository here or above, nothing installed at "
                + "\(StoreLookup.installedPath) beside the executable)"
        }
        let path = absolute(location.db)
        let origin =
            switch location.origin {
            case .option: ""
            case .environment: " (from \(StoreLookup.environmentVariable))"
            case .repository: " (beside the repository's Content/, rebuilt when it changes)"
            case .installed: " (installed)"
            }
        guard FileManager.default.fileExists(atPath: location.db) else {
            return location.buildable
                ? "store: \(path)\(origin), not built yet: the first query builds it"
                : "store: \(path)\(origin), which does not exist"
        }
        guard let store = try? Store(path: location.db) else { return "store: \(path)\(origin), not a store this version can read" }
        return "store: \(path)\(origin), built \(time(try? store.builtAt()))"
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `2026-11-27 07:12 UTC`: minutes are enough to tell builds apart, and UTC reads the
    /// same on every machine.
    static func time(_ date: Date?) -> String {
        guard let date else { return "at an unknown time" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
