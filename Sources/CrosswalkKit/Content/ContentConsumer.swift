/// What the loaded content is handed to, piece by piece, so a large corpus is never held in
/// memory whole: the store writer, the in-memory collector used by tests, the discarding
/// consumer of `check`.
public protocol ContentConsumer: AnyObject {
    /// What the consumer derives from each guideline on the worker thread that parsed it
    /// (the store writer: the guideline's full-text document), so that the thread handing
    /// guidelines over does less.
    associatedtype Prepared: Sendable = Void

    /// Runs on worker threads, with the reference data loaded before any guideline.
    static func prepare(_ guideline: Guideline, reference: ReferenceData) -> Prepared

    /// The small reference data, before any guideline.
    func reference(_ reference: ReferenceData) throws
    /// One valid guideline (duplicates and guidelines with errors are never passed on), with
    /// what ``prepare(_:reference:)`` made of it.
    func guideline(_ guideline: Guideline, of standard: Standard, prepared: Prepared) throws
    func page(_ page: StandardPage) throws
    /// Every guideline and page has been handed over; the mappings come next.
    func guidelinesDone() throws
    /// The validated mappings of one mapping file, after every guideline; called once for
    /// each file, in file order.
    func mappings(_ mappings: [Mapping]) throws
    /// One valid catalogue of automated checks (`Content/checks/<tool>.yaml`), after every
    /// mapping, since a check's targets are checked against the criteria and guidelines.
    func checkTool(_ tool: CheckTool) throws
}

extension ContentConsumer {
    public func guidelinesDone() throws {}
    public func checkTool(_ tool: CheckTool) throws {}
}

extension ContentConsumer where Prepared == Void {
    public static func prepare(_ guideline: Guideline, reference: ReferenceData) {}
}

/// Everything the guidelines refer to.
public struct ReferenceData: Sendable, Equatable {
    public var standards: [Standard]
    public var catalogue: WCAGCatalogue
    public var topics: [VocabularyEntry]
    public var userGroups: [VocabularyEntry]
    public var glossary: [GlossaryTerm]
    public var searchVocabulary: SearchVocabulary
}

/// Collects the content into a ``KnowledgeBase``.
public final class KnowledgeBaseCollector: ContentConsumer {
    public private(set) var knowledgeBase = KnowledgeBase()

    public init() {}

    public func reference(_ reference: ReferenceData) {
        knowledgeBase.standards = reference.standards
        knowledgeBase.catalogue = reference.catalogue
        knowledgeBase.topics = reference.topics
        knowledgeBase.userGroups = reference.userGroups
        knowledgeBase.glossary = reference.glossary
        knowledgeBase.searchVocabulary = reference.searchVocabulary
    }

    public func guideline(_ guideline: Guideline, of standard: Standard, prepared: Void) { knowledgeBase.guidelines.append(guideline) }
    public func page(_ page: StandardPage) { knowledgeBase.pages.append(page) }
    public func mappings(_ mappings: [Mapping]) { knowledgeBase.mappings += mappings }
    public func checkTool(_ tool: CheckTool) { knowledgeBase.checkTools.append(tool) }
}

/// Discards the content; `check` only needs the diagnostics.
public final class DiscardingConsumer: ContentConsumer {
    public init() {}
    public func reference(_ reference: ReferenceData) {}
    public func guideline(_ guideline: Guideline, of standard: Standard, prepared: Void) {}
    public func page(_ page: StandardPage) {}
    public func mappings(_ mappings: [Mapping]) {}
}
