import CrosswalkKit
import Foundation

/// JSON and CSV writing, the same way for every command.
package enum Serialization {
    /// Pretty-printed with sorted keys, so output is stable and diffs well.
    package static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONOutput.encoder().encode(value), as: UTF8.self)
    }

    /// CSV as the export writes it (``CSVExport/text(header:rows:)``): formula cells neutralised.
    package static func csv(header: [String], rows: [[String]]) throws -> String {
        try CSVExport.text(header: header, rows: rows)
    }
}
