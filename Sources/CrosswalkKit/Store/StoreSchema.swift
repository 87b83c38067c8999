import GRDB

/// The store's tables. A store is always built from scratch from the content, never
/// migrated: a change of schema bumps ``version``, and a store of another version is
/// rebuilt. The full-text tables belong to search (``SearchIndexSchema``); the build
/// creates both.
public enum StoreSchema {
    /// Recorded in `PRAGMA user_version` and the `meta` table.
    public static let version = 19

    static func create(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE meta (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                CREATE TABLE standard (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    short_name TEXT NOT NULL,
                    publisher TEXT NOT NULL,
                    region TEXT NOT NULL,
                    version TEXT NOT NULL,
                    date TEXT NOT NULL,
                    status TEXT NOT NULL \(oneOf("status", Standard.Status.self)),
                    source TEXT NOT NULL,
                    source_url TEXT,
                    licence TEXT NOT NULL,
                    description TEXT NOT NULL,
                    strength_must TEXT,
                    strength_should TEXT,
                    strength_advisory TEXT,
                    kind TEXT NOT NULL \(oneOf("kind", Standard.Kind.self)),
                    -- A regulation's: NULL for guidance.
                    jurisdiction TEXT,
                    in_force TEXT,
                    wcag TEXT \(oneOf("wcag", WCAGVersion.self)),
                    scope TEXT,
                    -- The sources numbers and titles were checked against, one per line.
                    checked_against TEXT NOT NULL
                );
                CREATE TABLE category (
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    id TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    PRIMARY KEY (standard_id, id)
                );
                CREATE TABLE topic (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    description TEXT NOT NULL
                );
                CREATE TABLE user_group (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    description TEXT NOT NULL
                );
                CREATE TABLE glossary_term (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    term TEXT NOT NULL,
                    definition TEXT NOT NULL,
                    source_standard_id TEXT NOT NULL
                );
                -- The WCAG versions, oldest first.
                CREATE TABLE wcag_version (
                    version TEXT PRIMARY KEY NOT NULL \(oneOf("version", WCAGVersion.self)),
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    short_name TEXT NOT NULL,
                    date TEXT NOT NULL,
                    source_url TEXT NOT NULL
                );
                -- Every criterion of any version, once: its id names the version that added it.
                CREATE TABLE criterion (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    number TEXT NOT NULL UNIQUE,
                    handle TEXT NOT NULL,
                    level TEXT NOT NULL \(oneOf("level", SuccessCriterion.Level.self)),
                    introduced TEXT NOT NULL \(oneOf("introduced", WCAGVersion.self)),
                    removed TEXT \(oneOf("removed", WCAGVersion.self)),
                    guideline_number TEXT NOT NULL,
                    guideline_title TEXT NOT NULL,
                    principle_number TEXT NOT NULL,
                    principle_title TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    mobile TEXT NOT NULL
                );
                -- A criterion as one version has it: its handle there and W3C's Understanding
                -- document. `contained` 0: the version that removed it (its page says so).
                CREATE TABLE criterion_version (
                    criterion_id TEXT NOT NULL REFERENCES criterion(id),
                    version TEXT NOT NULL REFERENCES wcag_version(version),
                    handle TEXT NOT NULL,
                    understanding_url TEXT,
                    contained INTEGER NOT NULL,
                    PRIMARY KEY (criterion_id, version)
                );
                CREATE TABLE guideline (
                    id TEXT PRIMARY KEY NOT NULL,
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    number TEXT NOT NULL,
                    sort_key TEXT NOT NULL,
                    title TEXT NOT NULL,
                    statement TEXT NOT NULL,
                    heading TEXT,
                    level TEXT NOT NULL \(oneOf("level", RequirementLevel.self)),
                    category_id TEXT,
                    page INTEGER,
                    summary_markdown TEXT NOT NULL,
                    summary_html TEXT NOT NULL,
                    summary_text TEXT NOT NULL,
                    notes_markdown TEXT NOT NULL,
                    notes_html TEXT NOT NULL,
                    path TEXT NOT NULL,
                    -- A regulation's clause: whether it applies to native apps (NULL for guidance).
                    applicability TEXT \(oneOf("applicability", Guideline.Applicability.Status.self)),
                    applicability_note TEXT,
                    is_paraphrase INTEGER NOT NULL,
                    -- A regulation's clause that scopes the others (scope, exception, umbrella).
                    is_scoping INTEGER NOT NULL,
                    UNIQUE (standard_id, number)
                );
                CREATE TABLE guideline_topic (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    topic_id TEXT NOT NULL REFERENCES topic(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, topic_id)
                );
                CREATE TABLE guideline_platform (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    platform TEXT NOT NULL \(oneOf("platform", Platform.self)),
                    -- 1: the guideline has techniques for the platform;
                    -- 0: the source states it gives none ("n/a").
                    has_technique INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, platform)
                );
                CREATE TABLE guideline_role (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    kind TEXT NOT NULL \(oneOf("kind", Guideline.RoleKind.self)),
                    role TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, kind, role)
                );
                CREATE TABLE guideline_user_group (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    user_group_id TEXT NOT NULL REFERENCES user_group(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, user_group_id)
                );
                CREATE TABLE guideline_term (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    term_id TEXT NOT NULL REFERENCES glossary_term(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, term_id)
                );
                CREATE TABLE technique (
                    id INTEGER PRIMARY KEY,
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    platform TEXT NOT NULL \(oneOf("platform", Platform.self)),
                    kind TEXT NOT NULL \(oneOf("kind", Technique.Kind.self)),
                    is_editorial INTEGER NOT NULL,
                    -- 1: the source's own advice, since superseded by the platform's editorial technique.
                    is_legacy INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL
                );
                CREATE TABLE code_sample (
                    id INTEGER PRIMARY KEY,
                    technique_id INTEGER NOT NULL REFERENCES technique(id),
                    position INTEGER NOT NULL,
                    language TEXT NOT NULL,
                    code TEXT NOT NULL
                );
                CREATE TABLE test (
                    guideline_id TEXT PRIMARY KEY NOT NULL REFERENCES guideline(id),
                    is_editorial INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL
                );
                CREATE TABLE test_step (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    kind TEXT NOT NULL \(oneOf("kind", TestProcedure.Part.self)),
                    position INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL,
                    text TEXT NOT NULL,
                    PRIMARY KEY (guideline_id, kind, position)
                );
                -- `### Automated test (editorial)` of a guideline's test: the prose, and the closing
                -- paragraph on what a person still checks (empty when it is missing).
                CREATE TABLE automated_test (
                    guideline_id TEXT PRIMARY KEY NOT NULL REFERENCES test(guideline_id),
                    prose_markdown TEXT NOT NULL,
                    prose_html TEXT NOT NULL,
                    person_checks_markdown TEXT NOT NULL,
                    person_checks_html TEXT NOT NULL
                );
                -- Its tests, in authored order; the language gives the platform (CodeLanguage).
                CREATE TABLE automated_test_code (
                    guideline_id TEXT NOT NULL REFERENCES automated_test(guideline_id),
                    position INTEGER NOT NULL,
                    language TEXT NOT NULL \(oneOf("language", CodeLanguage.self)),
                    code TEXT NOT NULL,
                    PRIMARY KEY (guideline_id, position)
                );
                CREATE TABLE page (
                    id TEXT PRIMARY KEY NOT NULL,
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    slug TEXT NOT NULL,
                    title TEXT NOT NULL,
                    kind TEXT NOT NULL \(oneOf("kind", StandardPage.Kind.self)),
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL,
                    text TEXT NOT NULL,
                    path TEXT NOT NULL
                );
                CREATE TABLE mapping (
                    id INTEGER PRIMARY KEY,
                    source_id TEXT NOT NULL REFERENCES guideline(id),
                    -- A guideline, a criterion, or (no-relationship only) a standard id.
                    target_id TEXT NOT NULL,
                    source_standard_id TEXT NOT NULL,
                    target_standard_id TEXT NOT NULL,
                    target_kind TEXT NOT NULL \(oneOf("target_kind", Mapping.TargetKind.self)),
                    relationship TEXT NOT NULL \(oneOf("relationship", Mapping.Relationship.self)),
                    rationale TEXT NOT NULL \(oneOf("rationale", Mapping.Rationale.self)),
                    confidence TEXT NOT NULL \(oneOf("confidence", Mapping.Confidence.self)),
                    method TEXT NOT NULL \(oneOf("method", Mapping.Method.self)),
                    remarks TEXT NOT NULL,
                    supersedes INTEGER NOT NULL,
                    file TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    UNIQUE (source_id, target_id)
                );
                -- Automated accessibility checks (Content/checks/): a tool, its checks, and the
                -- criteria and guidelines each tests.
                CREATE TABLE check_tool (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    publisher TEXT NOT NULL,
                    kind TEXT NOT NULL \(oneOf("kind", CheckTool.Kind.self)),
                    source_url TEXT NOT NULL,
                    version TEXT NOT NULL,
                    checked TEXT NOT NULL,
                    checked_against TEXT NOT NULL,
                    mapped_by TEXT NOT NULL \(oneOf("mapped_by", Mapping.Method.self)),
                    description TEXT NOT NULL,
                    path TEXT NOT NULL
                );
                CREATE TABLE check_tool_platform (
                    tool_id TEXT NOT NULL REFERENCES check_tool(id),
                    platform TEXT NOT NULL \(oneOf("platform", Platform.self)),
                    PRIMARY KEY (tool_id, platform)
                );
                -- A check's id is <tool>/<name>.
                CREATE TABLE automated_check (
                    id TEXT PRIMARY KEY NOT NULL,
                    tool_id TEXT NOT NULL REFERENCES check_tool(id),
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    title TEXT NOT NULL,
                    description TEXT NOT NULL,
                    threshold TEXT,
                    experimental INTEGER NOT NULL,
                    cannot_see TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    UNIQUE (tool_id, name)
                );
                -- The platforms a check runs on (none: only on platforms Crosswalk does not cover).
                CREATE TABLE automated_check_platform (
                    check_id TEXT NOT NULL REFERENCES automated_check(id),
                    platform TEXT NOT NULL \(oneOf("platform", Platform.self)),
                    PRIMARY KEY (check_id, platform)
                );
                -- "check <relationship> target": a criterion or a guideline.
                CREATE TABLE check_target (
                    check_id TEXT NOT NULL REFERENCES automated_check(id),
                    target_id TEXT NOT NULL,
                    target_kind TEXT NOT NULL \(oneOf("target_kind", Mapping.TargetKind.self)),
                    position INTEGER NOT NULL,
                    relationship TEXT NOT NULL \(oneOf("relationship", Mapping.Relationship.self)),
                    remarks TEXT,
                    PRIMARY KEY (check_id, target_id)
                );
                CREATE TABLE search_term (
                    kind TEXT NOT NULL \(oneOf("kind", SearchVocabulary.Kind.self)),
                    group_number INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    term TEXT NOT NULL,
                    PRIMARY KEY (kind, group_number, position)
                );
                """)
    }

    /// The secondary indexes, created once the build has inserted every row: SQLite then
    /// sorts each table's keys once instead of inserting them into a b-tree row by row.
    static func createIndexes(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX criterion_version_by_version ON criterion_version(version, contained);
                -- What lists, counts and the mapping graph read of a guideline, without its prose: a
                -- row is 4 KB or more and a read that touches rows maps the whole table (0.55 GiB of
                -- resident memory for `list` at 20,000 guidelines); these indexes answer it alone.
                CREATE INDEX guideline_by_standard ON guideline(
                    standard_id, sort_key, id, number, title, statement, level, category_id, applicability, applicability_note,
                    is_scoping);
                CREATE INDEX guideline_outline ON guideline(id, standard_id, sort_key, title, level, applicability, is_scoping);
                CREATE INDEX guideline_topic_by_topic ON guideline_topic(topic_id);
                CREATE INDEX guideline_platform_by_platform ON guideline_platform(platform);
                CREATE INDEX technique_by_guideline ON technique(guideline_id, position);
                CREATE INDEX code_sample_by_technique ON code_sample(technique_id, position);
                CREATE INDEX mapping_by_target ON mapping(target_id);
                -- A comparison and coverage read the mappings of a standard or two, not all.
                CREATE INDEX mapping_by_source_standard ON mapping(source_standard_id, target_standard_id);
                CREATE INDEX mapping_by_target_standard ON mapping(target_standard_id);
                CREATE INDEX check_target_by_target ON check_target(target_id);
                """)
    }

    /// A CHECK that `column` holds one of the enum's values. Comparisons joined by OR, not an
    /// IN list: SQLite checks an IN list of three or more values by building a temporary
    /// b-tree for every row inserted.
    static func oneOf<Value: CaseIterable & RawRepresentable>(_ column: String, _: Value.Type) -> String
    where Value.RawValue == String {
        "CHECK (" + Value.allCases.map { "\(column) = '\($0.rawValue)'" }.joined(separator: " OR ") + ")"
    }

    /// An `ORDER BY` key putting a column's values in the enum's case order (platforms as
    /// ``Platform`` lists them, not alphabetically).
    static func caseOrder<Value: CaseIterable & RawRepresentable>(_ column: String, _: Value.Type) -> String
    where Value.RawValue == String {
        "CASE \(column) " + Value.allCases.enumerated().map { "WHEN '\($1.rawValue)' THEN \($0)" }.joined(separator: " ") + " END"
    }
}
