import Foundation

/// `compare.mustache`: how each of two standards covers the other, guideline by guideline.
package struct CompareInput: TemplateValue {
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .aName: .text(aName)
            case .bName: .text(bName)
            case .slug: .text(slug)
            case .total: TemplateData(comparison.judged)
            case .oneTotal: TemplateData(comparison.judged == 1)
            case .leftOut: comparison.leftOut.isEmpty ? nil : .number(comparison.leftOut.count)
            case .oneLeftOut: TemplateData(comparison.leftOut.count == 1)
            case .summary: TemplateData(comparison.summary.map { Share(count: $0, of: comparison.judged) })
            case .entries: TemplateData(entries)
            case .notCovered:
                TemplateData(comparison.notCovered.map { GuidelineLink(path: $0.guideline, number: $0.number, title: $0.title) })
            case .hasNotCovered: TemplateData(!comparison.notCovered.isEmpty)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .verdict: .text(count.verdict.rawValue)
            case .total: TemplateData(count.total)
            case .must: TemplateData(count.must)
            case .should: TemplateData(count.should)
            case .advisory: TemplateData(count.advisory)
            case .percent: .text(of == 0 ? "0" : String(format: "%.1f", Double(count.total) * 100 / Double(of)))
            case .nonzero: TemplateData(count.total > 0)
            }
        }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            VerdictFlags(verdict: count.verdict).child(resolution, named: name)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .path: .text(path)
            case .url: .text(SiteRoute.guideline.path(path))
            case .number: .text(entry.number)
            case .title: .text(entry.title)
            case .level: .text(entry.level.rawValue)
            case .verdict: .text(entry.verdict.rawValue)
            case .strength: TemplateData(entry.strength)
            case .counterparts: TemplateData(counterparts)
            case .leads: TemplateData(leads > 0 ? leads : nil)
            case .oneLead: TemplateData(leads == 1)
            case .more: TemplateData(more > 0 ? more : nil)
            case .oneMore: TemplateData(more == 1)
            case .hasCounterparts: TemplateData(!counterparts.isEmpty)
            case .noCounterpart: TemplateData(entry.noCounterpart)
            }
        }

        func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            VerdictFlags(verdict: entry.verdict).child(resolution, named: name)
        }
    }

    /// A guideline of B and how it covers A's.
    package struct Counterpart: TemplateValue {
        var counterpart: Comparison.Counterpart
        var number: String

        package enum Key: String, TemplateKey {
            case path, number, title, relationship, relationPartial, strength, confidence, assertedBy, assertionPartial, pathPartial, via,
                remarks, url

            package var holds: TemplateShape {
                switch self {
                case .relationPartial: .partial(Relation.allCases.map(Counterpart.relationPartial))
                case .assertionPartial: .partial(Comparison.Assertion.allCases.map(Counterpart.assertionPartial))
                case .pathPartial: .partial(PairRelation.Basis.allCases.map(Counterpart.pathPartial))
                case .via: .list(.text)
                default: .text
                }
            }
        }

        package static var alsoAnswers: [any TemplateValue.Type] { [VerdictFlags.self] }

        package func value(_ key: Key) -> TemplateData? {
            let p = counterpart
            return switch key {
            case .path: .text(p.guideline)
            case .url: .text(SiteRoute.guideline.path(p.guideline))
            case .number: .text(number)
            case .title: .text(p.title)
            case .relationship: .text(p.relationship.rawValue)
            case .relationPartial: TemplateData(Self.relationPartial(p.relationship))
            case .strength: TemplateData(p.strength)
            case .confidence: TemplateData(p.confidence?.rawValue)
            case .assertedBy: .text(p.assertedBy.rawValue)
            case .assertionPartial: TemplateData(Self.assertionPartial(p.assertedBy))
            case .pathPartial: TemplateData(Self.pathPartial(p.path))
            case .via: TemplateData(p.via)
            case .remarks: TemplateData(p.remarks)
            }
        }

        package func delegated(_ resolution: TemplateResolution, named name: String) -> TemplateData? {
            VerdictFlags(verdict: counterpart.verdict).child(resolution, named: name)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .earlier: .text(earlier)
            case .later: .text(later)
            case .unchanged: TemplateData(unchanged)
            case .groups: TemplateData(groups)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .kind: .text(kind.rawValue)
            case .kindPartial: TemplateData(Self.kindPartial(kind))
            case .count: TemplateData(items.count)
            case .items: TemplateData(items)
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

        func value(_ key: Key) -> TemplateData? {
            switch key {
            case .path: .text(path)
            case .url: .text(SiteRoute.guideline.path(path))
            case .number: .text(number)
            case .title: .text(change.title)
            case .remarks: TemplateData(change.remarks)
            case .was: was == [number] || was.isEmpty ? nil : .text(was.joined(separator: ", "))
            }
        }
    }

    var aName: String
    var bName: String
    var version: WCAGVersion
    var directions: [Direction]
    var changes: Changes? = nil

    package enum Key: String, TemplateKey {
        case aName, bName, version, directions, changes

        package var holds: TemplateShape {
            switch self {
            case .directions: .list(.value(Direction.self))
            case .changes: .value(Changes.self)
            default: .text
            }
        }
    }

    package func value(_ key: Key) -> TemplateData? {
        switch key {
        case .aName: .text(aName)
        case .bName: .text(bName)
        case .version: .text(version.rawValue)
        case .directions: TemplateData(directions)
        case .changes: TemplateData(changes)
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

    func value(_ key: Key) -> TemplateData? {
        switch key {
        case .verdictPartial: TemplateData(Self.partial(verdict))
        case .covered: TemplateData(verdict == .covered)
        case .partlyCovered: TemplateData(verdict == .partlyCovered)
        case .related: TemplateData(verdict == .related)
        case .notCovered: TemplateData(verdict == .notCovered)
        }
    }
}
