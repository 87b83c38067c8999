/// The ids a guideline may refer to, loaded before any guideline: topics, user groups,
/// glossary terms and each standard's categories.
struct ContentVocabulary: Sendable {
    var topics: Set<String> = []
    var userGroups: Set<String> = []
    var terms: Set<String> = []
    var categories: [String: [String]] = [:]
}
