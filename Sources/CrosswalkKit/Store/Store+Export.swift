import GRDB

extension Store {
    /// The whole knowledge base, for `crosswalk export`.
    public func export() throws -> KnowledgeBaseExport {
        let graph = try mappingGraph()
        let guidelines = try guidelines(ids: guidelineIDs(), graph: graph)
        let standards = try standards()
        return try read("export") { db in
            KnowledgeBaseExport(
                schemaVersion: StoreSchema.version,
                schema: ExportSchema(),
                standards: standards,
                guidelines: guidelines,
                criteria: try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db).map {
                    .init(id: $0.id, number: $0.number, handle: $0.handle, level: $0.level,
                          principle: "\($0.principleNumber) \($0.principleTitle)", guideline: "\($0.guidelineNumber) \($0.guidelineTitle)",
                          understanding: $0.understandingURL, summary: $0.summary)
                },
                mappings: try MappingRecord.order(MappingRecord.Columns.id).fetchAll(db).map {
                    .init(source: $0.sourceID, target: $0.targetID, relationship: $0.relationship, rationale: $0.rationale,
                          confidence: $0.confidence, method: $0.method, remarks: $0.remarks, supersedes: $0.supersedes,
                          file: $0.file, line: $0.line)
                },
                topics: try TopicRecord.order(TopicRecord.Columns.position).fetchAll(db).map { .init(id: $0.id, title: $0.title, description: $0.description) },
                userGroups: try UserGroupRecord.order(UserGroupRecord.Columns.position).fetchAll(db).map { .init(id: $0.id, title: $0.title, description: $0.description) },
                glossary: try GlossaryTermRecord.order(GlossaryTermRecord.Columns.position).fetchAll(db).map {
                    .init(id: $0.id, term: $0.term, definition: $0.definition, source: $0.sourceStandardID)
                },
                pages: try PageRecord.order(PageRecord.Columns.standardID, PageRecord.Columns.slug).fetchAll(db).map {
                    .init(id: $0.id, standard: $0.standardID, title: $0.title, kind: $0.kind, markdown: $0.markdown)
                })
        }
    }
}
