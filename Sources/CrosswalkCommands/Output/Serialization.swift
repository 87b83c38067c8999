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

    /// RFC 4180 CSV with a header row. A cell a spreadsheet would run as a formula (it starts
    /// with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP's CSV
    /// injection advice says: policy staff open these files in spreadsheets. JSON stays exact.
    static func csv(header: [String], rows: [[String]]) throws -> String {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for row in rows { try writer.write(row: row.map(neutralised)) }
        writer.stream.close()
        let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func neutralised(_ cell: String) -> String {
        guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return cell }
        return "'" + cell
    }
}
