import GRDB

/// What the store holds about some guidelines besides their own row, each part read for all
/// of them with one query (``Store/guidelineParts(ids:)``), keyed by guideline id and in the
/// order a guideline lists it. Query assembles `GuidelineDetail` from these.
struct GuidelineParts: Sendable {
    /// A topic, user group or glossary term a guideline names.
    struct Reference: Sendable, ColumnRecord {
        var guidelineID: String
        var id: String
        var title: String

        enum Column: Int, RecordColumn { case guidelineID, id, title }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            id = row[.id]
            title = row[.title]
        }
    }

    /// A row of `guideline_role`.
    struct Role: Sendable, ColumnRecord {
        var guidelineID: String
        var kind: Guideline.RoleKind
        var role: String

        enum Column: Int, RecordColumn { case guidelineID, kind, role }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            kind = row[.kind]
            role = row[.role]
        }
    }

    /// A row of `guideline_platform`.
    struct PlatformCoverage: Sendable, ColumnRecord {
        var guidelineID: String
        var platform: Platform
        var hasTechnique: Bool

        enum Column: Int, RecordColumn { case guidelineID, platform, hasTechnique }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            platform = row[.platform]
            hasTechnique = row[.hasTechnique]
        }
    }

    /// A row of `technique`.
    struct Technique: Sendable, ColumnRecord {
        var guidelineID: String
        var id: Int64
        var platform: Platform
        var kind: CrosswalkKit.Technique.Kind
        var isEditorial: Bool
        var isLegacy: Bool
        var markdown: String
        var html: String

        enum Column: Int, RecordColumn { case guidelineID, id, platform, kind, isEditorial, isLegacy, markdown, html }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            id = row[.id]
            platform = row[.platform]
            kind = row[.kind]
            isEditorial = row[.isEditorial]
            isLegacy = row[.isLegacy]
            markdown = row[.markdown]
            html = row[.html]
        }
    }

    /// A row of `code_sample`.
    struct Code: Sendable, ColumnRecord {
        var techniqueID: Int64
        var language: String
        var code: String

        enum Column: Int, RecordColumn { case techniqueID, language, code }

        init(_ row: ColumnRow<Column>) {
            techniqueID = row[.techniqueID]
            language = row[.language]
            code = row[.code]
        }
    }

    /// A row of `test_step`.
    struct Step: Sendable, ColumnRecord {
        var guidelineID: String
        var kind: TestProcedure.Part
        var markdown: String
        var html: String

        enum Column: Int, RecordColumn { case guidelineID, kind, markdown, html }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            kind = row[.kind]
            markdown = row[.markdown]
            html = row[.html]
        }
    }

    /// A row of `automated_test`.
    struct AutomatedTest: Sendable, ColumnRecord {
        var guidelineID: String
        var proseMarkdown: String
        var proseHTML: String
        var personChecksMarkdown: String
        var personChecksHTML: String

        enum Column: Int, RecordColumn { case guidelineID, proseMarkdown, proseHTML, personChecksMarkdown, personChecksHTML }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            proseMarkdown = row[.proseMarkdown]
            proseHTML = row[.proseHTML]
            personChecksMarkdown = row[.personChecksMarkdown]
            personChecksHTML = row[.personChecksHTML]
        }
    }

    /// A row of `automated_test_code`.
    struct AutomatedCode: Sendable, ColumnRecord {
        var guidelineID: String
        var language: CodeLanguage
        var code: String

        enum Column: Int, RecordColumn { case guidelineID, language, code }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.guidelineID]
            language = row[.language]
            code = row[.code]
        }
    }

    /// A mapping of a guideline to a success criterion, with the criterion's own facts.
    struct CriterionLink: Sendable, ColumnRecord {
        var guidelineID: String
        var number: String
        var handle: String
        var level: SuccessCriterion.Level
        var relationship: Mapping.Relationship
        var rationale: Mapping.Rationale
        var confidence: Mapping.Confidence
        var method: Mapping.Method
        var remarks: String
        var introduced: WCAGVersion
        var removed: WCAGVersion?

        enum Column: Int, RecordColumn {
            case sourceID, number, handle, level, relationship, rationale, confidence, method, remarks, introduced, removed
        }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.sourceID]
            number = row[.number]
            handle = row[.handle]
            level = row[.level]
            relationship = row[.relationship]
            rationale = row[.rationale]
            confidence = row[.confidence]
            method = row[.method]
            remarks = row[.remarks]
            introduced = row[.introduced]
            removed = row[.removed]
        }
    }

    /// A mapping of a guideline to a WCAG version: no criterion of it corresponds.
    struct NoCriterion: Sendable, ColumnRecord {
        var guidelineID: String
        var version: WCAGVersion
        var remarks: String

        enum Column: Int, RecordColumn { case sourceID, version, remarks }

        init(_ row: ColumnRow<Column>) {
            guidelineID = row[.sourceID]
            version = row[.version]
            remarks = row[.remarks]
        }
    }

    var topics: [String: [Reference]]
    var users: [String: [Reference]]
    var terms: [String: [Reference]]
    var roles: [String: [Role]]
    var platforms: [String: [PlatformCoverage]]
    var techniques: [String: [Technique]]
    /// By technique id.
    var code: [Int64: [Code]]
    /// Whether each guideline's test procedure is Crosswalk's (`test.is_editorial`).
    var editorialTests: [String: Bool]
    var steps: [String: [Step]]
    var automatedTests: [String: AutomatedTest]
    var automatedCode: [String: [AutomatedCode]]
    var wcag: [String: [CriterionLink]]
    var noWCAG: [String: [NoCriterion]]
    /// The guidelines each supersedes, and those that supersede it.
    var supersedes: [String: [String]]
    var supersededBy: [String: [String]]
}
