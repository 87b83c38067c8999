import Foundation
import GRDB

/// Writes the content into a new store as the pipeline hands it over, each guideline with its
/// full-text document, made on the worker thread that parsed it. Lives only inside the write
/// transaction of ``StoreBuilder``; never escapes it.
final class StoreWriter: ContentConsumer {
    private let db: Database
    private var search: SearchIndexWriter

    init(db: Database, text: SearchTextIndex) throws {
        self.db = db
        search = try SearchIndexWriter(db: db, text: text)
        insertGuideline = try InsertStatement(
            db,
            sql: """
                INSERT INTO guideline (id, standard_id, number, sort_key, title, statement, heading, level, category_id, page,
                    summary_markdown, summary_html, summary_text, notes_markdown, notes_html, path,
                    applicability, applicability_note, is_paraphrase, is_scoping)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertTopic = try InsertStatement(db, sql: "INSERT INTO guideline_topic (guideline_id, topic_id, position) VALUES (?, ?, ?)")
        insertUserGroup = try InsertStatement(
            db, sql: "INSERT INTO guideline_user_group (guideline_id, user_group_id, position) VALUES (?, ?, ?)")
        insertTerm = try InsertStatement(db, sql: "INSERT INTO guideline_term (guideline_id, term_id, position) VALUES (?, ?, ?)")
        insertPlatform = try InsertStatement(
            db, sql: "INSERT INTO guideline_platform (guideline_id, platform, has_technique) VALUES (?, ?, ?)")
        insertRole = try InsertStatement(db, sql: "INSERT INTO guideline_role (guideline_id, kind, role, position) VALUES (?, ?, ?, ?)")
        insertTechnique = try InsertStatement(
            db,
            sql: """
                INSERT INTO technique (guideline_id, platform, kind, is_editorial, is_legacy, position, markdown, html, prose)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertCodeSample = try InsertStatement(
            db, sql: "INSERT INTO code_sample (technique_id, position, language, code) VALUES (?, ?, ?, ?)")
        insertTest = try InsertStatement(db, sql: "INSERT INTO test (guideline_id, is_editorial, markdown, html) VALUES (?, ?, ?, ?)")
        insertTestStep = try InsertStatement(
            db, sql: "INSERT INTO test_step (guideline_id, kind, position, markdown, html, text) VALUES (?, ?, ?, ?, ?, ?)")
        insertAutomatedTest = try InsertStatement(
            db,
            sql: """
                INSERT INTO automated_test (guideline_id, prose_markdown, prose_html, person_checks_markdown, person_checks_html)
                VALUES (?, ?, ?, ?, ?)
                """)
        insertAutomatedTestCode = try InsertStatement(
            db, sql: "INSERT INTO automated_test_code (guideline_id, position, language, code) VALUES (?, ?, ?, ?)")
        insertMapping = try InsertStatement(
            db,
            sql: """
                INSERT INTO mapping (source_id, target_id, source_standard_id, target_standard_id, target_kind, relationship,
                    rationale, confidence, method, remarks, supersedes, file, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
    }

    static func prepare(_ guideline: Guideline, reference: ReferenceData) -> SearchDocument {
        SearchDocument(guideline, topics: reference.topics)
    }

    func reference(_ reference: ReferenceData) throws {
        for (position, standard) in reference.standards.enumerated() {
            try StandardRecord(
                id: standard.id, position: position, title: standard.title, shortName: standard.shortName,
                publisher: standard.publisher, region: standard.region, version: standard.version, date: standard.date,
                status: standard.status, source: standard.source, sourceURL: standard.sourceURL,
                licence: standard.licence, description: standard.description,
                strengthMust: standard.strength[.must], strengthShould: standard.strength[.should],
                strengthAdvisory: standard.strength[.advisory], kind: standard.kind,
                jurisdiction: standard.regulation?.jurisdiction, inForce: standard.regulation?.inForce,
                wcag: standard.regulation?.wcag, scope: standard.scope,
                checkedAgainst: standard.checkedAgainst.joined(separator: "\n")
            ).insert(db)
            for (index, category) in standard.categories.enumerated() {
                try CategoryRecord(standardID: standard.id, id: category.id, position: index, title: category.title).insert(db)
            }
        }
        for (position, topic) in reference.topics.enumerated() {
            try TopicRecord(id: topic.id, position: position, title: topic.title, description: topic.description).insert(db)
        }
        for (position, group) in reference.userGroups.enumerated() {
            try UserGroupRecord(id: group.id, position: position, title: group.title, description: group.description).insert(db)
        }
        for (position, term) in reference.glossary.enumerated() {
            try GlossaryTermRecord(
                id: term.id, position: position, term: term.term, definition: term.definition,
                sourceStandardID: term.source
            ).insert(db)
        }
        for (position, edition) in reference.catalogue.editions.enumerated() {
            try WCAGVersionRecord(
                version: edition.version, position: position, title: edition.title, shortName: edition.shortName,
                date: edition.date, sourceURL: edition.sourceURL
            ).insert(db)
        }
        for (position, criterion) in reference.catalogue.criteria.enumerated() {
            try CriterionRecord(
                id: criterion.id, position: position, number: criterion.number, handle: criterion.handle,
                level: criterion.level, introduced: criterion.introduced, removed: criterion.removed,
                guidelineNumber: criterion.guidelineNumber, guidelineTitle: criterion.guidelineTitle,
                principleNumber: criterion.principleNumber, principleTitle: criterion.principleTitle,
                summary: criterion.summary, mobile: criterion.mobile
            ).insert(db)
            for version in WCAGVersion.allCases where criterion.isIn(version) || criterion.understanding[version] != nil {
                try CriterionVersionRecord(
                    criterionID: criterion.id, version: version, handle: criterion.handle(in: version),
                    understandingURL: criterion.understanding[version], contained: criterion.isIn(version)
                ).insert(db)
            }
        }
        let vocabulary = reference.searchVocabulary
        for (kind, groups) in [
            (SearchVocabulary.Kind.spelling, vocabulary.spellings), (.synonym, vocabulary.synonyms), (.expansion, vocabulary.expansions),
        ] {
            for (number, group) in groups.enumerated() {
                for (position, term) in group.enumerated() {
                    try SearchTermRecord(kind: kind, groupNumber: number, position: position, term: term).insert(db)
                }
            }
        }
        try writeMeta([
            "catalogue_title": reference.catalogue.title,
            "catalogue_publisher": reference.catalogue.publisher,
            "catalogue_licence": reference.catalogue.licence,
        ])
    }

    /// The bulk of a build: statements prepared once, their values bound without GRDB's
    /// arguments (``InsertStatement``). The records are the read model.
    private let insertGuideline: InsertStatement
    private let insertTopic: InsertStatement
    private let insertUserGroup: InsertStatement
    private let insertTerm: InsertStatement
    private let insertPlatform: InsertStatement
    private let insertRole: InsertStatement
    private let insertTechnique: InsertStatement
    private let insertCodeSample: InsertStatement
    private let insertTest: InsertStatement
    private let insertTestStep: InsertStatement
    private let insertAutomatedTest: InsertStatement
    private let insertAutomatedTestCode: InsertStatement
    private let insertMapping: InsertStatement

    func guideline(_ guideline: Guideline, of standard: Standard, prepared document: SearchDocument) throws {
        let id = guideline.id
        let sortKey = guideline.sortKey(in: standard)
        try insertGuideline.run {
            $0.add(id)
            $0.add(guideline.standardID)
            $0.add(guideline.number)
            $0.add(sortKey)
            $0.add(guideline.title)
            $0.add(guideline.statement)
            $0.add(guideline.heading)
            $0.add(guideline.level)
            $0.add(guideline.category)
            $0.add(guideline.page)
            $0.add(guideline.summary.markdown)
            $0.add(guideline.summary.html)
            $0.add(guideline.summary.text)
            $0.add(guideline.notes.markdown)
            $0.add(guideline.notes.html)
            $0.add(guideline.path)
            $0.add(guideline.applicability?.status)
            $0.add(guideline.applicability?.note)
            $0.add(guideline.isParaphrase)
            $0.add(guideline.isScoping)
        }
        for (position, topic) in guideline.topics.enumerated() {
            try insertTopic.run {
                $0.add(id)
                $0.add(topic)
                $0.add(position)
            }
        }
        for (position, group) in guideline.users.enumerated() {
            try insertUserGroup.run {
                $0.add(id)
                $0.add(group)
                $0.add(position)
            }
        }
        for (position, term) in guideline.terms.enumerated() {
            try insertTerm.run {
                $0.add(id)
                $0.add(term)
                $0.add(position)
            }
        }
        for platform in guideline.platforms.sorted() {
            try insertPlatform.run {
                $0.add(id)
                $0.add(platform)
                $0.add(true)
            }
        }
        for platform in guideline.noTechnique.sorted() where !guideline.platforms.contains(platform) {
            try insertPlatform.run {
                $0.add(id)
                $0.add(platform)
                $0.add(false)
            }
        }
        for (kind, roles) in [
            (Guideline.RoleKind.originatesWith, guideline.roles.originatesWith), (.implementedBy, guideline.roles.implementedBy),
        ] {
            for (position, role) in roles.enumerated() {
                try insertRole.run {
                    $0.add(id)
                    $0.add(kind)
                    $0.add(role)
                    $0.add(position)
                }
            }
        }
        // Techniques in platform order (iOS, Android, HTML), each platform's in authored order.
        let ordered = guideline.techniques.enumerated().sorted { ($0.element.platform, $0.offset) < ($1.element.platform, $1.offset) }
        for (position, (_, technique)) in ordered.enumerated() {
            try insertTechnique.run {
                $0.add(id)
                $0.add(technique.platform)
                $0.add(technique.kind)
                $0.add(technique.isEditorial)
                $0.add(technique.isLegacy)
                $0.add(position)
                $0.add(technique.body.markdown)
                $0.add(technique.body.html)
                $0.add(technique.prose)
            }
            let techniqueID = db.lastInsertedRowID
            for (index, sample) in technique.code.enumerated() {
                try insertCodeSample.run {
                    $0.add(techniqueID)
                    $0.add(index)
                    $0.add(sample.language)
                    $0.add(sample.code)
                }
            }
        }
        // A regulation's clause may have no procedure of its own.
        if !guideline.testing.isEmpty {
            try insertTest.run {
                $0.add(id)
                $0.add(guideline.testing.isEditorial)
                $0.add(guideline.testing.body.markdown)
                $0.add(guideline.testing.body.html)
            }
            for (part, steps) in [(TestProcedure.Part.procedure, guideline.testing.steps), (.expected, guideline.testing.expected)] {
                for (position, step) in steps.enumerated() {
                    try insertTestStep.run {
                        $0.add(id)
                        $0.add(part)
                        $0.add(position)
                        $0.add(step.markdown)
                        $0.add(step.html)
                        $0.add(step.text)
                    }
                }
            }
            if let automated = guideline.testing.automated {
                try insertAutomatedTest.run {
                    $0.add(id)
                    $0.add(automated.prose.markdown)
                    $0.add(automated.prose.html)
                    $0.add(automated.personChecks.markdown)
                    $0.add(automated.personChecks.html)
                }
                for (position, sample) in automated.code.enumerated() {
                    try insertAutomatedTestCode.run {
                        $0.add(id)
                        $0.add(position)
                        $0.add(sample.language)
                        $0.add(sample.code)
                    }
                }
            }
        }
        try search.insert(
            document, level: guideline.level, standardID: guideline.standardID, sortKey: sortKey,
            prior: standard.kind == .regulation ? SearchEngine.regulationPrior : 1)
    }

    private func execute(_ sql: String, _ arguments: StatementArguments) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }

    func page(_ page: StandardPage) throws {
        try PageRecord(
            id: page.id, standardID: page.standardID, slug: page.slug, title: page.title, kind: page.kind,
            markdown: page.body.markdown, html: page.body.html, text: page.body.text, path: page.path
        ).insert(db)
    }

    func mappings(_ mappings: [Mapping]) throws {
        for mapping in mappings {
            try insertMapping.run {
                $0.add(mapping.source)
                $0.add(mapping.target)
                $0.add(mapping.sourceStandard)
                $0.add(mapping.targetStandard)
                $0.add(mapping.targetKind)
                $0.add(mapping.relationship)
                $0.add(mapping.rationale)
                $0.add(mapping.confidence)
                $0.add(mapping.method)
                $0.add(mapping.remarks)
                $0.add(mapping.supersedes)
                $0.add(mapping.path)
                $0.add(mapping.line)
            }
        }
    }

    func checkTool(_ tool: CheckTool) throws {
        let position = try Int.fetchOne(db, sql: "SELECT count(*) FROM check_tool") ?? 0
        try execute(
            """
            INSERT INTO check_tool (id, position, name, publisher, kind, source_url, version, checked, checked_against, mapped_by,
                description, path)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                tool.id, position, tool.name, tool.publisher, tool.kind, tool.sourceURL, tool.version, tool.checked, tool.checkedAgainst,
                tool.mappedBy, tool.description, tool.path,
            ])
        for platform in tool.platforms {
            try execute("INSERT INTO check_tool_platform (tool_id, platform) VALUES (?, ?)", [tool.id, platform])
        }
        for (index, check) in tool.checks.enumerated() {
            try execute(
                """
                INSERT INTO automated_check (id, tool_id, position, name, title, description, threshold, experimental, cannot_see, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    check.id, tool.id, index, check.name, check.title, check.description, check.threshold, check.experimental,
                    check.cannotSee, check.line,
                ])
            for platform in check.platforms {
                try execute("INSERT INTO automated_check_platform (check_id, platform) VALUES (?, ?)", [check.id, platform])
            }
            for (position, test) in check.tests.enumerated() {
                try execute(
                    "INSERT INTO check_target (check_id, target_id, target_kind, position, relationship, remarks) VALUES (?, ?, ?, ?, ?, ?)",
                    [check.id, test.target, test.kind, position, test.relationship, test.remarks])
            }
        }
    }

    /// `paths`: the folders the content was read from, recorded so that queries keep to them.
    func finish(report: ContentReport, paths: ContentPaths) throws {
        let folders = paths.resolved
        try writeMeta([
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
        try db.execute(sql: "PRAGMA user_version = \(StoreSchema.version); PRAGMA application_id = \(Store.applicationID)")
    }

    private func writeMeta(_ values: [String: String]) throws {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            try MetaRecord(key: key, value: value).upsert(db)
        }
    }
}
