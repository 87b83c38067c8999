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

        enum Key: String, TemplateKey {
            case aName, bName, slug, total, oneTotal, leftOut, oneLeftOut, summary, entries, notCovered, hasNotCovered

            var holds: TemplateShape {
                switch self {
                case .summary: .list(.value(Share.self))
                case .entries: .list(.value(Entry.self))
                case .notCovered: .list(.value(GuidelineLink.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .aName: Text(aName)
            case .bName: Text(bName)
            case .slug: Text(slug)
            case .total: comparison.judged
            case .oneTotal: comparison.judged == 1
            case .leftOut: comparison.leftOut.isEmpty ? nil : comparison.leftOut.count
            case .oneLeftOut: comparison.leftOut.count == 1
            case .summary: comparison.summary.map { Share(count: $0, of: comparison.judged) }
            case .entries: entries
            case .notCovered: comparison.notCovered.map { GuidelineLink(path: $0.guideline, number: $0.number, title: $0.title) }
            case .hasNotCovered: !comparison.notCovered.isEmpty
            }
        }
    }

    /// How many guidelines have one verdict, and their share for the summary bar.
    struct Share: TemplateValue {
        var count: Comparison.Count
        var of: Int

        enum Key: String, TemplateKey {
            case verdict, total, must, should, advisory, percent, nonzero
        }

        static var alsoAnswers: [any TemplateValue.Type] { [VerdictFlags.self] }

        func value(_ key: Key) -> Any? {
            switch key {
            case .verdict: Text(count.verdict.rawValue)
            case .total: count.total
            case .must: count.must
            case .should: count.should
            case .advisory: count.advisory
            case .percent: Text(of == 0 ? "0" : String(format: "%.1f", Double(count.total) * 100 / Double(of)))
            case .nonzero: count.total > 0
            }
        }

        func child(named name: String) -> Any? {
            Key(rawValue: name).map { value($0) } ?? VerdictFlags(verdict: count.verdict).child(named: name)
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

        enum Key: String, TemplateKey {
            case path, number, title, level, verdict, strength, counterparts, leads, oneLead, more, oneMore, hasCounterparts, noCounterpart,
                url

            var holds: TemplateShape {
                switch self {
                case .counterparts: .list(.value(Counterpart.self))
                default: .text
                }
            }
        }

        static var alsoAnswers: [any TemplateValue.Type] { [VerdictFlags.self] }

        func value(_ key: Key) -> Any? {
            switch key {
            case .path: Text(path)
            case .url: Text(SiteRoute.guideline.path(path))
            case .number: Text(entry.number)
            case .title: Text(entry.title)
            case .level: Text(entry.level.rawValue)
            case .verdict: Text(entry.verdict.rawValue)
            case .strength: entry.strength
            case .counterparts: counterparts
            case .leads: leads > 0 ? leads : nil
            case .oneLead: leads == 1
            case .more: more > 0 ? more : nil
            case .oneMore: more == 1
            case .hasCounterparts: !counterparts.isEmpty
            case .noCounterpart: Text(entry.noCounterpart)
            }
        }

        func child(named name: String) -> Any? {
            Key(rawValue: name).map { value($0) } ?? VerdictFlags(verdict: entry.verdict).child(named: name)
        }
    }

    /// A guideline of B and how it covers A's.
    struct Counterpart: TemplateValue {
        var counterpart: Comparison.Counterpart
        var number: String

        enum Key: String, TemplateKey {
            case path, number, title, relationship, relationPartial, strength, confidence, assertedBy, assertionPartial, pathPartial, via,
                remarks, url

            var holds: TemplateShape {
                switch self {
                case .relationPartial: .partial(Relation.allCases.map(Counterpart.relationPartial))
                case .assertionPartial: .partial(Comparison.Assertion.allCases.map(Counterpart.assertionPartial))
                case .pathPartial: .partial(PairRelation.Basis.allCases.map(Counterpart.pathPartial))
                case .via: .list(.text)
                default: .text
                }
            }
        }

        static var alsoAnswers: [any TemplateValue.Type] { [VerdictFlags.self] }

        func value(_ key: Key) -> Any? {
            let p = counterpart
            return switch key {
            case .path: Text(p.guideline)
            case .url: Text(SiteRoute.guideline.path(p.guideline))
            case .number: Text(number)
            case .title: Text(p.title)
            case .relationship: Text(p.relationship.rawValue)
            case .relationPartial: Self.relationPartial(p.relationship)
            case .strength: p.strength
            case .confidence: Text(p.confidence?.rawValue)
            case .assertedBy: Text(p.assertedBy.rawValue)
            case .assertionPartial: Self.assertionPartial(p.assertedBy)
            case .pathPartial: Self.pathPartial(p.path)
            case .via: p.via.map(Text.init)
            case .remarks: Text(p.remarks)
            }
        }

        func child(named name: String) -> Any? {
            Key(rawValue: name).map { value($0) } ?? VerdictFlags(verdict: counterpart.verdict).child(named: name)
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

        enum Key: String, TemplateKey {
            case earlier, later, unchanged, groups

            var holds: TemplateShape {
                switch self {
                case .groups: .list(.value(ChangeGroup.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .earlier: Text(earlier)
            case .later: Text(later)
            case .unchanged: unchanged
            case .groups: groups
            }
        }
    }

    /// One kind of change: `{{>*kindPartial}}` (`compare-change-new`, ...) names it.
    struct ChangeGroup: TemplateValue {
        var kind: VersionChanges.Kind
        var items: [ChangeItem]

        enum Key: String, TemplateKey {
            case kind, kindPartial, count, items

            var holds: TemplateShape {
                switch self {
                case .kindPartial: .partial(VersionChanges.Kind.allCases.map(ChangeGroup.kindPartial))
                case .items: .list(.value(ChangeItem.self))
                default: .text
                }
            }
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .kind: Text(kind.rawValue)
            case .kindPartial: Self.kindPartial(kind)
            case .count: items.count
            case .items: items
            }
        }

        static func kindPartial(_ kind: VersionChanges.Kind) -> String { "compare-change-" + kind.rawValue }
    }

    struct ChangeItem: TemplateValue {
        var change: VersionChanges.Change
        var path: String
        var number: String
        /// The earlier numbers, when the clause had others.
        var was: [String]

        enum Key: String, TemplateKey {
            case path, number, title, remarks, was, url
        }

        func value(_ key: Key) -> Any? {
            switch key {
            case .path: Text(path)
            case .url: Text(SiteRoute.guideline.path(path))
            case .number: Text(number)
            case .title: Text(change.title)
            case .remarks: Text(change.remarks)
            case .was: was == [number] || was.isEmpty ? nil : Text(was.joined(separator: ", "))
            }
        }
    }

    var aName: String
    var bName: String
    var version: WCAGVersion
    var directions: [Direction]
    var changes: Changes? = nil

    enum Key: String, TemplateKey {
        case aName, bName, version, directions, changes

        var holds: TemplateShape {
            switch self {
            case .directions: .list(.value(Direction.self))
            case .changes: .value(Changes.self)
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .aName: Text(aName)
        case .bName: Text(bName)
        case .version: Text(version.rawValue)
        case .directions: directions
        case .changes: changes
        }
    }
}

/// `{{>*verdictPartial}}` (`verdict-covered`, ...), and `{{#covered}}`, `{{#partlyCovered}}`,
/// ...: one flag per verdict, so the wording of each lives in the templates.
struct VerdictFlags: TemplateValue {
    var verdict: Comparison.Verdict

    static func partial(_ verdict: Comparison.Verdict) -> String { "verdict-" + verdict.rawValue }

    enum Key: String, TemplateKey {
        case verdictPartial, covered, partlyCovered, related, notCovered

        var holds: TemplateShape {
            switch self {
            case .verdictPartial: .partial(Comparison.Verdict.allCases.map(VerdictFlags.partial))
            default: .text
            }
        }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .verdictPartial: Self.partial(verdict)
        case .covered: verdict == .covered
        case .partlyCovered: verdict == .partlyCovered
        case .related: verdict == .related
        case .notCovered: verdict == .notCovered
        }
    }
}
