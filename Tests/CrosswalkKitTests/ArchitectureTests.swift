import Foundation
import Testing

/// The shape docs/architecture.md promises, read from the sources: folders of CrosswalkKit
/// use only the folders below them, the site reads no [String: Any], and records keep enums.
@Suite("Architecture")
struct ArchitectureTests {
    static let kit = TestSupport.repositoryRoot.appendingPathComponent("Sources/CrosswalkKit")

    /// Each folder's layer: a folder may use the types of folders in lower layers only.
    static let layers: [String: Int] = [
        "Support": 0, "Model": 1, "Markdown": 2, "Content": 3, "Store": 4,
        "Search": 5, "Compare": 5, "Build": 6, "Query": 6, "Plan": 7, "Export": 7, "Site": 8, "Audit": 9,
    ]

    /// Every Swift file under CrosswalkKit with its top folder and its code, comments and
    /// string literals removed (a type named in a comment is not a dependency).
    static func sources() throws -> [(folder: String, path: String, code: String)] {
        let enumerator = FileManager.default.enumerator(atPath: kit.path)
        var result: [(String, String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: kit.appendingPathComponent(relative), encoding: .utf8)
            let code =
                text
                .replacingOccurrences(of: #"(?s)"""(.*?)""""#, with: "\"\"", options: .regularExpression)
                .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #""(\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
            result.append((String(relative.prefix { $0 != "/" }), relative, code))
        }
        return result
    }

    @Test("folders use only the folders below them: no cycle")
    func layering() throws {
        let sources = try Self.sources()
        // Top-level declarations only: nested types are named through their outer type.
        let declaredIn = try Self.declarations(sources)
        #expect(declaredIn.count > 50)
        var violations: [String] = []
        for source in sources {
            let layer = try #require(Self.layers[source.folder], "\(source.folder) has no layer in ArchitectureTests.layers")
            let words = Set(source.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let other = declaredIn[word], other != source.folder, let otherLayer = Self.layers[other] else { continue }
                if otherLayer >= layer { violations.append("\(source.path) uses \(word) from \(other)/") }
            }
        }
        #expect(violations.sorted() == [])
    }

    /// Top-level type names declared in each folder.
    static func declarations(_ sources: [(folder: String, path: String, code: String)]) throws -> [String: String] {
        var declaredIn: [String: String] = [:]
        let pattern = #"(?m)^(?:public |private |fileprivate |final )*(?:struct|enum|class|protocol|typealias) ([A-Z]\w*)"#
        let regex = try NSRegularExpression(pattern: pattern)
        for source in sources {
            for match in regex.matches(in: source.code, range: NSRange(source.code.startIndex..., in: source.code)) {
                declaredIn[String(source.code[Range(match.range(at: 1), in: source.code)!])] = source.folder
            }
        }
        return declaredIn
    }

    @Test("the store depends on nothing above it: only Support and Model")
    func storeAtTheBottom() throws {
        let sources = try Self.sources()
        let declaredIn = try Self.declarations(sources)
        var violations: [String] = []
        for source in sources where source.folder == "Store" {
            let words = Set(source.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let other = declaredIn[word], !["Store", "Support", "Model"].contains(other) else { continue }
                violations.append("\(source.path) uses \(word) from \(other)/")
            }
        }
        #expect(violations.sorted() == [])
    }

    /// What marks SQL in Swift source: statements, clauses and GRDB's raw-SQL calls.
    static let sqlMarks = [
        "SELECT ", "INSERT INTO", "UPDATE ", "DELETE FROM", "CREATE TABLE", "CREATE VIRTUAL TABLE", "CREATE INDEX", "PRAGMA",
        " MATCH ?", "bm25(", "snippet(", "sql:", "execute(sql", "fetchAll(db,", "fetchOne(db,", "fetchCursor(db,",
    ]

    @Test("only Store/ holds SQL; other layers call Store's methods")
    func sqlInStore() throws {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.kit.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("Store/") else { continue }
            // Comments may name SQL; code and string literals may not.
            let code = try String(contentsOf: Self.kit.appendingPathComponent(relative), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            if let mark = Self.sqlMarks.first(where: code.contains) { found.append("\(relative): \(mark)") }
        }
        #expect(found == [])
    }

    @Test("the site's templates read typed values, not [String: Any]")
    func typedTemplates() throws {
        let site = try Self.sources().filter { $0.folder == "Site" }
        #expect(site.count > 20)
        #expect(site.filter { $0.code.contains("[String: Any]") }.map(\.path) == [])
    }

    @Test("records hold enums, not strings, for every closed set of values")
    func typedRecords() throws {
        let closed = [
            "level", "status", "platform", "kind", "relationship", "rationale", "confidence", "method",
            "targetKind", "version", "introduced", "removed",
        ]
        let records = try Self.sources().filter { $0.path.hasPrefix("Store/Records/") }
        #expect(records.count > 10)
        for record in records {
            // A standard's or a check tool's own version is free text ("0.7"); a WCAG version is not.
            let freeVersion = ["/StandardRecord.swift", "/CheckCatalogue.swift"].contains { record.path.hasSuffix($0) }
            for field in closed where !(field == "version" && freeVersion) {
                #expect(!record.code.contains("var \(field): String"), "\(record.path): \(field) is a String")
            }
        }
    }
}
