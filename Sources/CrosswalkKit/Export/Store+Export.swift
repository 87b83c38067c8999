extension Store {
    /// The whole knowledge base, for `crosswalk export` (``ExportJSONStream`` writes the same
    /// JSON without holding every guideline at once). Without `counterparts` every guideline's
    /// `equivalents` are left empty and the mapping graph is not built: the CSV tables have
    /// none, and working them out was most of a large export's time.
    public func export(counterparts: Bool = true) throws -> KnowledgeBaseExport {
        let graph = counterparts ? try MappingGraph(store: self) : nil
        return try export(guidelines: exportedGuidelines(ids: guidelineIDs(), graph: graph))
    }

    /// Guidelines as the export gives them: their counterparts from `graph` (none without one),
    /// bounded as `show` bounds them.
    func exportedGuidelines(ids: [String], graph: MappingGraph?) throws -> [GuidelineDetail] {
        try guidelines(ids: ids, counterpartsFrom: graph, derivedLimit: Self.derivedCounterpartLimit)
    }

    /// The export with `guidelines` in place of every guideline.
    func export(guidelines: [GuidelineDetail]) throws -> KnowledgeBaseExport {
        KnowledgeBaseExport(
            schemaVersion: StoreSchema.version,
            schema: ExportSchema(),
            standards: try standards(),
            guidelines: guidelines,
            wcagVersions: try wcagEditions().map {
                .init(version: $0.version, title: $0.title, shortName: $0.shortName, date: $0.date, sourceURL: $0.sourceURL)
            },
            criteria: try criteria().map { c in
                .init(
                    id: c.id, number: c.number, handle: c.handle, level: c.level,
                    principle: "\(c.principleNumber) \(c.principleTitle)", guideline: "\(c.guidelineNumber) \(c.guidelineTitle)",
                    understanding: c.currentUnderstanding ?? "", summary: c.summary, mobile: c.mobile,
                    introduced: c.introduced, removed: c.removed, versions: CriterionDetail.VersionEntry.entries(of: c))
            },
            mappings: try mappings().map {
                .init(
                    source: $0.source, target: $0.target, relationship: $0.relationship, rationale: $0.rationale,
                    confidence: $0.confidence, method: $0.method, remarks: $0.remarks, supersedes: $0.supersedes,
                    file: $0.path, line: $0.line)
            },
            topics: try topics().map { .init(id: $0.id, title: $0.title, description: $0.description) },
            userGroups: try userGroups().map { .init(id: $0.id, title: $0.title, description: $0.description) },
            glossary: try glossary().map { .init(id: $0.id, term: $0.term, definition: $0.definition, source: $0.source) },
            pages: try pages().map {
                .init(id: $0.id, standard: $0.standardID, title: $0.title, kind: $0.kind, markdown: $0.body.markdown)
            },
            checkTools: try checkTools()
        )
    }
}
