import GRDB

/// Every write of a build into a new store (``StoreDraft``), from model values: the build's
/// layers above adapt the content to these calls and hold no SQL. Lives only inside the
/// draft's write transaction; never escapes it.
final class StoreInserts {
    private let db: Database

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
    private let insertSearchOrder: InsertStatement

    init(db: Database) throws {
        self.db = db
        // For the row-token copy once the full-text table is in (``StoreDraft/copyText(_:)``).
        db.add(function: RankingFunction.rowTokens)
        insertSearchOrder = try InsertStatement(
            db,
            sql: """
                INSERT INTO guideline_search_order (rowid, guideline_id, standard_id, level, level_order, sort_key, prior)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
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
                INSERT INTO technique (guideline_id, platform, kind, is_editorial, is_legacy, position, markdown, html)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
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

    // MARK: - What the guidelines refer to

    /// The standards, each with its categories, in content order.
    func standards(_ standards: [Standard]) throws {
        for (position, standard) in standards.enumerated() {
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
    }

    /// The topics, the user groups and the glossary, each in its vocabulary's order.
    func vocabularies(topics: [VocabularyEntry], userGroups: [VocabularyEntry], glossary: [GlossaryTerm]) throws {
        for (position, topic) in topics.enumerated() {
            try TopicRecord(id: topic.id, position: position, title: topic.title, description: topic.description).insert(db)
        }
        for (position, group) in userGroups.enumerated() {
            try UserGroupRecord(id: group.id, position: position, title: group.title, description: group.description).insert(db)
        }
        for (position, term) in glossary.enumerated() {
            try GlossaryTermRecord(
                id: term.id, position: position, term: term.term, definition: term.definition,
                sourceStandardID: term.source
            ).insert(db)
        }
    }

    /// The WCAG editions and criteria, each criterion with the versions that hold it or
    /// explain it.
    func catalogue(_ catalogue: WCAGCatalogue) throws {
        for (position, edition) in catalogue.editions.enumerated() {
            try WCAGVersionRecord(
                version: edition.version, position: position, title: edition.title, shortName: edition.shortName,
                date: edition.date, sourceURL: edition.sourceURL
            ).insert(db)
        }
        for (position, criterion) in catalogue.criteria.enumerated() {
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
    }

    /// The spellings, synonyms and expansions a query is widened with.
    func searchVocabulary(_ vocabulary: SearchVocabulary) throws {
        for (kind, groups) in [
            (SearchVocabulary.Kind.spelling, vocabulary.spellings), (.synonym, vocabulary.synonyms), (.expansion, vocabulary.expansions),
        ] {
            for (number, group) in groups.enumerated() {
                for (position, term) in group.enumerated() {
                    try SearchTermRecord(kind: kind, groupNumber: number, position: position, term: term).insert(db)
                }
            }
        }
    }

    /// Facts about the build, in key order; a key written again is replaced.
    func meta(_ values: [String: String]) throws {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            try MetaRecord(key: key, value: value).upsert(db)
        }
    }

    // MARK: - The content

    /// A guideline and all its parts; `sortKey` orders it within its standard.
    func guideline(_ guideline: Guideline, sortKey: String) throws {
        let id = guideline.id
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

    /// A catalogue of automated checks, after those already written.
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

    // MARK: - Search's tables (SearchIndexSchema)

    /// A guideline's row of the sort table, under the rowid of its full-text row.
    func searchOrder(rowID: Int64, guidelineID: String, standardID: String, level: RequirementLevel, sortKey: String, prior: Double)
        throws
    {
        try insertSearchOrder.run {
            $0.add(rowID)
            $0.add(guidelineID)
            $0.add(standardID)
            $0.add(level)
            $0.add(level.order)
            $0.add(sortKey)
            $0.add(prior)
        }
    }

    /// The names of the checks that test each full-text row's guideline (mapped to it, or to
    /// a criterion it maps to), by tool and position, each at most once; a guideline that is
    /// not applied or only scopes its standard is left out. Read once the checks are written.
    func searchRowsTestedByChecks() throws -> [SearchChecksRow] {
        try SearchChecksRow.fetchAll(
            db,
            sql: """
                SELECT o.rowid, group_concat(tested.name, char(10)) AS names FROM (
                    SELECT t.target_id AS guideline_id, c.name, c.tool_id, c.position
                    FROM check_target t JOIN automated_check c ON c.id = t.check_id WHERE t.target_kind = 'guideline'
                    UNION
                    SELECT m.source_id, c.name, c.tool_id, c.position
                    FROM mapping m JOIN check_target t ON t.target_id = m.target_id JOIN automated_check c ON c.id = t.check_id
                    WHERE m.relationship != 'no-relationship'
                    ORDER BY 3, 4
                ) AS tested
                JOIN guideline g ON g.id = tested.guideline_id
                JOIN guideline_search_order o ON o.guideline_id = tested.guideline_id
                WHERE g.applicability IS NOT 'not-applied' AND NOT g.is_scoping
                GROUP BY o.rowid
                """)
    }

    /// The vocabulary (``SearchIndexSchema/wordTable``), `rows` in word order.
    func searchWords(_ rows: [SearchWordRecord]) throws {
        // Many rows to a statement, in key order: each row then goes to the end of the table's
        // b-tree, and the statement's fixed cost is paid once per batch.
        let batch = 128
        for start in stride(from: 0, to: rows.count, by: batch) {
            let slice = rows[start..<min(start + batch, rows.count)]
            let values = Array(repeating: "(?, ?, ?, ?)", count: slice.count).joined(separator: ", ")
            var arguments = StatementArguments()
            for row in slice { arguments += [row.word, row.display, row.length, row.documents] }
            try db.cachedStatement(sql: "INSERT INTO \(SearchIndexSchema.wordTable) (word, display, length, documents) VALUES \(values)")
                .execute(arguments: arguments)
        }
    }

    private func execute(_ sql: String, _ arguments: StatementArguments) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }

    /// Marks the file as a finished store of this schema (``Store/inspect(_:)`` reads the id).
    func finish() throws {
        try db.execute(sql: "PRAGMA user_version = \(StoreSchema.version); PRAGMA application_id = \(Store.applicationID)")
    }
}
