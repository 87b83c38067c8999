import CrosswalkKit

/// What the `audit_plan` tool answers: the plan's counts and a page of its items, each with
/// the requirements it decides and how, and its WCAG criteria; or, asked for one item, that
/// item whole (procedures and techniques). A plan for three standards is about 500 KB of
/// JSON, more than an assistant should read at once; `crosswalk audit plan` writes it all.
struct MCPAuditPlanSummary: Encodable {
    struct Item: Encodable {
        var id: String
        var title: String
        var onlyIfFails: [String]
        var decides: [Decided]
        var wcag: [String]

        enum CodingKeys: String, CodingKey {
            case id, title, decides, wcag
            case onlyIfFails = "only_if_fails"
        }
    }

    struct Decided: Encodable {
        var requirement: String
        var standard: String
        var decides: AuditDecision
        var relationship: Relation
    }

    struct Standard: Encodable {
        var id: String
        var requirements: Int
    }

    var format: String
    var platform: Platform
    var standards: [Standard]
    var requirementsTotal: Int
    var itemsTotal: Int
    var conditional: Int
    var offset: Int
    var items: [Item]
    /// The one item asked for by id, whole.
    var item: AuditPlan.Item?

    /// `page`: the items asked for, a page of them or (`whole`) the one asked for by id.
    init(_ plan: AuditPlan, offset: Int, page: [AuditPlan.Item], whole: Bool) {
        format = plan.format
        platform = plan.platform
        standards = plan.standards.map { id in Standard(id: id, requirements: plan.requirements.count { $0.standard == id }) }
        requirementsTotal = plan.requirements.count
        itemsTotal = plan.items.count
        conditional = plan.conditionalCount
        self.offset = offset
        item = whole ? page.first : nil
        items =
            whole
            ? []
            : page.map { item in
                Item(
                    id: item.id, title: item.title, onlyIfFails: item.onlyIfFails,
                    decides: item.requirements.map {
                        Decided(requirement: $0.id, standard: $0.standard, decides: $0.decides, relationship: $0.relationship)
                    },
                    wcag: item.wcag.map(\.number))
            }
    }

    enum CodingKeys: String, CodingKey {
        case format, platform, standards, conditional, offset, items, item
        case requirementsTotal = "requirements_total"
        case itemsTotal = "items_total"
    }
}
