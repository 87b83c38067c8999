/// "Did you mean" for unknown ids, with bounded work: a guideline id is compared only with the
/// ids of its own standard, and at most `limit` suggestions among many candidates are worked
/// out in a run (each costs an edit distance per candidate), so 20,000 unknown ids cost what
/// `limit` do. Small sets (standards, criteria, topics) are always searched.
package final class SuggestionBudget {
    package init() {
    }

    package static let limit = 50
    /// A set this small is searched whatever the budget.
    static let small = 200

    private var remaining = SuggestionBudget.limit
    private var byStandard: [Substring: [String]]?

    /// " (did you mean 'x'?)" or "".
    package func suggestion(_ value: String, _ known: some Collection<String>) -> String {
        if known.count > Self.small {
            guard remaining > 0 else { return "" }
            remaining -= 1
        }
        return Suggestions.closest(to: value, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// A suggestion for the unknown guideline `id` among `ids` of the same standard.
    package func guidelineSuggestion(_ id: String, ids: some Collection<String>) -> String {
        if byStandard == nil { byStandard = Dictionary(grouping: ids) { $0.prefix { $0 != "/" } } }
        return suggestion(id, byStandard?[id.prefix { $0 != "/" }] ?? [])
    }
}
