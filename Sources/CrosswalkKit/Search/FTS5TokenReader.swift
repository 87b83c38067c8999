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
            try forEachToken(inUTF8: bytes, tokenizer: tokenizer) { token, _, _ in body(token) }
        }
    }

    /// Calls `body` with each token of the UTF-8 `bytes` and its byte range in them, in order;
    /// an error `body` throws stops the tokenizer and is rethrown.
    package static func forEachToken(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, tokenizer: any FTS5Tokenizer,
        _ body: (_ token: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) throws -> Void
    ) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        try withoutActuallyEscaping(body) { body in
            var sink = Sink(body: body)
            let code = withUnsafeMutablePointer(to: &sink) { sinkPointer in
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    tokenizer.tokenize(
                        context: UnsafeMutableRawPointer(sinkPointer), tokenization: .document,
                        pText: characters, nText: CInt(bytes.count),
                        tokenCallback: { context, _, token, count, start, end in
                            guard let context, let token else { return SQLITE_OK }
                            let sink = context.assumingMemoryBound(to: Sink.self)
                            do {
                                try token.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                                    try sink.pointee.body(UnsafeBufferPointer(start: $0, count: Int(count)), Int(start), Int(end))
                                }
                                return SQLITE_OK
                            } catch {
                                sink.pointee.failure = error
                                return SQLITE_ABORT
                            }
                        })
                }
            }
            if let failure = sink.failure { throw failure }
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "tokenizing a document")
            }
        }
    }

    private struct Sink {
        let body: (UnsafeBufferPointer<UInt8>, Int, Int) throws -> Void
        var failure: (any Error)?
    }
}
