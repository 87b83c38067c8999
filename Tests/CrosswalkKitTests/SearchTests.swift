import CrosswalkKit
import Foundation
import GRDB
import Testing

/// Search on the fixture store: the language features, filters, ranking and errors.
@Suite("Search")
struct SearchTests {
    let folder: TemporaryDirectory
    let engine: SearchEngine

    init() throws {
        folder = try TemporaryDirectory()
        let db = folder.path("search.sqlite")
        _ = try StoreBuilder.build(paths: TestSupport.validFixture, destination: db)
        engine = try SearchEngine(store: Store(path: db))
    }

    func ids(_ query: String, _ filters: SearchFilters = SearchFilters()) throws -> [String] {
        try engine.search(query, filters: filters).results.map(\.id)
    }

    @Test("stemming: labels finds labelling, and labelling finds labels")
    func stemming() throws {
        #expect(try ids("summary:labels") == ["alpha/1"])
        #expect(try ids("labelling").contains("alpha/2"))
    }

    @Test("British and American spellings are one word, with their inflections")
    func spelling() throws {
        #expect(try ids("color") == ["alpha/2"])
        #expect(try ids("colour") == ["alpha/2"])
        #expect(try ids("colors") == ["alpha/2"])
    }

    @Test("synonyms: screen reader finds TalkBack")
    func synonyms() throws {
        #expect(try ids("screen reader").contains("beta/android-text-field-hints"))
    }

    @Test(
        "identifiers are searchable whole and by their words",
        arguments: ["contentDescription", "content description", "contentdesc*", "android:contentDescription"])
    func identifiers(query: String) throws {
        let found = try ids(query)
        #expect(found.contains("alpha/1"))
        #expect(found.contains("alpha/2"))
    }

    @Test(
        "iOS identifiers likewise",
        arguments: ["UIAccessibilityTraitButton", "accessibilityTraits", "accessibility traits", "trait button"])
    func iosIdentifiers(query: String) throws {
        #expect(try ids(query) == ["alpha/1"])
    }

    @Test("phrases, prefixes, OR and exclusion")
    func syntax() throws {
        #expect(try ids("\"touch target\"") == ["alpha/1"])
        #expect(try ids("\"target touch\"").isEmpty)
        #expect(try ids("measu*") == ["alpha/1"])
        // Prefix matches get their snippets like any other (found in one pass, not per row).
        let prefixed = try engine.search("importantFor*").results
        #expect(!prefixed.isEmpty)
        #expect(prefixed.allSatisfy { $0.snippet.contains("**importantForAccessibility**") })
        #expect(Set(try ids("bookmark OR hint")) == ["alpha/1", "beta/android-text-field-hints"])
        #expect(try ids("control -bookmark").contains("alpha/2"))
        #expect(try !ids("control -bookmark").contains("alpha/1"))
        #expect(try ids("title:hints") == ["beta/android-text-field-hints"])
    }

    @Test("filters: standard, platform, level, topic and WCAG criterion")
    func filters() throws {
        #expect(try ids("control OR hint", SearchFilters(standards: ["beta"])) == ["beta/android-text-field-hints"])
        #expect(try ids("bookmark", SearchFilters(platforms: [.html])) == ["alpha/1"])
        #expect(try ids("contentDescription", SearchFilters(platforms: [.html])).isEmpty)
        #expect(
            Set(try ids("contentDescription", SearchFilters(platforms: [.android]))) == [
                "alpha/1", "alpha/2", "beta/android-text-field-hints",
            ])
        #expect(
            try ids("hint OR labels", SearchFilters(level: .should)).allSatisfy {
                ["alpha/2", "beta/android-text-field-hints"].contains($0)
            })
        #expect(try ids("control OR hint", SearchFilters(topics: ["hints-instructions"])) == ["beta/android-text-field-hints"])
        #expect(try ids("labels OR hint", SearchFilters(criterion: "3.3.2")) == ["beta/android-text-field-hints"])
    }

    @Test("a platform filter ignores other platforms' technique text and code")
    func platformColumns() throws {
        // `importantForAccessibility` is only in alpha/1's Android code.
        #expect(try ids("importantForAccessibility", SearchFilters(platforms: [.android])) == ["alpha/1"])
        #expect(try ids("importantForAccessibility", SearchFilters(platforms: [.ios])).isEmpty)
    }

    @Test("ranking: a title and statement match outranks a summary match")
    func fieldWeights() throws {
        // alpha/2 has "labels" in its title and statement; alpha/1 only "labelling" in its summary.
        let ranked = try ids("labels")
        let title = try #require(ranked.firstIndex(of: "alpha/2"))
        let summary = try #require(ranked.firstIndex(of: "alpha/1"))
        #expect(title == 0)
        #expect(title < summary)
    }

    @Test(
        "alternatives for one thing score as one term: an OR of phrases shares a group, anything else is its own",
        arguments: [
            ("screen reader", #"("screen reader" OR "voiceover" OR "talkback")"#, [0, 0, 0]),
            ("colour contrast", #"((("colour" OR "color") AND "contrast") OR ("colourcontrast" OR "colorcontrast"))"#, [0, 0, 1, 2, 2]),
            ("focus -keyboard", #""focus" NOT ("keyboard")"#, [0, 1]),
            ("-keyboards -keyboard focus", #""focus" NOT ("keyboards" OR "keyboard")"#, [0, 1, 1]),
            ("captions OR audio", #"("captions" OR "audio")"#, [0, 0]),
            ("title:colour OR acces*", #"({title heading} : (("colour" OR "color")) OR "acces"*)"#, [0, 0, 1]),
        ])
    func phraseGroups(query: String, expression: String, groups: [Int]) throws {
        let language = SearchLanguage(spellings: [["colour", "color"]], synonyms: [["screen reader", "voiceover", "talkback"]])
        let built = language.expression(for: try SearchQuery(query))
        #expect(built.text == expression)
        #expect(built.groups == groups)
    }

    @Test("results say where they matched, with the words highlighted")
    func matchedIn() throws {
        let response = try engine.search("importantForAccessibility")
        let result = try #require(response.results.first)
        #expect(result.matchedIn == "code:android")
        #expect(result.snippet.contains("**importantForAccessibility**"))
        #expect(response.total == 1)
        let title = try #require(try engine.search("hints").results.first)
        #expect(title.matchedIn == "statement" || title.matchedIn == "title")
    }

    @Test("a result that matched only hidden identifier words shows its first code, or its statement when it has none")
    func identifierOnlyMatches() throws {
        // "content description" is in no visible text of alpha/1 and alpha/2, only in the
        // words of their `android:contentDescription`.
        let results = try engine.search("\"content description\"").results
        let withCode = try #require(results.first { $0.id == "alpha/1" })
        #expect(withCode.matchedIn == "code:ios")
        #expect(!withCode.snippet.isEmpty && !withCode.snippet.contains("**"))
        let withoutCode = try #require(results.first { $0.id == "alpha/2" })
        #expect(withoutCode.matchedIn == "statement")
        #expect(withoutCode.snippet == "Controls SHOULD have labels")
    }

    @Test("the source's own heading is searchable, reported as the heading, and title: covers it")
    func sourceHeading() throws {
        let result = try #require(try engine.search("placeholders").results.first)
        #expect(result.id == "beta/android-text-field-hints")
        #expect(result.matchedIn == "heading")
        #expect(result.snippet == "Edit field **placeholders**")
        #expect(try ids("title:placeholders") == ["beta/android-text-field-hints"])
        // The title field holds our title only.
        #expect(try engine.search("title:hints").results.first?.snippet == "Text field **hints**")
    }

    @Test("must outranks should when the scores tie")
    func mustBreaksTies() throws {
        let scratch = try TemporaryDirectory()
        let paths = try scratch.copyOfValidFixture()
        for (number, level, modal) in [("3", "should", "SHOULD"), ("4", "must", "MUST")] {
            try scratch.write(
                "Content/alpha/\(number)-twin.md",
                """
                ---
                number: "\(number)"
                title: Twin
                statement: Twins \(modal) match
                level: \(level)
                category: design
                topics: [robustness]
                platforms: []
                ---

                ## Summary

                Zebras graze quietly.

                ## Testing

                ### Procedure

                1. Look.

                ### Expected result

                - Seen.
                """)
        }
        let db = scratch.path("twins.sqlite")
        #expect(try StoreBuilder.build(paths: paths, destination: db).written)
        let results = try SearchEngine(store: Store(path: db)).search("zebras").results
        #expect(results.map(\.id) == ["alpha/4", "alpha/3"])
        #expect(results[0].score == results[1].score)
    }

    @Test("ranking with the stored row lengths scores every match as FTS5's own lengths do")
    func storedRowLengths() throws {
        // Each match's length in tokens comes from guideline_search_order (copied by the build
        // from FTS5's docsize table) rather than from FTS5 match by match; a wrong or missing
        // copy changes scores.
        let weights = Array(repeating: "1", count: SearchField.allCases.count + 1).joined(separator: ", ")
        let rank = { (length: String) in "\(RankingFunction.name)(guideline_search, \(weights), NULL, \(length))" }
        let rows = try engine.store.read("test") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT o.row_tokens, \(rank("o.row_tokens")) AS stored, \(rank("NULL")) AS asked
                    FROM guideline_search s JOIN guideline_search_order o ON o.rowid = s.rowid
                    WHERE guideline_search MATCH 'label* OR focus OR screen OR colour OR test*'
                    """)
        }
        let total = try engine.store.read("test") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM guideline_search") }
        #expect(rows.count > 3 && rows.count == total)
        for row in rows {
            #expect((row["row_tokens"] as Int?).map { $0 > 0 } == true)
            #expect(row["stored"] as Double == row["asked"] as Double)
        }
    }

    @Test(
        "malformed queries are one-line argument errors, never SQLite messages",
        arguments: ["\"unbalanced", "AND", "*", "", "   ", "touch OR", "OR touch", "NOT", "-touch", "a*b", "(focus)", "\"\""])
    func malformed(query: String) throws {
        do {
            _ = try engine.search(query)
            Issue.record("expected an error for \(query)")
        } catch let error as CrosswalkError {
            guard case .invalidArgument(let argument, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(argument.hasPrefix("query"))
            #expect(!reason.contains("fts5"))
            #expect(!reason.contains("\n"))
        }
    }

    @Test("unknown filter values name the closest valid ones")
    func unknownFilters() throws {
        #expect(throws: CrosswalkError.notFound(kind: "standard", name: "alfa", suggestions: ["alpha"])) {
            try engine.search("touch", filters: SearchFilters(standards: ["alfa"]))
        }
        #expect(throws: CrosswalkError.notFound(kind: "topic", name: "touch-target", suggestions: ["touch-targets"])) {
            try engine.search("touch", filters: SearchFilters(topics: ["touch-target"]))
        }
        #expect(throws: CrosswalkError.self) { try Platform.parse(["windows"]) }
    }

    @Test("FTS5 operator words typed in lower case are plain words")
    func lowerCaseOperators() throws {
        #expect(try ids("touch and target").contains("alpha/1"))
    }

    @Test("a snippet keeps its highlights and collapses whitespace, including line breaks, to single spaces")
    func snippetParsing() {
        let snippet = Snippet(fts: "  Give every\n\n \u{2}touch  target\u{3} room,\r\nat least \u{2}44\u{3}\tpoints. ")
        #expect(snippet.marked == "Give every **touch target** room, at least **44** points.")
        #expect(snippet.segments.filter(\.highlighted).map(\.text) == ["touch target", "44"])
        #expect(Snippet(fts: "").marked == "")
    }
}
