/// The ids a guideline may refer to, loaded before any guideline: topics, user groups,
/// glossary terms and each standard's categories.
struct ContentVocabulary: Sendable {
    var topics: Set<String> = []
    var userGroups: Set<String> = []
    var terms: Set<String> = []
    var categories: [String: [String]] = [:]
    /// The fields (`topics`, `users`, `terms`) whose vocabulary file had errors, so values
    /// are not checked against it.
    var unchecked: Set<String> = []
    /// The standards whose standard.yaml had errors: their guidelines' categories are not
    /// checked against what it gave (`categories: none` would fail every guideline).
    var uncheckedCategories: Set<String> = []
}
