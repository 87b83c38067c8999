import GRDB

/// Writes the content into an open store as the pipeline hands it over. Lives only inside
/// the write transaction of ``StoreBuilder``; never escapes it.
final class StoreWriter: ContentConsumer {
    private let db: Database
    private var standardIndex: [String: Standard] = [:]
    private var topicTitles: [String: String] = [:]

    init(db: Database) {
        self.db = db
    }

    func reference(_ reference: ReferenceData) throws {
        for (position, standard) in reference.standards.enumerated() {
            standardIndex[standard.id] = standard
            try StandardRecord(
                id: standard.id, position: position, title: standard.title, shortName: standard.shortName,
                publisher: standard.publisher, region: standard.region, version: standard.version, date: standard.date,
                status: standard.status.rawValue, source: standard.source, sourceURL: standard.sourceURL,
                licence: standard.licence, description: standard.description,
                strengthMust: standard.strength[.must], strengthShould: standard.strength[.should],
                strengthAdvisory: standard.strength[.advisory]
            ).insert(db)
            for (index, category) in standard.categories.enumerated() {
                try CategoryRecord(standardID: standard.id, id: category.id, position: index, title: category.title).insert(db)
            }
        }
        for (position, topic) in reference.topics.enumerated() {
            topicTitles[topic.id] = topic.title
            try TopicRecord(id: topic.id, position: position, title: topic.title, description: topic.description).insert(db)
        }
        for (position, group) in reference.userGroups.enumerated() {
            try UserGroupRecord(id: group.id, position: position, title: group.title, description: group.description).insert(db)
        }
        for (position, term) in reference.glossary.enumerated() {
            try GlossaryTermRecord(id: term.id, position: position, term: term.term, definition: term.definition,
                                   sourceStandardID: term.source).insert(db)
        }
        for (position, criterion) in reference.catalogue.criteria.enumerated() {
            try CriterionRecord(
                id: criterion.id, position: position, number: criterion.number, handle: criterion.handle,
                level: criterion.level.rawValue, guidelineNumber: criterion.guidelineNumber,
                guidelineTitle: criterion.guidelineTitle, principleNumber: criterion.principleNumber,
                principleTitle: criterion.principleTitle, understandingURL: criterion.understandingURL,
                summary: criterion.summary
            ).insert(db)
        }
        for (kind, groups) in [("spelling", reference.searchVocabulary.spellings), ("synonym", reference.searchVocabulary.synonyms),
                              ("expansion", reference.searchVocabulary.expansions)] {
            for (number, group) in groups.enumerated() {
                for (position, term) in group.enumerated() {
                    try SearchTermRecord(kind: kind, groupNumber: number, position: position, term: term).insert(db)
                }
            }
        }
        try writeMeta([
            "catalogue_title": reference.catalogue.title,
            "catalogue_short_name": reference.catalogue.shortName,
            "catalogue_publisher": reference.catalogue.publisher,
            "catalogue_date": reference.catalogue.date,
            "catalogue_source_url": reference.catalogue.sourceURL,
            "catalogue_licence": reference.catalogue.licence,
        ])
    }

    func guideline(_ guideline: Guideline, of standard: Standard) throws {
        let id = guideline.id
        try GuidelineRecord(
            id: id, standardID: guideline.standardID, number: guideline.number,
            sortKey: guideline.sortKey(in: standard), title: guideline.title, statement: guideline.statement,
            heading: guideline.heading, level: guideline.level.rawValue, categoryID: guideline.category,
            page: guideline.page, summaryMarkdown: guideline.summary.markdown, summaryHTML: guideline.summary.html,
            summaryText: guideline.summary.text, notesMarkdown: guideline.notes.markdown,
            notesHTML: guideline.notes.html, path: guideline.path
        ).insert(db)
        for (position, topic) in guideline.topics.enumerated() {
            try GuidelineTopicRecord(guidelineID: id, topicID: topic, position: position).insert(db)
        }
        for (position, group) in guideline.users.enumerated() {
            try GuidelineUserGroupRecord(guidelineID: id, userGroupID: group, position: position).insert(db)
        }
        for (position, term) in guideline.terms.enumerated() {
            try GuidelineTermRecord(guidelineID: id, termID: term, position: position).insert(db)
        }
        for platform in guideline.platforms.sorted() {
            try GuidelinePlatformRecord(guidelineID: id, platform: platform.rawValue, hasTechnique: true).insert(db)
        }
        for platform in guideline.noTechnique.sorted() where !guideline.platforms.contains(platform) {
            try GuidelinePlatformRecord(guidelineID: id, platform: platform.rawValue, hasTechnique: false).insert(db)
        }
        for (kind, roles) in [("originates_with", guideline.roles.originatesWith), ("implemented_by", guideline.roles.implementedBy)] {
            for (position, role) in roles.enumerated() {
                try GuidelineRoleRecord(guidelineID: id, kind: kind, role: role, position: position).insert(db)
            }
        }
        // Techniques in platform order (iOS, Android, HTML), each platform's in authored order.
        let ordered = guideline.techniques.enumerated().sorted { ($0.element.platform, $0.offset) < ($1.element.platform, $1.offset) }
        for (position, (_, technique)) in ordered.enumerated() {
            var record = TechniqueRecord(
                id: nil, guidelineID: id, platform: technique.platform.rawValue, kind: technique.kind.rawValue,
                isEditorial: technique.isEditorial, position: position, markdown: technique.body.markdown,
                html: technique.body.html, prose: technique.prose)
            try record.insert(db)
            for (index, sample) in technique.code.enumerated() {
                var sampleRecord = CodeSampleRecord(id: nil, techniqueID: record.id!, position: index, language: sample.language, code: sample.code)
                try sampleRecord.insert(db)
            }
        }
        try TestRecord(guidelineID: id, isEditorial: guideline.testing.isEditorial,
                       markdown: guideline.testing.body.markdown, html: guideline.testing.body.html).insert(db)
        for (kind, steps) in [("procedure", guideline.testing.steps), ("expected", guideline.testing.expected)] {
            for (position, step) in steps.enumerated() {
                try TestStepRecord(guidelineID: id, kind: kind, position: position, markdown: step.markdown,
                                   html: step.html, text: step.text).insert(db)
            }
        }
        let document = SearchDocument(guideline, topicTitles: topicTitles)
        let columns = SearchField.allCases
        try db.execute(
            sql: "INSERT INTO guideline_search (guideline_id, \(columns.map(\.rawValue).joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: columns.count)))",
            arguments: StatementArguments([id] + columns.map { document.fields[$0] ?? "" }))
    }

    func page(_ page: StandardPage) throws {
        try PageRecord(id: page.id, standardID: page.standardID, slug: page.slug, title: page.title, kind: page.kind.rawValue,
                       markdown: page.body.markdown, html: page.body.html, text: page.body.text, path: page.path).insert(db)
    }

    func mappings(_ mappings: [Mapping]) throws {
        for mapping in mappings {
            let targetStandard = mapping.target.split(separator: "/").first.map(String.init) ?? mapping.target
            var record = MappingRecord(
                id: nil, sourceID: mapping.source, targetID: mapping.target,
                sourceStandardID: String(mapping.source.split(separator: "/").first ?? ""),
                targetStandardID: targetStandard, relationship: mapping.relationship.rawValue,
                rationale: mapping.rationale.rawValue, confidence: mapping.confidence.rawValue,
                method: mapping.method.rawValue, remarks: mapping.remarks, supersedes: mapping.supersedes,
                file: mapping.path, line: mapping.line)
            try record.insert(db)
        }
    }

    func finish(report: ContentReport) throws {
        try writeMeta([
            "schema_version": String(StoreSchema.version),
            "content_fingerprint": report.fingerprint,
            "cmark_version": CMark.version,
        ])
        try db.execute(sql: "INSERT INTO guideline_search (guideline_search) VALUES ('optimize')")
        try db.execute(sql: "PRAGMA user_version = \(StoreSchema.version)")
    }

    private func writeMeta(_ values: [String: String]) throws {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            try MetaRecord(key: key, value: value).upsert(db)
        }
    }
}
