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

    enum CodingKeys: String, CodingKey {
        case id, standard, number, title, level, score, snippet
        case matchedIn = "matched_in"
    }
}

public struct SearchResponse: Sendable, Equatable, Encodable {
    public var query: String
    /// Matches before `--limit`.
    public var total: Int
    public var results: [SearchResult]
    /// The FTS5 expression the query was expanded to (not encoded in JSON output).
    public var expression: String

    enum CodingKeys: String, CodingKey { case query, total, results }
}

/// Ranked full-text search over the store: the in-process API behind `crosswalk search`.
public struct SearchEngine: Sendable {
    /// Ranking weights per `guideline_search` column: statement and title above summary,
    /// summary above technique text, technique text above code.
    static let weights: [SearchField: Double] = [
        .title: 8, .heading: 8, .statement: 8, .summary: 4,
        .ios: 2, .android: 2, .html: 2,
        .iosCode: 1.2, .androidCode: 1.2, .htmlCode: 1.2,
        .testing: 1, .notes: 0.5, .identifiers: 1, .topics: 3,
    ]

    /// Fields in the order they are reported as `matched_in`, most important first.
    static let displayOrder: [SearchField] = [
        .statement, .title, .heading, .summary, .ios, .android, .html, .iosCode, .androidCode, .htmlCode, .testing, .notes, .topics,
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

    public func search(_ text: String, filters: SearchFilters = SearchFilters()) throws -> SearchResponse {
        let query = try SearchQuery(text)
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
        let built = language.expression(for: query, columns: columns)
        let expression = built.text
        let (whereSQL, arguments) = filterSQL(filters)
        let groups = built.groups.map(String.init).joined(separator: " ")
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
                        SELECT r.rowid AS rowid, g.id, g.standard_id, g.number, g.title, g.level, r.score
                        FROM (
                            SELECT s.rowid AS rowid, o.guideline_id AS id, \(rankSQL) AS score, o.level_order, o.standard_id, o.sort_key
                            FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid
                            WHERE guideline_search MATCH ? \(whereSQL)
                            ORDER BY CAST(score * 100 + 0.5 AS INTEGER) DESC, o.level_order, o.standard_id, o.sort_key
                            LIMIT ?
                        ) r JOIN guideline g ON g.id = r.id
                        ORDER BY CAST(r.score * 100 + 0.5 AS INTEGER) DESC, r.level_order, r.standard_id, r.sort_key
                        """), arguments: [groups] + matchArguments + arguments + [filters.limit])
            let hasPrefix = query.clauses.joined().contains { if case .prefix = $0.term { true } else { false } }
            let snippets = try self.snippets(db, expression: expression, rowIDs: rows.map { $0["rowid"] }, scan: hasPrefix)
            let results = rows.map { row -> SearchResult in
                let rowID: Int64 = row["rowid"]
                let (field, snippet) = snippets[rowID] ?? (.statement, Snippet(segments: []))
                return SearchResult(
                    id: row["id"], standard: row["standard_id"], number: row["number"], title: row["title"],
                    level: row["level"], score: ((row["score"] as Double) * 1000).rounded() / 1000,
                    matchedIn: Self.label(field), snippet: snippet.marked)
            }
            return SearchResponse(query: text, total: total, results: results, expression: expression)
        }
    }

    static func label(_ field: SearchField) -> String {
        switch field {
        case .ios, .android, .html: "technique:\(field.rawValue)"
        case .iosCode, .androidCode, .htmlCode: "code:\(field.platform!.rawValue)"
        default: field.rawValue
        }
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
