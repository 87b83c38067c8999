import GRDB

// The domain's enums are stored as their raw values and read back as enums, so records and
// the results built from them keep the types the content was loaded with.
extension Platform: DatabaseValueConvertible {}
extension RequirementLevel: DatabaseValueConvertible {}
extension Standard.Status: DatabaseValueConvertible {}
extension StandardPage.Kind: DatabaseValueConvertible {}
extension SuccessCriterion.Level: DatabaseValueConvertible {}
extension WCAGVersion: DatabaseValueConvertible {}
extension Technique.Kind: DatabaseValueConvertible {}
extension CodeLanguage: DatabaseValueConvertible {}
extension TestProcedure.Part: DatabaseValueConvertible {}
extension Guideline.RoleKind: DatabaseValueConvertible {}
extension Mapping.Relationship: DatabaseValueConvertible {}
extension Mapping.Rationale: DatabaseValueConvertible {}
extension Mapping.Confidence: DatabaseValueConvertible {}
extension Mapping.Method: DatabaseValueConvertible {}
extension Mapping.TargetKind: DatabaseValueConvertible {}
extension SearchVocabulary.Kind: DatabaseValueConvertible {}
extension Standard.Kind: DatabaseValueConvertible {}
extension Guideline.Applicability.Status: DatabaseValueConvertible {}
extension CheckTool.Kind: DatabaseValueConvertible {}
