import Foundation
import GRDB
import GRDBSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `crosswalk_rank(guideline_search, weight...)`: BM25 over FTS5 matches, as FTS5's own
/// `bm25()` computes it (k1 = 1.2, b = 0.75, per-column weights, whole-row length), except
/// for the inverse document frequency. FTS5 clamps the IDF of a term found in more than half
/// the rows to almost zero; in this corpus that silences "VoiceOver", "TalkBack" and "label"
/// even in titles. Here IDF = ln(1 + (N − n + 0.5) / (n + 0.5)), as in Lucene, which stays
/// positive. Higher scores are better.
///
/// An optional argument after the column weights, text such as `0 0 0 1`, gives each
/// phrase's group (``FTSExpression/groups``): a group's phrases score as one
/// term, their weighted frequencies added, with the IDF of its most frequent phrase (as
/// Lucene's SynonymQuery does). Without it every phrase is a group of its own. An optional
/// argument after that gives the row's length in tokens (`guideline_search_order.row_tokens`,
/// copied from FTS5 by the build); when absent or NULL the function asks FTS5, which runs a
/// statement on its docsize table for every match.
///
/// `crosswalk_row_tokens(sz)`: a row's length in tokens from its `guideline_search_docsize`
/// blob, where FTS5 keeps one SQLite varint per column (`fts5StorageDecodeSizeArray`), the
/// same counts `xColumnSize` returns. The build stores it for the ranking function. (FTS5's
/// `xColumnSize` cannot give it: in a scan without MATCH it does not load the sizes.)
///
/// `crosswalk_matched_field(guideline_search, column..., -1, fallback...)`, for a result on
/// the page: the first listed column in which the match has an instance; failing that (only
/// hidden columns matched) the first fallback column holding any text; failing that the first
/// column listed. It reads the instances FTS5 already has, so the result's snippet is made
/// for that one column instead of for every column to see which one matched.
///
/// `crosswalk_matched_units(guideline_search, units)`, for partial matches: `units` is text
/// such as `0 0 1 2 -1`, the unit of each phrase (-1 for none: an exclusion); the result is
/// the number of units with an instance in the row × 2³² plus the bit of each such unit
/// (units 0 to 31; a query has at most 32 words), so `>> 32` sorts by how many matched.
///
/// This file and ``FTS5TokenReader`` are the only places Crosswalk calls the SQLite C API
/// directly: per-statement data is allocated once, handed to SQLite with its matching `free`,
/// and never escapes.
package enum RankingFunction {
    package static let name = "crosswalk_rank"
    package static let matchedFieldName = "crosswalk_matched_field"
    static let rowTokensName = "crosswalk_row_tokens"
    static let matchedUnitsName = "crosswalk_matched_units"

    /// `crosswalk_row_tokens(sz)`; register on the connection that builds the store.
    static let rowTokens = DatabaseFunction(rowTokensName, argumentCount: 1, pure: true) { values in
        guard let sizes = Data.fromDatabaseValue(values[0]) else { return nil }
        return sizes.withUnsafeBytes { bytes in sumOfVarints(bytes.bindMemory(to: UInt8.self), skipping: SearchField.checksColumn) }
    }

    /// Registers both functions on a connection; call from `prepareDatabase`.
    static func register(in db: Database) {
        let api = FTS5.api(db)
        _ = api.pointee.xCreateFunction(UnsafeMutablePointer(mutating: api), name, nil, rank, nil)
        _ = api.pointee.xCreateFunction(UnsafeMutablePointer(mutating: api), matchedFieldName, nil, matchedField, nil)
        _ = api.pointee.xCreateFunction(UnsafeMutablePointer(mutating: api), matchedUnitsName, nil, matchedUnits, nil)
    }
}

private let k1 = 1.2
private let b = 0.75

/// Per-statement statistics, cached with xSetAuxdata: [average row length, idf of each
/// group (one slot per phrase), weight of each column, group of each phrase]. The weights
/// and groups are the function's constant arguments, read once rather than once per row.
private func statistics(
    _ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<Double>? {
    if let cached = api.pointee.xGetAuxdata(fts, 0) {
        return cached.assumingMemoryBound(to: Double.self)
    }
    let phraseCount = Int(api.pointee.xPhraseCount(fts))
    let columnCount = Int(api.pointee.xColumnCount(fts))
    var rows: sqlite3_int64 = 0
    guard api.pointee.xRowCount(fts, &rows) == SQLITE_OK, rows > 0 else { return nil }
    var totalTokens: sqlite3_int64 = 0
    for column in 0..<api.pointee.xColumnCount(fts) where column != SearchField.checksColumn {
        var tokens: sqlite3_int64 = 0
        if api.pointee.xColumnTotalSize(fts, column, &tokens) == SQLITE_OK { totalTokens += tokens }
    }
    let size = MemoryLayout<Double>.stride * (1 + 2 * phraseCount + columnCount)
    guard let buffer = malloc(size)?.assumingMemoryBound(to: Double.self) else { return nil }
    buffer[0] = Double(totalTokens) / Double(rows)
    let weights = buffer + 1 + phraseCount
    for column in 0..<columnCount {
        weights[column] = column < Int(argumentCount) && arguments != nil ? sqlite3_value_double(arguments![column]) : 1
    }
    let groups = weights + columnCount
    var listed: [Int] = []
    if Int(argumentCount) > columnCount, let arguments, let text = sqlite3_value_text(arguments[columnCount]) {
        listed = String(cString: text).split(separator: " ").compactMap { Int($0) }
    }
    for phrase in 0..<phraseCount {
        groups[phrase] = Double(phrase < listed.count && (0..<phraseCount).contains(listed[phrase]) ? listed[phrase] : phrase)
    }
    // A group's IDF is that of its most frequent phrase: taking the rarest would reward a
    // guideline for using the least common word for the same thing.
    var groupRows = [sqlite3_int64](repeating: 0, count: phraseCount)
    for phrase in 0..<phraseCount {
        var matchingRows: sqlite3_int64 = 0
        _ = api.pointee.xQueryPhrase(fts, Int32(phrase), &matchingRows, countRow)
        let group = Int(groups[phrase])
        groupRows[group] = max(groupRows[group], matchingRows)
    }
    for group in 0..<phraseCount {
        let n = Double(groupRows[group])
        buffer[group + 1] = log(1 + (Double(rows) - n + 0.5) / (n + 0.5))
    }
    guard api.pointee.xSetAuxdata(fts, buffer, freeStatistics) == SQLITE_OK else { return nil }
    return buffer
}

/// xQueryPhrase callback: counts the rows containing a phrase.
private let countRow: @convention(c) (UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = {
    _, _, counter in
    counter?.assumingMemoryBound(to: sqlite3_int64.self).pointee += 1
    return SQLITE_OK
}

private let freeStatistics: @convention(c) (UnsafeMutableRawPointer?) -> Void = { free($0) }

private let rank: fts5_extension_function = { api, fts, context, argumentCount, arguments in
    guard let api, let fts else { return }
    guard let stats = statistics(api, fts, argumentCount, arguments) else {
        sqlite3_result_error(context, "crosswalk_rank: cannot read FTS5 statistics", -1)
        return
    }
    let phraseCount = Int(api.pointee.xPhraseCount(fts))
    let columnCount = Int(api.pointee.xColumnCount(fts))
    let weights = stats + 1 + phraseCount
    let groups = weights + columnCount
    // Called once per matching row: the frequencies live on the stack, not the heap.
    let score = withUnsafeTemporaryAllocation(of: Double.self, capacity: phraseCount) { frequencies -> Double in
        frequencies.initialize(repeating: 0)
        var instances: Int32 = 0
        _ = api.pointee.xInstCount(fts, &instances)
        // Read the function pointer once: a row can have hundreds of matched tokens.
        guard let instance = api.pointee.xInst else { return 0 }
        var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
        for index in 0..<instances {
            if instance(fts, index, &phrase, &column, &offset) == SQLITE_OK, Int(phrase) < phraseCount, Int(column) < columnCount {
                frequencies[Int(groups[Int(phrase)])] += weights[Int(column)]
            }
        }
        let rowLength: Double
        if Int(argumentCount) > columnCount + 1, let arguments, sqlite3_value_type(arguments[columnCount + 1]) != SQLITE_NULL {
            rowLength = sqlite3_value_double(arguments[columnCount + 1])
        } else {
            // Column -1: the whole row's token count in one call, less the checks' names.
            var tokens: Int32 = 0, checks: Int32 = 0
            rowLength =
                api.pointee.xColumnSize(fts, -1, &tokens) == SQLITE_OK
                ? Double(tokens)
                    - (api.pointee.xColumnSize(fts, Int32(SearchField.checksColumn), &checks) == SQLITE_OK ? Double(checks) : 0)
                : 0
        }
        let normalisation = k1 * (1 - b + b * rowLength / max(stats[0], 1))
        var score = 0.0
        for group in 0..<phraseCount where frequencies[group] > 0 {
            score += stats[group + 1] * frequencies[group] * (k1 + 1) / (frequencies[group] + normalisation)
        }
        return score
    }
    sqlite3_result_double(context, score)
}

private let matchedField: fts5_extension_function = { api, fts, context, argumentCount, arguments in
    guard let api, let fts else { return }
    var matched: UInt64 = 0
    var instances: Int32 = 0
    if api.pointee.xInstCount(fts, &instances) == SQLITE_OK, let instance = api.pointee.xInst {
        var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
        for index in 0..<instances where instance(fts, index, &phrase, &column, &offset) == SQLITE_OK && (0..<64).contains(column) {
            matched |= 1 << UInt64(column)
        }
    }
    let listed: [Int32] = arguments.map { values in (0..<Int(argumentCount)).map { sqlite3_value_int(values[$0]) } } ?? []
    let preferred = listed.prefix { $0 >= 0 }
    let fallback = listed.drop { $0 >= 0 }.dropFirst()
    func hasText(_ column: Int32) -> Bool {
        var tokens: Int32 = 0
        return api.pointee.xColumnSize(fts, column, &tokens) == SQLITE_OK && tokens > 0
    }
    let column =
        preferred.first { (0..<64).contains($0) && matched & (1 << UInt64($0)) != 0 }
        ?? fallback.first(where: hasText)
        ?? preferred.first ?? 0
    sqlite3_result_int(context, column)
}

private let matchedUnits: fts5_extension_function = { api, fts, context, argumentCount, arguments in
    guard let api, let fts else { return }
    // The units of the phrases, parsed once per statement and kept with xSetAuxdata (slot 1;
    // crosswalk_rank's statistics are slot 0 of its own calls).
    let phraseCount = Int(api.pointee.xPhraseCount(fts))
    let units: UnsafeMutablePointer<Int32>
    if let cached = api.pointee.xGetAuxdata(fts, 0) {
        units = cached.assumingMemoryBound(to: Int32.self)
    } else {
        guard let buffer = malloc(MemoryLayout<Int32>.stride * max(phraseCount, 1))?.assumingMemoryBound(to: Int32.self) else { return }
        var listed: [Int32] = []
        if argumentCount > 0, let arguments, let text = sqlite3_value_text(arguments[0]) {
            listed = String(cString: text).split(separator: " ").compactMap { Int32($0) }
        }
        for phrase in 0..<phraseCount { buffer[phrase] = phrase < listed.count ? listed[phrase] : -1 }
        guard api.pointee.xSetAuxdata(fts, buffer, freeStatistics) == SQLITE_OK else { return }
        units = buffer
    }
    var mask: Int64 = 0
    var instances: Int32 = 0
    if api.pointee.xInstCount(fts, &instances) == SQLITE_OK, let instance = api.pointee.xInst {
        var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
        for index in 0..<instances where instance(fts, index, &phrase, &column, &offset) == SQLITE_OK && Int(phrase) < phraseCount {
            let unit = units[Int(phrase)]
            if (0..<32).contains(unit) { mask |= 1 << Int64(unit) }
        }
    }
    sqlite3_result_int64(context, Int64(mask.nonzeroBitCount) << 32 | mask)
}

/// The sum of the SQLite varints in `bytes`: big-endian groups of seven bits, each byte but
/// the last with its high bit set; a ninth byte contributes all eight bits.
private func sumOfVarints(_ bytes: UnsafeBufferPointer<UInt8>, skipping skipped: Int) -> Int64 {
    var sum: Int64 = 0
    var index = 0
    var column = 0
    while index < bytes.count {
        var value: UInt64 = 0
        for length in 1...9 {
            guard index < bytes.count else { break }
            let byte = bytes[index]
            index += 1
            if length == 9 {
                value = value << 8 | UInt64(byte)
                break
            }
            value = value << 7 | UInt64(byte & 0x7f)
            if byte < 0x80 { break }
        }
        if column != skipped { sum &+= Int64(truncatingIfNeeded: value) }
        column += 1
    }
    return sum
}
