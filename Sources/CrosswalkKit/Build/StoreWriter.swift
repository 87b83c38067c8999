import Foundation

/// Writes the content into a new store as the pipeline hands it over, each guideline with its
/// full-text document, made on the worker thread that parsed it, through the store's
/// ``StoreInserts``. Lives only inside the write transaction of ``StoreBuilder``; never escapes it.
final class StoreWriter: ContentConsumer {
    private let inserts: StoreInserts
    private var search: SearchIndexWriter

    init(inserts: StoreInserts, text: SearchTextIndex) {
        self.inserts = inserts
        search = SearchIndexWriter(inserts: inserts, text: text)
    }

    static func prepare(_ guideline: Guideline, reference: ReferenceData) -> SearchDocument {
        SearchDocument(guideline, topics: reference.topics)
    }

    func reference(_ reference: ReferenceData) throws {
        try inserts.standards(reference.standards)
        try inserts.vocabularies(topics: reference.topics, userGroups: reference.userGroups, glossary: reference.glossary)
        try inserts.catalogue(reference.catalogue)
        try inserts.searchVocabulary(reference.searchVocabulary)
        try inserts.meta([
            "catalogue_title": reference.catalogue.title,
            "catalogue_publisher": reference.catalogue.publisher,
            "catalogue_licence": reference.catalogue.licence,
        ])
    }

    func guideline(_ guideline: Guideline, of standard: Standard, prepared document: SearchDocument) throws {
        let sortKey = guideline.sortKey(in: standard)
        try inserts.guideline(guideline, sortKey: sortKey)
        try search.insert(
            document, level: guideline.level, standardID: guideline.standardID, sortKey: sortKey,
            prior: standard.kind == .regulation ? SearchEngine.regulationPrior : 1)
    }

    func page(_ page: StandardPage) throws {
        try inserts.page(page)
    }

    func guidelinesDone() throws {
        search.rowsDone()
    }

    func mappings(_ mappings: [Mapping]) throws {
        try inserts.mappings(mappings)
    }

    func checkTool(_ tool: CheckTool) throws {
        try inserts.checkTool(tool)
    }

    /// `paths`: the folders the content was read from, recorded so that queries keep to them.
    func finish(report: ContentReport, paths: ContentPaths) throws {
        let folders = paths.resolved
        try inserts.meta([
            "schema_version": String(StoreSchema.version),
            "content_fingerprint": report.fingerprint,
            "cmark_version": CMark.version,
            // Said by `crosswalk --version` and `standards`: a copied store (an installed one)
            // keeps it, where the file's modification time would be the copy's.
            "built_at": ISO8601DateFormatter().string(from: Date()),
            "content_folder": folders.content,
            "mappings_folder": folders.mappings,
        ])
        try search.indexChecks()
        try search.finish()
        try inserts.finish()
    }
}
