/// Everything loaded from `Content/` and `Mappings/`, validated and ready to store.
public struct KnowledgeBase: Sendable, Equatable {
    public var standards: [Standard]
    public var guidelines: [Guideline]
    public var pages: [StandardPage]
    public var catalogue: WCAGCatalogue
    public var topics: [VocabularyEntry]
    public var userGroups: [VocabularyEntry]
    public var glossary: [GlossaryTerm]
    public var mappings: [Mapping]
    public var searchVocabulary: SearchVocabulary
    /// The catalogues of automated checks, one per tool.
    public var checkTools: [CheckTool]

    public init(
        standards: [Standard] = [], guidelines: [Guideline] = [], pages: [StandardPage] = [],
        catalogue: WCAGCatalogue = WCAGCatalogue(),
        topics: [VocabularyEntry] = [], userGroups: [VocabularyEntry] = [], glossary: [GlossaryTerm] = [],
        mappings: [Mapping] = [], searchVocabulary: SearchVocabulary = SearchVocabulary(), checkTools: [CheckTool] = []
    ) {
        self.standards = standards
        self.guidelines = guidelines
        self.pages = pages
        self.catalogue = catalogue
        self.topics = topics
        self.userGroups = userGroups
        self.glossary = glossary
        self.mappings = mappings
        self.searchVocabulary = searchVocabulary
        self.checkTools = checkTools
    }
}
