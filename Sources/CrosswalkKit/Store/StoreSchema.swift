import GRDB

/// The store's schema, as named, append-only migrations. A store is always built from
/// scratch, so a new schema bumps ``version`` and adds a migration; old stores are rebuilt.
public enum StoreSchema {
    /// Recorded in `PRAGMA user_version` and the `meta` table.
    public static let version = 8

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: standards, guidelines, techniques, tests, criteria, mappings, search") { db in
            try db.execute(sql: """
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
                    status TEXT NOT NULL CHECK (status IN ('draft', 'final')),
                    source TEXT NOT NULL,
                    source_url TEXT,
                    licence TEXT NOT NULL,
                    description TEXT NOT NULL,
                    strength_must TEXT,
                    strength_should TEXT,
                    strength_advisory TEXT
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
                CREATE TABLE criterion (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    number TEXT NOT NULL UNIQUE,
                    handle TEXT NOT NULL,
                    level TEXT NOT NULL CHECK (level IN ('A', 'AA', 'AAA')),
                    guideline_number TEXT NOT NULL,
                    guideline_title TEXT NOT NULL,
                    principle_number TEXT NOT NULL,
                    principle_title TEXT NOT NULL,
                    understanding_url TEXT NOT NULL,
                    summary TEXT NOT NULL
                );
                CREATE TABLE guideline (
                    id TEXT PRIMARY KEY NOT NULL,
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    number TEXT NOT NULL,
                    sort_key TEXT NOT NULL,
                    title TEXT NOT NULL,
                    statement TEXT NOT NULL,
                    heading TEXT,
                    level TEXT NOT NULL CHECK (level IN ('must', 'should', 'advisory')),
                    category_id TEXT,
                    page INTEGER,
                    summary_markdown TEXT NOT NULL,
                    summary_html TEXT NOT NULL,
                    summary_text TEXT NOT NULL,
                    notes_markdown TEXT NOT NULL,
                    notes_html TEXT NOT NULL,
                    path TEXT NOT NULL,
                    UNIQUE (standard_id, number)
                );
                CREATE INDEX guideline_by_standard ON guideline(standard_id, sort_key);
                CREATE TABLE guideline_topic (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    topic_id TEXT NOT NULL REFERENCES topic(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, topic_id)
                );
                CREATE INDEX guideline_topic_by_topic ON guideline_topic(topic_id);
                CREATE TABLE guideline_platform (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    platform TEXT NOT NULL CHECK (platform IN ('ios', 'android', 'html')),
                    -- 1: the guideline has techniques for the platform;
                    -- 0: the source states it gives none ("n/a").
                    has_technique INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, platform)
                );
                CREATE INDEX guideline_platform_by_platform ON guideline_platform(platform);
                CREATE TABLE guideline_role (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    kind TEXT NOT NULL CHECK (kind IN ('originates_with', 'implemented_by')),
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
                    platform TEXT NOT NULL CHECK (platform IN ('ios', 'android', 'html')),
                    kind TEXT NOT NULL CHECK (kind IN ('recommendation', 'pass', 'failure')),
                    is_editorial INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL,
                    prose TEXT NOT NULL
                );
                CREATE INDEX technique_by_guideline ON technique(guideline_id, position);
                CREATE TABLE code_sample (
                    id INTEGER PRIMARY KEY,
                    technique_id INTEGER NOT NULL REFERENCES technique(id),
                    position INTEGER NOT NULL,
                    language TEXT NOT NULL,
                    code TEXT NOT NULL
                );
                CREATE INDEX code_sample_by_technique ON code_sample(technique_id, position);
                CREATE TABLE test (
                    guideline_id TEXT PRIMARY KEY NOT NULL REFERENCES guideline(id),
                    is_editorial INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL
                );
                CREATE TABLE test_step (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    kind TEXT NOT NULL CHECK (kind IN ('procedure', 'expected')),
                    position INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL,
                    text TEXT NOT NULL,
                    PRIMARY KEY (guideline_id, kind, position)
                );
                CREATE TABLE page (
                    id TEXT PRIMARY KEY NOT NULL,
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    slug TEXT NOT NULL,
                    title TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('note', 'testing-setup')),
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
                    relationship TEXT NOT NULL CHECK (relationship IN
                        ('equal-to', 'equivalent-to', 'subset-of', 'superset-of', 'intersects-with', 'no-relationship')),
                    rationale TEXT NOT NULL CHECK (rationale IN ('syntactic', 'semantic', 'functional')),
                    confidence TEXT NOT NULL CHECK (confidence IN ('high', 'medium', 'low')),
                    method TEXT NOT NULL CHECK (method IN ('source', 'editorial')),
                    remarks TEXT NOT NULL,
                    supersedes INTEGER NOT NULL,
                    file TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    UNIQUE (source_id, target_id)
                );
                CREATE INDEX mapping_by_target ON mapping(target_id);
                CREATE TABLE search_term_group (
                    kind TEXT NOT NULL CHECK (kind IN ('spelling', 'synonym')),
                    group_number INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    term TEXT NOT NULL,
                    PRIMARY KEY (kind, group_number, position)
                );
                -- Full-text search, one row per guideline. Column order is the order of the
                -- bm25() weights in SearchEngine.
                CREATE VIRTUAL TABLE guideline_search USING fts5(
                    guideline_id UNINDEXED,
                    title, statement, summary, ios, android, html, code, testing, notes, identifiers,
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                """)
        }
        migrator.registerMigration("v2: code searchable per platform") { db in
            // Separate code columns let a platform filter exclude other platforms' code and
            // let results say which platform's code matched; topic titles rank guidelines by
            // their curated subject.
            try db.execute(sql: """
                DROP TABLE guideline_search;
                CREATE VIRTUAL TABLE guideline_search USING fts5(
                    guideline_id UNINDEXED,
                    title, statement, summary, ios, android, html, ios_code, android_code, html_code,
                    testing, notes, identifiers, topics,
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                -- One-way expansions join spelling pairs and synonym groups.
                CREATE TABLE search_term (
                    kind TEXT NOT NULL CHECK (kind IN ('spelling', 'synonym', 'expansion')),
                    group_number INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    term TEXT NOT NULL,
                    PRIMARY KEY (kind, group_number, position)
                );
                INSERT INTO search_term SELECT * FROM search_term_group;
                DROP TABLE search_term_group;
                """)
        }
        migrator.registerMigration("v3: mapping.file is relative to the mappings folder") { db in
            // Before v3, `mapping.file` held the path as typed on the command line, so the same
            // content gave different stores. No table changes; the bump makes older stores
            // rebuild.
            try db.execute(sql: "SELECT 1")
        }
        migrator.registerMigration("v4: search sorts matches on a narrow table") { db in
            // Ranking sorts every match by score, then level, standard and source order. Read
            // through guideline_search.guideline_id, each match cost a read of its whole FTS
            // content row (all 14 columns of text); this table, keyed by the same rowid, holds
            // only what sorting and filtering need.
            try db.execute(sql: """
                CREATE TABLE guideline_search_order (
                    rowid INTEGER PRIMARY KEY,
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    standard_id TEXT NOT NULL,
                    level TEXT NOT NULL,
                    level_order INTEGER NOT NULL,
                    sort_key TEXT NOT NULL
                )
                """)
        }
        migrator.registerMigration("v5: the source's heading searchable on its own") { db in
            // Section 508 guidelines keep the source's heading beside our title. Folded into the
            // title column, a match in it was shown as the title; its own column reports it as
            // `heading` and keeps the title's weight.
            try db.execute(sql: """
                DROP TABLE guideline_search;
                CREATE VIRTUAL TABLE guideline_search USING fts5(
                    guideline_id UNINDEXED,
                    title, heading, statement, summary, ios, android, html, ios_code, android_code, html_code,
                    testing, notes, identifiers, topics,
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                """)
        }
        migrator.registerMigration("v6: checks compare with = rather than IN lists") { db in
            // SQLite checks `x IN ('a', 'b', 'c')` (three values or more) by building a
            // temporary b-tree of the list, and a CHECK does so on every row inserted: two per
            // technique, four per mapping. In the 200-guideline benchmark corpus that was 5,866
            // b-trees opened, zeroed and freed, about a seventh of the build's instructions.
            // Comparisons joined by OR accept and reject exactly the same values.
            try db.execute(sql: """
                CREATE TABLE guideline_v6 (
                    id TEXT PRIMARY KEY NOT NULL,
                    standard_id TEXT NOT NULL REFERENCES standard(id),
                    number TEXT NOT NULL,
                    sort_key TEXT NOT NULL,
                    title TEXT NOT NULL,
                    statement TEXT NOT NULL,
                    heading TEXT,
                    level TEXT NOT NULL CHECK (level = 'must' OR level = 'should' OR level = 'advisory'),
                    category_id TEXT,
                    page INTEGER,
                    summary_markdown TEXT NOT NULL,
                    summary_html TEXT NOT NULL,
                    summary_text TEXT NOT NULL,
                    notes_markdown TEXT NOT NULL,
                    notes_html TEXT NOT NULL,
                    path TEXT NOT NULL,
                    UNIQUE (standard_id, number)
                );
                INSERT INTO guideline_v6 SELECT * FROM guideline;
                DROP TABLE guideline;
                ALTER TABLE guideline_v6 RENAME TO guideline;
                CREATE INDEX guideline_by_standard ON guideline(standard_id, sort_key);

                CREATE TABLE guideline_platform_v6 (
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    platform TEXT NOT NULL CHECK (platform = 'ios' OR platform = 'android' OR platform = 'html'),
                    -- 1: the guideline has techniques for the platform;
                    -- 0: the source states it gives none ("n/a").
                    has_technique INTEGER NOT NULL,
                    PRIMARY KEY (guideline_id, platform)
                );
                INSERT INTO guideline_platform_v6 SELECT * FROM guideline_platform;
                DROP TABLE guideline_platform;
                ALTER TABLE guideline_platform_v6 RENAME TO guideline_platform;
                CREATE INDEX guideline_platform_by_platform ON guideline_platform(platform);

                CREATE TABLE technique_v6 (
                    id INTEGER PRIMARY KEY,
                    guideline_id TEXT NOT NULL REFERENCES guideline(id),
                    platform TEXT NOT NULL CHECK (platform = 'ios' OR platform = 'android' OR platform = 'html'),
                    kind TEXT NOT NULL CHECK (kind = 'recommendation' OR kind = 'pass' OR kind = 'failure'),
                    is_editorial INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    markdown TEXT NOT NULL,
                    html TEXT NOT NULL,
                    prose TEXT NOT NULL
                );
                INSERT INTO technique_v6 SELECT * FROM technique;
                DROP TABLE technique;
                ALTER TABLE technique_v6 RENAME TO technique;
                CREATE INDEX technique_by_guideline ON technique(guideline_id, position);

                CREATE TABLE mapping_v6 (
                    id INTEGER PRIMARY KEY,
                    source_id TEXT NOT NULL REFERENCES guideline(id),
                    -- A guideline, a criterion, or (no-relationship only) a standard id.
                    target_id TEXT NOT NULL,
                    source_standard_id TEXT NOT NULL,
                    target_standard_id TEXT NOT NULL,
                    relationship TEXT NOT NULL CHECK (relationship = 'equal-to' OR relationship = 'equivalent-to'
                        OR relationship = 'subset-of' OR relationship = 'superset-of'
                        OR relationship = 'intersects-with' OR relationship = 'no-relationship'),
                    rationale TEXT NOT NULL CHECK (rationale = 'syntactic' OR rationale = 'semantic' OR rationale = 'functional'),
                    confidence TEXT NOT NULL CHECK (confidence = 'high' OR confidence = 'medium' OR confidence = 'low'),
                    method TEXT NOT NULL CHECK (method = 'source' OR method = 'editorial'),
                    remarks TEXT NOT NULL,
                    supersedes INTEGER NOT NULL,
                    file TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    UNIQUE (source_id, target_id)
                );
                INSERT INTO mapping_v6 SELECT * FROM mapping;
                DROP TABLE mapping;
                ALTER TABLE mapping_v6 RENAME TO mapping;
                CREATE INDEX mapping_by_target ON mapping(target_id);
                """)
        }
        migrator.registerMigration("v7: each search row's token count beside its sort keys") { db in
            // Ranking divides by each match's length in tokens. Asked of FTS5, that length is a
            // statement on its docsize table for every match (a third of a search at 20,000
            // guidelines); the ranking statement already reads this table's row for the sort.
            // The build copies FTS5's own counts here (``StoreWriter/finish``).
            try db.execute(sql: "ALTER TABLE guideline_search_order ADD COLUMN row_tokens INTEGER")
        }
        migrator.registerMigration("v8: legacy techniques") { db in
            // 1: the source's own advice, since superseded; the platform's editorial technique
            // gives the current way.
            try db.execute(sql: "ALTER TABLE technique ADD COLUMN is_legacy INTEGER NOT NULL DEFAULT 0")
        }
        return migrator
    }
}
