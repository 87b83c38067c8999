import GRDB

/// A guideline's mapping to a criterion, with the guideline's standard, title, level and
/// applicability (``Store/criterionLinks(_:)``).
struct CriterionLinkRow: Sendable, ColumnRecord {
    var standardID: String
    var standardName: String
    var guidelineID: String
    var title: String
    var level: RequirementLevel
    var relationship: Mapping.Relationship
    var method: Mapping.Method
    var confidence: Mapping.Confidence
    var remarks: String
    var applicability: Guideline.Applicability.Status?
    var applicabilityNote: String?

    enum Column: Int, RecordColumn {
        case standardID, shortName, id, title, level, relationship, method, confidence, remarks, applicability, applicabilityNote
    }

    init(_ row: ColumnRow<Column>) {
        standardID = row[.standardID]
        standardName = row[.shortName]
        guidelineID = row[.id]
        title = row[.title]
        level = row[.level]
        relationship = row[.relationship]
        method = row[.method]
        confidence = row[.confidence]
        remarks = row[.remarks]
        applicability = row[.applicability]
        applicabilityNote = row[.applicabilityNote]
    }
}
