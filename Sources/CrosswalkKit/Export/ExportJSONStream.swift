import Foundation

/// `crosswalk export`'s JSON written a part at a time: everything but the guidelines encoded
/// at once, then the guidelines, nearly all of an export, read, encoded and written a chunk
/// at a time into the place the empty list held. Encoding the whole ``KnowledgeBaseExport``
/// at once held every guideline and the whole text in memory (553 MB for 2,000 guidelines).
/// The bytes are the same as that encoding's (tested).
public struct ExportJSONStream {
    public let store: Store
    /// Guidelines read from the store and encoded together.
    package static let chunkSize = 256

    public init(store: Store) {
        self.store = store
    }

    /// Hands the export's bytes to `write` in order (a line feed ends them), and returns how
    /// many guidelines and mappings it holds.
    public func write(_ write: (Data) throws -> Void) throws -> (guidelines: Int, mappings: Int) {
        let encoder = JSONOutput.encoder()
        let graph = try MappingGraph(store: store)
        let ids = try store.guidelineIDs()
        let rest = try store.export(guidelines: [])
        let whole = try encoder.encode(rest)
        // The top-level key, the only one at that indentation, as the encoder writes an empty list.
        let empty = Data("\n  \"guidelines\" : [\n\n  ],\n".utf8)
        guard let place = whole.range(of: empty) else {
            throw CrosswalkError.writeFailed(
                path: store.path, step: "export", reason: "the encoder no longer writes an empty guideline list as expected")
        }
        try write(whole[..<place.lowerBound] + Data("\n  \"guidelines\" : [\n".utf8))
        var written = 0
        for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
            var part = Data()
            for guideline in try store.exportedGuidelines(ids: Array(ids[start..<min(start + Self.chunkSize, ids.count)]), graph: graph) {
                if written > 0 { part.append(contentsOf: Array(",\n".utf8)) }
                Self.appendIndented(try encoder.encode(guideline), to: &part)
                written += 1
            }
            try write(part)
        }
        try write(Data("\n  ],\n".utf8) + whole[place.upperBound...] + Data("\n".utf8))
        return (written, rest.mappings.count)
    }

    /// `element` as an item of the top-level object's list: each line four spaces in, but the
    /// empty line the encoder writes inside an empty list. Read through its bytes: a `Data`
    /// slice taken for each line copied the rest of the element each time.
    private static func appendIndented(_ element: Data, to part: inout Data) {
        let indent: [UInt8] = Array("    ".utf8)
        element.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start { part.append(contentsOf: indent) }
                part.append(base + start, count: min(end + 1, bytes.count) - start)
                start = end + 1
            }
        }
    }
}
