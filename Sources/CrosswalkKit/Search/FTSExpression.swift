/// An FTS5 MATCH expression as ``SearchLanguage`` builds it: its text, and the group each of
/// its phrases is scored in (FTS5 numbers phrases left to right). The phrases of one
/// `("a" OR "b" OR …)` are alternatives for one thing (a synonym group, a word's spellings)
/// and rank as a single term, as Lucene's SynonymQuery does; every other phrase is a group of
/// its own (``RankingFunction``). Without this, a guideline that uses two synonyms outranks
/// one that uses the query's own words, and a query with more synonyms weighs more than one
/// with fewer.
public struct FTSExpression: Sendable, Equatable {
    public private(set) var text: String
    /// For each phrase, left to right, its group: groups are numbered 0, 1, … in order of
    /// their first phrase.
    public private(set) var groups: [Int]
    /// One quoted phrase (perhaps a prefix) with nothing around it: only these can be
    /// alternatives of one group.
    private var isBarePhrase: Bool

    /// A phrase already quoted for FTS5, perhaps with a trailing `*`.
    static func phrase(_ quoted: String) -> FTSExpression {
        FTSExpression(text: quoted, groups: [0], isBarePhrase: true)
    }

    /// `(a OR b OR …)`, or the one part alone. Bare phrases are one group; anything else
    /// keeps its own groups.
    static func anyOf(_ parts: [FTSExpression]) -> FTSExpression {
        parts.count == 1 ? parts[0] : parenthesized(parts, joinedBy: "OR")
    }

    /// `(a OR b OR …)` of parts that are not alternatives for one thing (a query's units, for
    /// partial matches): each keeps its own groups, bare phrases too.
    static func eitherOf(_ parts: [FTSExpression]) -> FTSExpression {
        parts.count == 1 ? parts[0] : parenthesized(parts, joinedBy: "OR", alternatives: false)
    }

    /// `(a AND b AND …)`, or the one part alone.
    static func allOf(_ parts: [FTSExpression]) -> FTSExpression {
        parts.count == 1 ? parts[0] : parenthesized(parts, joinedBy: "AND")
    }

    /// `self NOT (a OR b OR …)`, the parentheses there even for one part.
    func excluding(_ parts: [FTSExpression]) -> FTSExpression {
        let excluded = Self.parenthesized(parts, joinedBy: "OR")
        return FTSExpression(
            text: text + " NOT " + excluded.text, groups: Self.concatenated([groups, excluded.groups]),
            isBarePhrase: false)
    }

    /// `{a b} : (self)`: only those columns match.
    func restricted(toColumns names: String) -> FTSExpression {
        FTSExpression(text: "{\(names)} : (\(text))", groups: groups, isBarePhrase: false)
    }

    private static func parenthesized(_ parts: [FTSExpression], joinedBy operator: String, alternatives: Bool = true) -> FTSExpression {
        let text = "(" + parts.map(\.text).joined(separator: " \(`operator`) ") + ")"
        let alternatives = alternatives && `operator` == "OR" && parts.count > 1 && parts.allSatisfy(\.isBarePhrase)
        return FTSExpression(
            text: text, groups: alternatives ? Array(repeating: 0, count: parts.count) : concatenated(parts.map(\.groups)),
            isBarePhrase: false)
    }

    /// The groups of expressions written one after another: each one's groups renumbered to
    /// follow the groups before it, so they stay distinct and numbered in order.
    private static func concatenated(_ groupLists: [[Int]]) -> [Int] {
        var groups: [Int] = []
        var next = 0
        for list in groupLists {
            groups += list.map { $0 + next }
            next += (list.max() ?? -1) + 1
        }
        return groups
    }
}
