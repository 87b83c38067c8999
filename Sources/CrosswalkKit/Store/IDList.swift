import Foundation
import GRDB

/// Many ids as one SQL argument: `WHERE id IN \(IDList.sql)`, bound to `IDList.argument(ids)`.
/// The statement's text is then the same whatever the number of ids, so each connection
/// prepares it once (GRDB's statement cache); a placeholder per id made SQLite parse and
/// resolve every one of them at every call, 5% of the real site's instructions. SQLite reads
/// the ids into the same sorted list either way, so the rows come in the same order.
enum IDList {
    static let sql = "(SELECT value FROM json_each(?))"

    /// `ids` as a JSON array.
    static func argument(_ ids: [String]) -> StatementArguments {
        // Encoding an array of strings cannot fail.
        [String(decoding: (try? JSONEncoder().encode(ids)) ?? Data("[]".utf8), as: UTF8.self)]
    }
}
