import GRDB

/// What the store holds, in numbers.
public struct StoreSummary: Sendable, Equatable, Codable {
    public var standards: Int
    public var guidelines: Int
    public var guidelinesByLevel: [String: Int]
    public var techniques: Int
    public var editorialTechniques: Int
    public var codeSamples: Int
    public var tests: Int
    public var pages: Int
    public var criteria: Int
    public var topics: Int
    public var glossaryTerms: Int
    public var mappingsToWCAG: Int
    public var mappingsBetweenStandards: Int
    public var checkTools: Int
    public var checks: Int
}

extension Store {
    public func summary() throws -> StoreSummary {
        try read("summarise") { db in
            func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
            let wcag = WCAGVersion.allCases.map(\.id)
            var byLevel: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT level, COUNT(*) AS n FROM guideline GROUP BY level") {
                byLevel[row["level"]] = row["n"]
            }
            return StoreSummary(
                standards: try count("SELECT COUNT(*) FROM standard"),
                guidelines: try count("SELECT COUNT(*) FROM guideline"),
                guidelinesByLevel: byLevel,
                techniques: try count("SELECT COUNT(*) FROM technique"),
                editorialTechniques: try count("SELECT COUNT(*) FROM technique WHERE is_editorial"),
                codeSamples: try count("SELECT COUNT(*) FROM code_sample"),
                tests: try count("SELECT COUNT(*) FROM test"),
                pages: try count("SELECT COUNT(*) FROM page"),
                criteria: try count("SELECT COUNT(*) FROM criterion"),
                topics: try count("SELECT COUNT(*) FROM topic"),
                glossaryTerms: try count("SELECT COUNT(*) FROM glossary_term"),
                mappingsToWCAG: try MappingRecord.filter(wcag.contains(MappingRecord.Columns.targetStandardID)).fetchCount(db),
                mappingsBetweenStandards: try MappingRecord.filter(!wcag.contains(MappingRecord.Columns.targetStandardID)).fetchCount(db),
                checkTools: try count("SELECT COUNT(*) FROM check_tool"), checks: try count("SELECT COUNT(*) FROM automated_check"))
        }
    }
}
