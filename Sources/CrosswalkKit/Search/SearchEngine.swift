import GRDB

/// Filters applied to a search, besides the query itself.
public struct SearchFilters: Sendable, Equatable {
    public var standards: [String] = []
    public var platforms: [Platform] = []
    public var level: RequirementLevel?
    public var topics: [String] = []
    /// A success criterion, by number (`1.4.3`) or id (`wcag-2.2/2.5.8`).
    public var criterion: String?
    public var limit: Int = 10

    public init(
        standards: [String] = [], platforms: [Platform] = [], level: RequirementLevel? = nil,
        topics: [String] = [], criterion: String? = nil, limit: Int = 10
    ) {
        self.standards = standards
        self.platforms = platforms
        self.level = level
        self.topics = topics
        self.criterion = criterion
        self.limit = limit
    }
}

/// One ranked result.
public struct SearchResult: Sendable, Equatable, Codable {
    public var id: String
    public var standard: String
    public var number: String
    public var title: String
    public var level: RequirementLevel
    /// BM25 with field weights (``RankingFunction``); higher is better.
    public var score: Double
    /// The most important field that matched: `title`, `heading` (the source's), `statement`, `summary`,
    /// `technique:ios`, `code:android`, `testing`, `notes`, ...
    public var matchedIn: String
    /// A short extract of that field with the matched words wrapped in `**`.
    public var snippet: String
    /// For a partial match, the query's terms this guideline holds (``SearchResponse/partial``).
    public var matchedTerms: [String]?

    enum CodingKeys: String, CodingKey {
        case id, standard, number, title, level, score, snippet
        case matchedIn = "matched_in"
        case matchedTerms = "matched_terms"
    }
}

/// A query word that matched nothing, and the word of the content it was corrected to.
public struct SearchCorrection: Sendable, Equatable, Codable {
    public var word: String
    public var correction: String
}

/// How a search that no guideline matched in full was answered: by the guidelines that hold
/// the most of its terms.
public struct SearchPartial: Sendable, Equatable, Codable {
    /// The query's terms: each word, synonym group (`closed captions`), phrase or clause of
    /// alternatives, as typed.
    public var terms: [String]
    /// The most of them any guideline holds (that of the first result).
    public var most: Int
}

public struct SearchResponse: Sendable, Equatable, Encodable {
    public var query: String
    /// The query searched when words were corrected (``corrections``); nil when it was
    /// searched as typed.
    public var correctedQuery: String?
    public var corrections: [SearchCorrection] = []
    /// Set when no guideline holds every term and the results are those holding the most.
    public var partial: SearchPartial?
    /// Matches before `--limit`.
    public var total: Int
    public var results: [SearchResult]
    /// The FTS5 expression the query was expanded to (not encoded in JSON output).
    public var expression: String

    enum CodingKeys: String, CodingKey {
        case query, total, results, corrections, partial
        case correctedQuery = "corrected_query"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        // Always present, null when the query was searched as typed and matched in full.
        try container.encode(correctedQuery, forKey: .correctedQuery)
        try container.encode(corrections, forKey: .corrections)
        try container.encode(partial, forKey: .partial)
        try container.encode(total, forKey: .total)
        try container.encode(results, forKey: .results)
    }
}

/// Ranked full-text search over the store: the in-process API behind `crosswalk search`.
public struct SearchEngine: Sendable {
    /// Ranking weights per `guideline_search` column: statement and title above summary,
    /// summary above technique text, technique text above code.
    static let weights: [SearchField: Double] = [
        .title: 8, .heading: 8, .statement: 8, .summary: 4,
        .ios: 2, .android: 2, .flutter: 2, .reactNative: 2, .html: 2,
        .iosCode: 1.2, .androidCode: 1.2, .flutterCode: 1.2, .reactNativeCode: 1.2, .htmlCode: 1.2,
        .testing: 1, .notes: 0.5, .identifiers: 1, .topics: 3, .checks: 0.5,
    ]

    /// Fields in the order they are reported as `matched_in`, most important first.
    static let displayOrder: [SearchField] = [
        .statement, .title, .heading, .summary, .ios, .android, .flutter, .reactNative, .html, .iosCode, .androidCode, .flutterCode,
        .reactNativeCode, .htmlCode, .testing, .notes, .topics, .checks,
    ]

    public let store: Store
    public let language: SearchLanguage
    private let rankSQL: String

    public init(store: Store) throws {
        self.store = store
        try store.configure("register search functions") { db in RankingFunction.register(in: db) }
        self.language = try SearchLanguage(store: store)
        let weights = SearchField.allCases.map { String(Self.weights[$0] ?? 1) }
        // The row's length comes from the sort table the statement joins anyway.
        rankSQL = "\(RankingFunction.name)(guideline_search, 0, \(weights.joined(separator: ", ")), ?, o.row_tokens) * o.prior"
    }

    /// A regulation's clause restates a criterion in a few words, so it outranks the guidance
    /// that explains and implements the same thing on BM25 alone; its score is scaled by this
    /// (search.js applies the same factor). Filtering by standard still finds every clause.
    public static let regulationPrior = 0.5

    /// Searches for `text`. Unless `exact`, when nothing matches, a word that matches nothing
    /// is corrected to the nearest word of the content (``SearchWords``), and when still no
    /// guideline holds every term the results are those holding the most
    /// (``SearchResponse/partial``).
    public func search(_ text: String, filters: SearchFilters = SearchFilters(), exact: Bool = false) throws -> SearchResponse {
        var query = try SearchQuery(text)
        try validate(filters)
        var filters = filters
        if let criterion = filters.criterion { filters.criterion = try store.resolveCriterion(criterion)?.criterion.id }
        // With a platform filter, other platforms' techniques and code don't count, and neither
        // do the identifier words (they are not kept per platform; the code columns still match
        // identifiers through the query's concatenated alternatives).
        let columns: Set<SearchField>? =
            filters.platforms.isEmpty
            ? nil
            : Set(
                SearchField.allCases.filter { field in
                    field != .identifiers && (field.platform.map(filters.platforms.contains) ?? true)
                })
        // A query that matches as typed is answered as typed: only one that matches nothing
        // looks its words up.
        var response = try run(language.expression(for: query, columns: columns), filters: filters, query: query, units: nil)
        var corrections: [SearchCorrection] = []
        if response.total == 0 && !exact {
            corrections = try self.corrections(for: query)
            // A correction that would take the query past its limits is not made.
            let replacements = Dictionary(corrections.map { ($0.word, $0.correction) }) { first, _ in first }
            if !corrections.isEmpty, let corrected = try? SearchQuery(query.replacing(replacements)) {
                query = corrected
                response = try run(language.expression(for: query, columns: columns), filters: filters, query: query, units: nil)
            } else {
                corrections = []
            }
            let partial = language.partialExpression(for: query, columns: columns)
            if response.total == 0 && partial.units.count > 1 {
                response = try run(partial.expression, filters: filters, query: query, units: (partial.units, partial.phraseUnits))
            }
        }
        response.query = text
        response.corrections = corrections
        response.correctedQuery = corrections.isEmpty ? nil : query.text
        return response
    }

    /// The query's words that match nothing, each with its correction, when one is near
    /// enough. Only words outside quotes, not excluded, of 3 to 40 letters and unknown to the
    /// language tables are considered; each is looked up once, and the vocabulary is read
    /// only when one misses, one length at a time.
    func corrections(for query: SearchQuery) throws -> [SearchCorrection] {
        var seen: Set<String> = []
        let words = query.words.filter {
            !$0.excluded && SearchWords.isCorrectable($0.text) && !language.knows($0.text) && seen.insert($0.text).inserted
        }.map(\.text)
        guard !words.isEmpty else { return [] }
        return try store.read("correct the query's words") { db in
            let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM guideline_search WHERE guideline_search MATCH ?)")
            var byLength: [Int: [SearchWords.Entry]] = [:]
            var result: [SearchCorrection] = []
            for word in words where try Bool.fetchOne(exists, arguments: [language.wordExpression(word).text]) != true {
                let length = word.utf8.count
                let reach = SearchWords.maximumDistance(forLength: length)
                var entries: [SearchWords.Entry] = []
                for other in (length - reach)...(length + reach) {
                    if byLength[other] == nil { byLength[other] = try SearchWords.entries(db, lengths: other...other) }
                    entries += byLength[other] ?? []
                }
                if let entry = SearchWords.correction(of: word, in: entries) {
                    result.append(SearchCorrection(word: word, correction: entry.display))
                }
            }
            return result
        }
    }

    /// Runs `built` with the filters. With `units` (for partial matches: the labels of the
    /// query's units and the unit of each phrase), a guideline ranks first by how many units
    /// it holds, and each result says which.
    private func run(
        _ built: FTSExpression, filters: SearchFilters, query: SearchQuery, units: (labels: [String], ofPhrase: [Int])?
    ) throws -> SearchResponse {
        let expression = built.text
        let (whereSQL, arguments) = filterSQL(filters)
        let groups = built.groups.map(String.init).joined(separator: " ")
        let unitSQL = units == nil ? "0" : "\(RankingFunction.matchedUnitsName)(guideline_search, ?)"
        let unitArguments: StatementArguments = units.map { [$0.ofPhrase.map(String.init).joined(separator: " ")] } ?? []
        let byUnits = units == nil ? "" : "units >> 32 DESC, "
        return try store.read("search") { db in
            let matchArguments: StatementArguments = [expression]
            // The statements are the same for every query with the same filters: prepared once.
            let countSQL =
                whereSQL.isEmpty
                ? "SELECT COUNT(*) FROM guideline_search WHERE guideline_search MATCH ?"
                : "SELECT COUNT(*) FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid WHERE guideline_search MATCH ? \(whereSQL)"
            let total = try Int.fetchOne(db.cachedStatement(sql: countSQL), arguments: matchArguments + arguments) ?? 0
            // Ties in score (to 2 decimals: Math.round(score × 100), as search.js has it; SQLite's
            // round() prints and parses a decimal string for each of thousands of matches, about
            // a sixth of a large search) go to MUST before SHOULD, then source order. Every
            // match is sorted and filtered on the narrow guideline_search_order table; only the
            // guidelines on the page are read from their own table.
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT r.rowid AS rowid, g.id, g.standard_id, g.number, g.title, g.level, r.score, r.units
                        FROM (
                            SELECT s.rowid AS rowid, o.guideline_id AS id, \(rankSQL) AS score, \(unitSQL) AS units,
                                o.level_order, o.standard_id, o.sort_key
                            FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid
                            WHERE guideline_search MATCH ? \(whereSQL)
                            ORDER BY \(byUnits)CAST(score * 100 + 0.5 AS INTEGER) DESC, o.level_order, o.standard_id, o.sort_key
                            LIMIT ?
                        ) r JOIN guideline g ON g.id = r.id
                        ORDER BY \(byUnits.replacingOccurrences(of: "units", with: "r.units"))CAST(r.score * 100 + 0.5 AS INTEGER) DESC,
                            r.level_order, r.standard_id, r.sort_key
                        """), arguments: [groups] + unitArguments + matchArguments + arguments + [filters.limit])
            let hasPrefix = query.clauses.joined().contains { if case .prefix = $0.term { true } else { false } }
            let snippets = try self.snippets(db, expression: expression, rowIDs: rows.map { $0["rowid"] }, scan: hasPrefix)
            let results = rows.map { row -> SearchResult in
                let rowID: Int64 = row["rowid"]
                let (field, snippet) = snippets[rowID] ?? (.statement, Snippet(segments: []))
                let mask: Int64 = row["units"]
                return SearchResult(
                    id: row["id"], standard: row["standard_id"], number: row["number"], title: row["title"],
                    level: row["level"], score: ((row["score"] as Double) * 1000).rounded() / 1000,
                    matchedIn: Self.label(field), snippet: snippet.marked,
                    matchedTerms: units.map { units in units.labels.indices.filter { mask & (1 << Int64($0)) != 0 }.map { units.labels[$0] }
                    })
            }
            let partial = units.map { SearchPartial(terms: $0.labels, most: results.first?.matchedTerms?.count ?? 0) }
            return SearchResponse(query: query.text, partial: partial, total: total, results: results, expression: expression)
        }
    }

    static func label(_ field: SearchField) -> String {
        guard let platform = field.platform else { return field.rawValue }
        return field.isCode ? "code:\(platform.rawValue)" : "technique:\(platform.rawValue)"
    }

    /// For each row: the most important field whose text matched, and its snippet. When
    /// only hidden identifier words matched, the first code field with text stands in. The
    /// field is chosen from the match's instances (``RankingFunction``), so FTS5 makes one
    /// snippet per result; asking for every field's snippet to see which one matched cost
    /// most of a search on the real content.
    ///
    /// `scan`: FTS5 looks each rowid of an `IN` list up separately and expands a prefix term
    /// again for every one (ten results cost ten full prefix expansions); `+rowid` hides the
    /// list from FTS5, so the match runs once and SQLite filters its rows.
    private func snippets(_ db: Database, expression: String, rowIDs: [Int64], scan: Bool) throws -> [Int64: (SearchField, Snippet)] {
        guard !rowIDs.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT rowid, \(Self.matchedFieldSQL) AS field,
                        snippet(guideline_search, \(Self.matchedFieldSQL), char(2), char(3), '…', 14) AS snippet
                    FROM guideline_search
                    WHERE guideline_search MATCH ? AND \(scan ? "+rowid" : "rowid") IN (\(placeholders))
                    """), arguments: StatementArguments([expression] + rowIDs))
        var result: [Int64: (SearchField, Snippet)] = [:]
        for row in rows {
            let column: Int = row["field"]
            let field = SearchField.allCases.indices.contains(column - 1) ? SearchField.allCases[column - 1] : .statement
            result[row["rowid"]] = (field, Snippet(fts: row["snippet"] ?? ""))
        }
        return result
    }

    /// The displayable fields in ``displayOrder``, then the code fields to fall back on, as
    /// `guideline_search` column numbers (column 0 is the guideline id).
    static let matchedFieldSQL: String = {
        let column = { (field: SearchField) in String(SearchField.allCases.firstIndex(of: field)! + 1) }
        let fallback = displayOrder.filter(\.isCode)
        return
            "\(RankingFunction.matchedFieldName)(guideline_search, \((displayOrder.map(column) + ["-1"] + fallback.map(column)).joined(separator: ", ")))"
    }()

    private func filterSQL(_ filters: SearchFilters) -> (String, StatementArguments) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        func list(_ values: [String]) -> String { Array(repeating: "?", count: values.count).joined(separator: ", ") }
        if !filters.standards.isEmpty {
            clauses.append("o.standard_id IN (\(list(filters.standards)))")
            arguments += StatementArguments(filters.standards)
        }
        if !filters.platforms.isEmpty {
            let names = filters.platforms.map(\.rawValue)
            clauses.append(
                "EXISTS (SELECT 1 FROM guideline_platform p WHERE p.guideline_id = o.guideline_id AND p.has_technique AND p.platform IN (\(list(names))))"
            )
            arguments += StatementArguments(names)
        }
        if let level = filters.level {
            clauses.append("o.level = ?")
            arguments += [level.rawValue]
        }
        if !filters.topics.isEmpty {
            clauses.append(
                "EXISTS (SELECT 1 FROM guideline_topic t WHERE t.guideline_id = o.guideline_id AND t.topic_id IN (\(list(filters.topics))))"
            )
            arguments += StatementArguments(filters.topics)
        }
        if let criterion = filters.criterion {
            clauses.append(
                "EXISTS (SELECT 1 FROM mapping m WHERE m.source_id = o.guideline_id AND m.target_id = ? AND m.relationship <> ?)")
            arguments += [criterion, Mapping.Relationship.noRelationship]
        }
        return (clauses.map { "AND " + $0 }.joined(separator: " "), arguments)
    }
}

/// A snippet as text segments, some highlighted; rendered by each output format.
public struct Snippet: Sendable, Equatable {
    public var segments: [(text: String, highlighted: Bool)]

    public init(segments: [(text: String, highlighted: Bool)]) {
        self.segments = segments
    }

    /// Parses FTS5 snippet() output with \u{2} and \u{3} as markers, collapsing each run of
    /// whitespace within a segment to one space. Works on scalars: this runs for every
    /// result of every search.
    init(fts text: String) {
        var segments: [(String, Bool)] = []
        var current = String.UnicodeScalarView()
        var highlighted = false
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{2}" || scalar == "\u{3}" {
                if !current.isEmpty { segments.append((String(current), highlighted)) }
                current = String.UnicodeScalarView()
                highlighted = scalar == "\u{2}"
                lastWasSpace = false
            } else if scalar.properties.isWhitespace {
                if !lastWasSpace { current.append(" ") }
                lastWasSpace = true
            } else {
                current.append(scalar)
                lastWasSpace = false
            }
        }
        if !current.isEmpty { segments.append((String(current), highlighted)) }
        self.segments = segments
    }

    /// Plain text with highlights wrapped in `**`, as in Markdown.
    public var marked: String {
        // Whitespace inside segments is already single spaces; only the ends need trimming.
        segments.map { $0.highlighted ? "**\($0.text)**" : $0.text }.joined().trimmingWhitespace()
    }

    public static func == (lhs: Snippet, rhs: Snippet) -> Bool {
        lhs.segments.elementsEqual(rhs.segments) { $0.text == $1.text && $0.highlighted == $1.highlighted }
    }
}
