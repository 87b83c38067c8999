extension SearchLanguage {
    /// The language tables the store was built with.
    public init(store: Store) throws {
        let vocabulary = try store.searchVocabulary()
        self.init(spellings: vocabulary.spellings, synonyms: vocabulary.synonyms, expansions: vocabulary.expansions)
    }
}
