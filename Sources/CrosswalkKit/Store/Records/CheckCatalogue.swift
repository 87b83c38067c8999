import GRDB

/// The catalogue of automated checks as stored (``Store/checkCatalogue(only:)``): tools,
/// checks and targets in file order, and the platforms of each tool and check.
struct CheckCatalogue: Sendable {
    /// A row of `check_tool`.
    struct Tool: Sendable, FetchableRecord {
        var id: String
        var name: String
        var publisher: String
        var kind: CheckTool.Kind
        var sourceURL: String
        var version: String
        var checked: String
        var checkedAgainst: String
        var mappedBy: Mapping.Method
        var description: String
        init(row: Row) {
            id = row["id"]
            name = row["name"]
            publisher = row["publisher"]
            kind = row["kind"]
            sourceURL = row["source_url"]
            version = row["version"]
            checked = row["checked"]
            checkedAgainst = row["checked_against"]
            mappedBy = row["mapped_by"]
            description = row["description"]
        }
    }

    /// A row of `automated_check`.
    struct Check: Sendable, FetchableRecord {
        var id: String
        var toolID: String
        var name: String
        var title: String
        var description: String
        var threshold: String?
        var experimental: Bool
        var cannotSee: String
        init(row: Row) {
            id = row["id"]
            toolID = row["tool_id"]
            name = row["name"]
            title = row["title"]
            description = row["description"]
            threshold = row["threshold"]
            experimental = row["experimental"]
            cannotSee = row["cannot_see"]
        }
    }

    /// A row of `check_target` with the number and handle of its criterion, or the id and
    /// title of its guideline.
    struct Target: Sendable, FetchableRecord {
        var checkID: String
        var targetID: String
        var kind: Mapping.TargetKind
        var relationship: Mapping.Relationship
        var remarks: String?
        var label: String
        var title: String
        var level: SuccessCriterion.Level?
        init(row: Row) {
            checkID = row["check_id"]
            targetID = row["target_id"]
            kind = row["target_kind"]
            relationship = row["relationship"]
            remarks = row["remarks"]
            label = row["label"]
            title = row["title"]
            level = row["level"]
        }
    }

    var tools: [Tool]
    /// By tool id.
    var checks: [String: [Check]]
    /// By check id.
    var targets: [String: [Target]]
    /// By tool id and by check id, sorted.
    var toolPlatforms: [String: [Platform]]
    var checkPlatforms: [String: [Platform]]
}
