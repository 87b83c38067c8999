import GRDB

// The domain's enums are stored as their raw values and read back as enums, so records and
// the results built from them keep the types the content was loaded with. Read straight from
// the statement's text (StatementColumnConvertible), not through GRDB's generic DatabaseValue
// path: a comparison reads four of them from each of tens of thousands of mappings.
extension Platform: DatabaseValueConvertible, StatementColumnConvertible {}
extension RequirementLevel: DatabaseValueConvertible, StatementColumnConvertible {}
extension Standard.Status: DatabaseValueConvertible, StatementColumnConvertible {}
extension StandardPage.Kind: DatabaseValueConvertible, StatementColumnConvertible {}
extension SuccessCriterion.Level: DatabaseValueConvertible, StatementColumnConvertible {}
extension WCAGVersion: DatabaseValueConvertible, StatementColumnConvertible {}
extension Technique.Kind: DatabaseValueConvertible, StatementColumnConvertible {}
extension CodeLanguage: DatabaseValueConvertible, StatementColumnConvertible {}
extension TestProcedure.Part: DatabaseValueConvertible, StatementColumnConvertible {}
extension Guideline.RoleKind: DatabaseValueConvertible, StatementColumnConvertible {}
extension Mapping.TargetKind: DatabaseValueConvertible, StatementColumnConvertible {}
extension SearchVocabulary.Kind: DatabaseValueConvertible, StatementColumnConvertible {}
extension Standard.Kind: DatabaseValueConvertible, StatementColumnConvertible {}
extension Guideline.Applicability.Status: DatabaseValueConvertible, StatementColumnConvertible {}
extension CheckTool.Kind: DatabaseValueConvertible, StatementColumnConvertible {}

// A mapping's four enums are matched against the column's bytes, without a String made for
// each: a comparison of two large standards reads them from tens of thousands of rows.
extension Mapping.Relationship: DatabaseValueConvertible, ColumnTextEnum {
    static let byBytes = ColumnText.table(of: Self.self)
}

extension Mapping.Rationale: DatabaseValueConvertible, ColumnTextEnum {
    static let byBytes = ColumnText.table(of: Self.self)
}

extension Mapping.Confidence: DatabaseValueConvertible, ColumnTextEnum {
    static let byBytes = ColumnText.table(of: Self.self)
}

extension Mapping.Method: DatabaseValueConvertible, ColumnTextEnum {
    static let byBytes = ColumnText.table(of: Self.self)
}
