import Foundation

/// `compare.mustache`: how each of two standards covers the other, guideline by guideline.
struct CompareInput: TemplateValue {
    /// How B covers A: the summary and every guideline of A.
    struct Direction: TemplateValue {
        var comparison: Comparison
        var aName: String
        var bName: String
        /// A fragment id for the direction's section.
        var slug: String
        var entries: [Entry]

        func child(named name: String) -> Any? {
            switch name {
            case "aName": Text(aName)
            case "bName": Text(bName)
            case "slug": Text(slug)
            case "total": comparison.entries.count
            case "leftOut": comparison.leftOut.isEmpty ? nil : comparison.leftOut.count
            case "summary": comparison.summary.map { Share(count: $0, of: comparison.entries.count) }
            case "entries": entries
            case "notCovered": comparison.notCovered.map { GuidelineLink(path: $0.guideline, number: $0.number, title: $0.title) }
            case "hasNotCovered": !comparison.notCovered.isEmpty
            default: nil
            }
        }
    }

    /// How many guidelines have one verdict, and their share for the summary bar.
    struct Share: TemplateValue {
        var count: Comparison.Count
        var of: Int

        func child(named name: String) -> Any? {
            switch name {
            case "verdict": Text(count.verdict.rawValue)
            case "total": count.total
            case "must": count.must
            case "should": count.should
            case "advisory": count.advisory
            case "percent": Text(of == 0 ? "0" : String(format: "%.1f", Double(count.total) * 100 / Double(of)))
            case "nonzero": count.total > 0
            default: VerdictFlags(verdict: count.verdict).child(named: name)
            }
        }
    }

    /// One guideline of A, its verdict and B's guidelines behind it.
    struct Entry: TemplateValue {
        var entry: Comparison.Entry
        var path: String
        var counterparts: [Counterpart]
        /// Counterparts that cover or partly cover, beyond those listed.
        var more: Int
        /// Related counterparts (leads), not listed.
        var leads: Int

        func child(named name: String) -> Any? {
            switch name {
            case "path": Text(path)
            case "number": Text(entry.number)
            case "title": Text(entry.title)
            case "level": Text(entry.level.rawValue)
            case "verdict": Text(entry.verdict.rawValue)
            case "strength": entry.strength
            case "counterparts": counterparts
            case "leads": leads > 0 ? leads : nil
            case "oneLead": leads == 1
            case "more": more > 0 ? more : nil
            case "oneMore": more == 1
            case "hasCounterparts": !counterparts.isEmpty
            case "noCounterpart": Text(entry.noCounterpart)
            default: VerdictFlags(verdict: entry.verdict).child(named: name)
            }
        }
    }

    /// A guideline of B and how it covers A's.
    struct Counterpart: TemplateValue {
        var counterpart: Comparison.Counterpart
        var number: String

        func child(named name: String) -> Any? {
            let p = counterpart
            return switch name {
            case "path": Text(p.guideline)
            case "number": Text(number)
            case "title": Text(p.title)
            case "relationship": Text(p.relationship.rawValue)
            case "relationPartial": Self.relationPartial(p.relationship)
            case "strength": p.strength
            case "confidence": Text(p.confidence?.rawValue)
            case "assertedBy": Text(p.assertedBy.rawValue)
            case "assertionPartial": Self.assertionPartial(p.assertedBy)
            case "pathPartial": Self.pathPartial(p.path)
            case "via": p.via.map(Text.init)
            case "remarks": Text(p.remarks)
            default: VerdictFlags(verdict: p.verdict).child(named: name)
            }
        }

        /// The partials that word a counterpart (`{{>*relationPartial}}`, `pathPartial`,
        /// `assertionPartial`): what the relationship means, how it was found, who claims it.
        static func relationPartial(_ relation: Relation) -> String { "compare-relation-" + relation.rawValue }
        static func pathPartial(_ basis: PairRelation.Basis) -> String { "compare-path-" + basis.rawValue }
        static func assertionPartial(_ assertion: Comparison.Assertion) -> String { "compare-assertion-" + assertion.rawValue }
    }

    /// What changed for apps from one version of a regulation to the next.
    struct Changes: TemplateValue {
        var earlier: String
        var later: String
        var unchanged: Int
        var groups: [ChangeGroup]

        func child(named name: String) -> Any? {
            switch name {
            case "earlier": Text(earlier)
            case "later": Text(later)
            case "unchanged": unchanged
            case "groups": groups
            default: nil
            }
        }
    }

    /// One kind of change: `{{>*kindPartial}}` (`compare-change-new`, ...) names it.
    struct ChangeGroup: TemplateValue {
        var kind: VersionChanges.Kind
        var items: [ChangeItem]

        func child(named name: String) -> Any? {
            switch name {
            case "kind": Text(kind.rawValue)
            case "kindPartial": "compare-change-" + kind.rawValue
            case "count": items.count
            case "items": items
            default: nil
            }
        }
    }

    struct ChangeItem: TemplateValue {
        var change: VersionChanges.Change
        var path: String
        var number: String
        /// The earlier numbers, when the clause had others.
        var was: [String]

        func child(named name: String) -> Any? {
            switch name {
            case "path": Text(path)
            case "number": Text(number)
            case "title": Text(change.title)
            case "remarks": Text(change.remarks)
            case "was": was == [number] || was.isEmpty ? nil : Text(was.joined(separator: ", "))
            default: nil
            }
        }
    }

    var aName: String
    var bName: String
    var version: WCAGVersion
    var directions: [Direction]
    var changes: Changes? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "aName": Text(aName)
        case "bName": Text(bName)
        case "version": Text(version.rawValue)
        case "directions": directions
        case "changes": changes
        default: nil
        }
    }
}

/// `{{>*verdictPartial}}` (`verdict-covered`, ...), and `{{#covered}}`, `{{#partlyCovered}}`,
/// ...: one flag per verdict, so the wording of each lives in the templates.
struct VerdictFlags: TemplateValue {
    var verdict: Comparison.Verdict

    static func partial(_ verdict: Comparison.Verdict) -> String { "verdict-" + verdict.rawValue }

    func child(named name: String) -> Any? {
        switch name {
        case "verdictPartial": Self.partial(verdict)
        case "covered": verdict == .covered
        case "partlyCovered": verdict == .partlyCovered
        case "related": verdict == .related
        case "notCovered": verdict == .notCovered
        default: nil
        }
    }
}
