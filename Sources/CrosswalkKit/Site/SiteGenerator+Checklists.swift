import Foundation

extension SiteGenerator {
    /// Requirements of the largest checklist printed: the real content's largest has 161
    /// (EN 301 549 V4.1.1 and Section 508 on Android). More is no checklist to print, and the
    /// plan's cost grows with the square of its requirements; `crosswalk audit plan` writes any.
    static let checklistLimit = 250

    /// Every checklist: a row per standard, then per set of `Site/checklists.yaml`; a cell per
    /// platform with the plan's item count.
    package func checklistsPage() -> SitePage {
        func row(_ standards: [String], why: String?) -> ChecklistsInput.Row {
            .init(
                standardID: standards.count == 1 ? standards[0] : nil, title: checklistTitle(standards), why: why,
                cells: Platform.allCases.map { platform in
                    if let found = data.checklists.first(where: { $0.platform == platform && $0.standards == standards }) {
                        return cell(found)
                    }
                    let oversized = data.oversizedChecklists.first { $0.platform == platform && $0.standards == standards }
                    return .init(platform: platform, path: nil, items: 0, conditional: 0, oversized: oversized?.requirements)
                })
        }
        return page(
            .checklists,
            input: ChecklistsInput(
                platforms: Platform.allCases, standards: data.standards.map { row([$0.id], why: nil) },
                sets: data.sets.map { row($0.standards, why: $0.why) }),
            section: .checklists, current: "Checklists")
    }

    /// One checklist page, from the plan `crosswalk audit plan` writes for the same platform
    /// and standards.
    package func checklistPage(_ checklist: Checklist) -> SitePage {
        let plan = checklist.plan
        let items = plan.items.map { item in
            ChecklistItem(
                id: item.id, title: item.title, condition: item.conditionText,
                groups: plan.standards.compactMap { standard in
                    let served = item.requirements.filter { $0.standard == standard }
                    return served.isEmpty
                        ? nil
                        : .init(
                            standardName: data.name(of: standard),
                            requirements: served.map {
                                .init(
                                    link: link($0.id, title: $0.title), level: $0.level, decides: $0.decides, relationship: $0.relationship)
                            })
                },
                wcag: item.wcag.map(ChecklistItem.Criterion.init),
                procedures: item.procedures.map { procedure in
                    ChecklistItem.Procedure(
                        source: procedure.source.map { link($0, title: data.byID[$0]?.title) },
                        standardName: procedure.source.flatMap { data.byID[$0] }.map { data.name(of: $0.standard) },
                        editorial: procedure.editorial, steps: procedure.steps.map(Self.listItem),
                        expected: procedure.expected.map(Self.listItem), instruction: procedure.instruction)
                },
                techniques: item.techniques.map { techniques in
                    .init(
                        link: link(techniques.guideline, title: data.byID[techniques.guideline]?.title),
                        standardName: data.byID[techniques.guideline].map { data.name(of: $0.standard) } ?? "", kinds: techniques.kinds)
                })
        }
        let title = checklistTitle(checklist.standards)
        let input = ChecklistInput(
            platform: checklist.platform, title: title, why: checklist.why, command: checklist.command,
            standards: plan.standards.map { standard in
                .init(id: standard, shortName: data.name(of: standard), requirements: plan.requirements.count { $0.standard == standard })
            },
            requirementCount: plan.requirements.count, conditionalCount: plan.conditionalCount, items: items)
        return page(
            .checklist, checklist.platform.rawValue, checklist.standards.joined(separator: "--"), input: input, section: .checklists,
            crumbs: [("Checklists", Checklist.index)], current: "\(title) on \(checklist.platform.title)")
    }

    /// The checklists of one standard, a link per platform, for its page.
    func checklistLinks(_ standard: String) -> [ChecklistsInput.Cell] {
        data.checklists.filter { $0.standards == [standard] }.map(cell)
    }

    /// A link to a checklist page, with its item counts.
    func cell(_ checklist: Checklist) -> ChecklistsInput.Cell {
        .init(
            platform: checklist.platform, path: checklist.path, items: checklist.plan.items.count,
            conditional: checklist.plan.conditionalCount, oversized: nil)
    }

    /// "EN 301 549 V4.1.1 and Section 508 (2017)".
    func checklistTitle(_ standards: [String]) -> String {
        let names = standards.map { data.name(of: $0) }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// A plan's step or expected result (Markdown on one line) as a list item cmark rendered.
    static func listItem(_ markdown: String) -> String { "<li>" + InlineMarkdown.unwrapped(markdown) + "</li>" }
}
