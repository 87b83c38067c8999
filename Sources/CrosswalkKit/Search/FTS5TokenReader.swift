import GRDB
import GRDBSQLite

/// Reads the tokens an FTS5 tokenizer makes of a document, handing each one's bytes to a
/// closure. GRDB's `tokenize(document:)` builds every token through `Data` and
/// `String(data:encoding:)`, which cost ten times the tokenizing itself when the site's
/// search index tokenized every guideline (a tenth of the site build's instructions).
///
/// With ``RankingFunction``, the only place Crosswalk calls SQLite's C API directly: the
/// token bytes are SQLite's, valid only during the closure, and never escape it.
package enum FTS5TokenReader {
    /// Calls `body` with the UTF-8 bytes of each token of `text`, in order.
    package static func forEachToken(of text: String, tokenizer: any FTS5Tokenizer, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        var text = text
        try text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            try withoutActuallyEscaping(body) { body in
                var sink = Sink(body: body)
                let code = withUnsafeMutablePointer(to: &sink) { sinkPointer in
                    base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                        tokenizer.tokenize(
                            context: UnsafeMutableRawPointer(sinkPointer), tokenization: .document,
                            pText: characters, nText: CInt(bytes.count),
                            tokenCallback: { context, _, token, count, _, _ in
                                guard let context, let token else { return SQLITE_OK }
                                let sink = context.assumingMemoryBound(to: Sink.self).pointee
                                token.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                                    sink.body(UnsafeBufferPointer(start: $0, count: Int(count)))
                                }
                                return SQLITE_OK
                            })
                    }
                }
                guard code == SQLITE_OK else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "tokenizing a document")
                }
            }
        }
    }

    private struct Sink {
        let body: (UnsafeBufferPointer<UInt8>) -> Void
    }
}
