import CSV
import Foundation

/// JSON and CSV writing, the same way for every command.
enum Serialization {
    /// Pretty-printed with sorted keys, so output is stable and diffs well.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// RFC 4180 CSV with a header row.
    static func csv(header: [String], rows: [[String]]) throws -> String {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for row in rows { try writer.write(row: row) }
        writer.stream.close()
        let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
