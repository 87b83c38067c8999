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
    package static let weights: [SearchField: Double] = [
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

    public init(store: Store) throws {
        self.store = store
        self.language = try SearchLanguage(store: store)
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
        let unmatched = try store.unmatched(words.map { language.wordExpression($0).text })
        var byLength: [Int: [SearchWords.Entry]] = [:]
        var result: [SearchCorrection] = []
        for word in words where unmatched.contains(language.wordExpression(word).text) {
            let length = word.utf8.count
            let reach = SearchWords.maximumDistance(forLength: length)
            var entries: [SearchWords.Entry] = []
            for other in (length - reach)...(length + reach) {
                if byLength[other] == nil { byLength[other] = try SearchWords.entries(store, lengths: other...other) }
                entries += byLength[other] ?? []
            }
            if let entry = SearchWords.correction(of: word, in: entries) {
                result.append(SearchCorrection(word: word, correction: entry.display))
            }
        }
        return result
    }

    /// Runs `built` with the filters. With `units` (for partial matches: the labels of the
    /// query's units and the unit of each phrase), a guideline ranks first by how many units
    /// it holds, and each result says which.
    private func run(
        _ built: FTSExpression, filters: SearchFilters, query: SearchQuery, units: (labels: [String], ofPhrase: [Int])?
    ) throws -> SearchResponse {
        let hasPrefix = query.clauses.joined().contains { if case .prefix = $0.term { true } else { false } }
        let page = try store.fullTextSearch(
            FullTextMatch(
                expression: built.text, groups: built.groups.map(String.init).joined(separator: " "), phraseUnits: units?.ofPhrase,
                weights: Self.weights, snippetOrder: Self.displayOrder, hasPrefix: hasPrefix,
                filter: GuidelineFilter(
                    standards: filters.standards, platforms: filters.platforms, topics: filters.topics, level: filters.level),
                criterion: filters.criterion,
                limit: filters.limit))
        let results = page.hits.map { hit -> SearchResult in
            let snippet = page.snippets[hit.rowID]
            return SearchResult(
                id: hit.id, standard: hit.standardID, number: hit.number, title: hit.title,
                level: hit.level, score: (hit.score * 1000).rounded() / 1000,
                matchedIn: Self.label(snippet?.field ?? .statement), snippet: Snippet(fts: snippet?.text ?? "").marked,
                matchedTerms: units.map { units in
                    units.labels.indices.filter { hit.units & (1 << Int64($0)) != 0 }.map { units.labels[$0] }
                })
        }
        let partial = units.map { SearchPartial(terms: $0.labels, most: results.first?.matchedTerms?.count ?? 0) }
        return SearchResponse(query: query.text, partial: partial, total: page.total, results: results, expression: built.text)
    }

    static func label(_ field: SearchField) -> String {
        guard let platform = field.platform else { return field.rawValue }
        return field.isCode ? "code:\(platform.rawValue)" : "technique:\(platform.rawValue)"
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
    package init(fts text: String) {
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
