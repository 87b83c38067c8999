import GRDB

/// What the store holds about some guidelines besides their own row, each part read for all
/// of them with one query (``Store/guidelineParts(ids:)``), keyed by guideline id and in the
/// order a guideline lists it. Query assembles `GuidelineDetail` from these.
struct GuidelineParts: Sendable {
    /// A topic, user group or glossary term a guideline names.
    struct Reference: Sendable, FetchableRecord {
        var guidelineID: String
        var id: String
        var title: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            id = row["id"]
            title = row["title"]
        }
    }

    /// A row of `guideline_role`.
    struct Role: Sendable, FetchableRecord {
        var guidelineID: String
        var kind: Guideline.RoleKind
        var role: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            kind = row["kind"]
            role = row["role"]
        }
    }

    /// A row of `guideline_platform`.
    struct PlatformCoverage: Sendable, FetchableRecord {
        var guidelineID: String
        var platform: Platform
        var hasTechnique: Bool
        init(row: Row) {
            guidelineID = row["guideline_id"]
            platform = row["platform"]
            hasTechnique = row["has_technique"]
        }
    }

    /// A row of `technique`.
    struct Technique: Sendable, FetchableRecord {
        var guidelineID: String
        var id: Int64
        var platform: Platform
        var kind: CrosswalkKit.Technique.Kind
        var isEditorial: Bool
        var isLegacy: Bool
        var markdown: String
        var html: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            id = row["id"]
            platform = row["platform"]
            kind = row["kind"]
            isEditorial = row["is_editorial"]
            isLegacy = row["is_legacy"]
            markdown = row["markdown"]
            html = row["html"]
        }
    }

    /// A row of `code_sample`.
    struct Code: Sendable, FetchableRecord {
        var techniqueID: Int64
        var language: String
        var code: String
        init(row: Row) {
            techniqueID = row["technique_id"]
            language = row["language"]
            code = row["code"]
        }
    }

    /// A row of `test_step`.
    struct Step: Sendable, FetchableRecord {
        var guidelineID: String
        var kind: TestProcedure.Part
        var markdown: String
        var html: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            kind = row["kind"]
            markdown = row["markdown"]
            html = row["html"]
        }
    }

    /// A row of `automated_test`.
    struct AutomatedTest: Sendable, FetchableRecord {
        var guidelineID: String
        var proseMarkdown: String
        var proseHTML: String
        var personChecksMarkdown: String
        var personChecksHTML: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            proseMarkdown = row["prose_markdown"]
            proseHTML = row["prose_html"]
            personChecksMarkdown = row["person_checks_markdown"]
            personChecksHTML = row["person_checks_html"]
        }
    }

    /// A row of `automated_test_code`.
    struct AutomatedCode: Sendable, FetchableRecord {
        var guidelineID: String
        var language: CodeLanguage
        var code: String
        init(row: Row) {
            guidelineID = row["guideline_id"]
            language = row["language"]
            code = row["code"]
        }
    }

    /// A mapping of a guideline to a success criterion, with the criterion's own facts.
    struct CriterionLink: Sendable, FetchableRecord {
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
        init(row: Row) {
            guidelineID = row["source_id"]
            number = row["number"]
            handle = row["handle"]
            level = row["level"]
            relationship = row["relationship"]
            rationale = row["rationale"]
            confidence = row["confidence"]
            method = row["method"]
            remarks = row["remarks"]
            introduced = row["introduced"]
            removed = row["removed"]
        }
    }

    /// A mapping of a guideline to a WCAG version: no criterion of it corresponds.
    struct NoCriterion: Sendable, FetchableRecord {
        var guidelineID: String
        var version: WCAGVersion
        var remarks: String
        init(row: Row) {
            guidelineID = row["source_id"]
            version = row["version"]
            remarks = row["remarks"]
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
