/// The JSON Schema (draft 2020-12) of `crosswalk export --format json`, embedded in the
/// export itself so the file documents its own shape. Kept in code, not a resource file,
/// so a copied binary still carries it.
public struct ExportSchema: Sendable, Encodable {
    public init() {}

    /// The schema's title: how an export is told from other JSON.
    public static let title = "Crosswalk knowledge base export"

    public func encode(to encoder: Encoder) throws {
        try JSONValue.parse(Self.text).encode(to: encoder)
    }

    /// The enums that follow the model (``Platform``, ``CodeSample/languages``), as JSON arrays.
    private static let platforms = "[" + Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
    private static let languages = "[" + CodeSample.languages.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    /// An automated test's language and platform agree as ``CodeLanguage/platform`` has it.
    private static let testLanguages = "[" + Platform.allCases.map(testLanguages(of:)).joined(separator: ", ") + "]"

    private static func testLanguages(of platform: Platform) -> String {
        let names = CodeLanguage.allCases.filter { $0.platform == platform }.map { "\"\($0.rawValue)\"" }
        let language = #""language": {"enum": [\#(names.joined(separator: ", "))]}"#
        return #"{"properties": {"platform": {"const": "\#(platform.rawValue)"}, \#(language)}}"#
    }

    public static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "Crosswalk knowledge base export",
          "type": "object",
          "additionalProperties": false,
          "required": ["schema_version", "schema", "standards", "guidelines", "wcag_versions", "criteria", "mappings", "topics", "user_groups", "glossary", "pages", "check_tools"],
          "properties": {
            "schema_version": {"type": "integer", "description": "The store schema the export was made from."},
            "schema": {"type": "object", "description": "This JSON Schema."},
            "standards": {"type": "array", "items": {"$ref": "#/$defs/standard"}},
            "guidelines": {"type": "array", "items": {"$ref": "#/$defs/guideline"}},
            "wcag_versions": {"type": "array", "items": {"$ref": "#/$defs/edition"}},
            "criteria": {"type": "array", "items": {"$ref": "#/$defs/criterion"}},
            "mappings": {"type": "array", "items": {"$ref": "#/$defs/mapping"}},
            "topics": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
            "user_groups": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
            "glossary": {"type": "array", "items": {"$ref": "#/$defs/term"}},
            "pages": {"type": "array", "items": {"$ref": "#/$defs/page"}},
            "check_tools": {"type": "array", "description": "The catalogue of automated checks, one entry per tool (Content/checks/).", "items": {"$ref": "#/$defs/checkTool"}}
          },
          "$defs": {
            "text": {"type": "string"},
            "texts": {"type": "array", "items": {"type": "string"}},
            "version": {"enum": ["2.0", "2.1", "2.2"]},
            "level": {"enum": ["must", "should", "advisory"]},
            "wcagLevel": {"enum": ["A", "AA", "AAA"]},
            "reference": {"type": "object", "additionalProperties": false, "required": ["id", "title"], "properties": {"id": {"type": "string"}, "title": {"type": "string"}}},
            "entry": {"type": "object", "additionalProperties": false, "required": ["id", "title", "description"], "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "description": {"type": "string"}}},
            "term": {"type": "object", "additionalProperties": false, "required": ["id", "term", "definition", "source"], "properties": {"id": {"type": "string"}, "term": {"type": "string"}, "definition": {"type": "string"}, "source": {"type": "string", "description": "The standard whose definitions the entry follows."}}},
            "page": {"type": "object", "additionalProperties": false, "required": ["id", "standard", "title", "kind", "markdown"], "properties": {"id": {"type": "string"}, "standard": {"type": "string"}, "title": {"type": "string"}, "kind": {"enum": ["note", "testing-setup"]}, "markdown": {"type": "string"}}},
            "standard": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "short_name", "title", "publisher", "region", "version", "date", "status", "source", "licence", "description", "strength", "categories", "guidelines", "must", "should", "advisory", "platforms", "pages", "kind", "checked_against", "applicability"],
              "properties": {
                "id": {"type": "string", "description": "Stable id, e.g. bbc-2013."},
                "short_name": {"type": "string"}, "title": {"type": "string"}, "publisher": {"type": "string"}, "region": {"type": "string"},
                "version": {"type": "string", "description": "The standard's own version."},
                "date": {"type": "string", "description": "YYYY-MM-DD, YYYY-MM, YYYY or undated."},
                "status": {"enum": ["draft", "final"]},
                "source": {"type": "string"}, "source_url": {"type": "string"}, "licence": {"type": "string"}, "description": {"type": "string"},
                "strength": {"type": "object", "description": "The standard's own words for must, should and advisory.", "additionalProperties": {"type": "string"}},
                "categories": {"type": "array", "items": {"$ref": "#/$defs/reference"}},
                "guidelines": {"type": "integer"}, "must": {"type": "integer"}, "should": {"type": "integer"}, "advisory": {"type": "integer"},
                "platforms": {"type": "object", "description": "Number of guidelines with techniques per platform, every platform named (0 when none).", "required": \#(platforms), "propertyNames": {"$ref": "#/$defs/platform"}, "additionalProperties": {"type": "integer"}},
                "pages": {"type": "array", "items": {"$ref": "#/$defs/reference"}},
                "kind": {"enum": ["guidance", "regulation"], "description": "Guidance advises; a regulation binds by law or procurement."},
                "regulation": {"type": "object", "additionalProperties": false, "required": ["jurisdiction", "in_force", "wcag"], "description": "A regulation's jurisdiction, the date its obligations apply to apps, and the WCAG version it incorporates.", "properties": {"jurisdiction": {"type": "string"}, "in_force": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}, "wcag": {"enum": ["2.0", "2.1", "2.2"]}}},
                "scope": {"type": "string", "description": "What part of the standard Crosswalk records."},
                "checked_against": {"type": "array", "items": {"type": "string"}, "description": "The sources numbers and titles were checked against."},
                "applicability": {"type": "object", "description": "A regulation's clauses counted by applicability to native apps (applies, applies-as-edited, not-applied); empty for guidance.", "additionalProperties": {"type": "integer"}}
              }
            },
            "guideline": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "standard", "standard_name", "number", "title", "statement", "paraphrase", "statement_owner", "scoping", "level", "originates_with", "implemented_by", "topics", "users", "terms", "platforms", "summary", "summary_html", "techniques", "testing", "notes", "notes_html", "wcag", "no_wcag", "equivalents", "supersedes", "superseded_by", "path", "checks"],
              "properties": {
                "id": {"type": "string", "description": "<standard>/<number>: stable."},
                "standard": {"type": "string"}, "standard_name": {"type": "string"}, "number": {"type": "string"}, "title": {"type": "string"},
                "statement": {"type": "string", "description": "The source's normative sentence, quoted exactly; or, when paraphrase is true, restated in Crosswalk's words."},
                "paraphrase": {"type": "boolean", "description": "The statement is in Crosswalk's words because the source's text is not free to quote (EN 301 549 is ETSI's)."},
                "statement_owner": {"type": "string", "description": "The publisher whose text the statement quotes or restates."},
                "scoping": {"type": "boolean", "description": "A regulation's clause that says what it covers, exempts or allows rather than asking something of an app; not counted as a requirement."},
                "applicability": {"type": "object", "additionalProperties": false, "required": ["status"], "description": "A regulation's clause: whether it applies to native apps.", "properties": {"status": {"enum": ["applies", "applies-as-edited", "not-applied"]}, "note": {"type": "string", "description": "How it is edited, or why it is not applied."}}},
                "heading": {"type": "string", "description": "The source's heading, when it is not the statement."},
                "level": {"$ref": "#/$defs/level"},
                "level_name": {"type": "string", "description": "The standard's own word for the level."},
                "category": {"$ref": "#/$defs/reference"},
                "page": {"type": "integer", "description": "Page of the source where the guideline starts."},
                "originates_with": {"type": "array", "items": {"enum": ["editorial", "design", "development"]}},
                "implemented_by": {"type": "array", "items": {"enum": ["editorial", "design", "development"]}},
                "topics": {"type": "array", "items": {"$ref": "#/$defs/reference"}},
                "users": {"type": "array", "items": {"$ref": "#/$defs/reference"}},
                "terms": {"type": "array", "items": {"$ref": "#/$defs/reference"}},
                "platforms": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["platform", "has_technique"], "properties": {"platform": {"$ref": "#/$defs/platform"}, "has_technique": {"type": "boolean", "description": "false: the source states it gives no technique for the platform."}}}},
                "summary": {"type": "string", "description": "CommonMark, Crosswalk's words."},
                "summary_html": {"type": "string"},
                "techniques": {"type": "array", "items": {"$ref": "#/$defs/technique"}},
                "testing": {
                  "type": "object", "additionalProperties": false, "required": ["editorial", "steps", "expected", "steps_html", "expected_html"],
                  "properties": {"editorial": {"type": "boolean", "description": "True when the source gives no test and Crosswalk wrote one."}, "steps": {"$ref": "#/$defs/texts"}, "expected": {"$ref": "#/$defs/texts"}, "steps_html": {"$ref": "#/$defs/texts"}, "expected_html": {"$ref": "#/$defs/texts"}, "automated_test": {"$ref": "#/$defs/automatedTest"}}
                },
                "notes": {"type": "string"}, "notes_html": {"type": "string"},
                "wcag": {"type": "array", "items": {"$ref": "#/$defs/criterionLink"}},
                "no_wcag": {"type": "array", "description": "The WCAG versions in which, as a mapping states, no criterion corresponds, and why.", "items": {"type": "object", "additionalProperties": false, "required": ["version", "remarks"], "properties": {"version": {"$ref": "#/$defs/version"}, "remarks": {"type": "string"}}}},
                "equivalents": {"type": "array", "items": {"$ref": "#/$defs/pair"}},
                "equivalents_omitted": {"type": "object", "additionalProperties": {"type": "integer"}, "description": "Per standard, the counterparts through WCAG or a shared topic beyond the 25 strongest listed; absent when none are left out."},
                "supersedes": {"$ref": "#/$defs/texts"},
                "superseded_by": {"$ref": "#/$defs/texts"},
                "path": {"type": "string", "description": "The Markdown file under Content/."},
                "checks": {"type": "array", "description": "The automated checks that test the guideline: mapped to it, or through a criterion it maps to (via).", "items": {"$ref": "#/$defs/checkReference"}}
              }
            },
            "platform": {"enum": \#(platforms)},
            "automatedTest": {
              "type": "object",
              "additionalProperties": false,
              "required": ["prose", "prose_html", "code", "person_checks", "person_checks_html"],
              "description": "How tools test part of the guideline (### Automated test (editorial)): always Crosswalk's own; absent when the guideline has none.",
              "properties": {
                "prose": {"type": "string", "description": "CommonMark: which automated checks cover the guideline, and what a test can assert."},
                "prose_html": {"type": "string"},
                "code": {"type": "array", "description": "One test per platform, in authored order; the language gives the platform.", "items": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["platform", "language", "code"],
                  "properties": {"platform": {"$ref": "#/$defs/platform"}, "language": {"type": "string"}, "code": {"type": "string"}},
                  "anyOf": \#(testLanguages)
                }},
                "person_checks": {"type": "string", "description": "CommonMark: the paragraph that starts \"A person still checks:\", what no tool sees; empty when missing."},
                "person_checks_html": {"type": "string"}
              }
            },
            "checkReference": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "tool", "tool_name", "name", "title", "experimental", "platforms", "relationship", "via", "cannot_see"],
              "properties": {
                "id": {"type": "string", "description": "<tool>/<name>."},
                "tool": {"type": "string"}, "tool_name": {"type": "string"},
                "name": {"type": "string", "description": "The check's name as its tool spells it."},
                "title": {"type": "string", "description": "Crosswalk's words."},
                "threshold": {"type": "string", "description": "Its threshold, and how it differs from WCAG's."},
                "experimental": {"type": "boolean"},
                "platforms": {"type": "array", "items": {"$ref": "#/$defs/platform"}},
                "relationship": {"$ref": "#/$defs/relationship", "description": "The check's relationship to the guideline, or to the first criterion in via."},
                "remarks": {"type": "string"},
                "via": {"type": "array", "items": {"type": "string"}, "description": "The criteria through which the guideline inherits the check; empty when the check maps to it."},
                "cannot_see": {"type": "string", "description": "What a person must still check."}
              }
            },
            "checkTool": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "name", "publisher", "kind", "platforms", "source_url", "version", "checked", "checked_against", "mapped_by", "description", "checks"],
              "properties": {
                "id": {"type": "string"}, "name": {"type": "string"}, "publisher": {"type": "string"},
                "kind": {"enum": ["runtime", "static-analysis"]},
                "platforms": {"type": "array", "items": {"$ref": "#/$defs/platform"}},
                "source_url": {"type": "string"}, "version": {"type": "string", "description": "The version whose checks were read."},
                "checked": {"type": "string", "description": "YYYY-MM-DD: when names and thresholds were checked against the source."},
                "checked_against": {"type": "string"},
                "mapped_by": {"$ref": "#/$defs/method", "description": "source: the tool tags its checks with criteria (axe-core); editorial: Crosswalk judged the relationships."},
                "description": {"type": "string"},
                "checks": {"type": "array", "items": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["id", "name", "title", "description", "experimental", "platforms", "tests", "cannot_see"],
                  "properties": {
                    "id": {"type": "string"}, "name": {"type": "string"}, "title": {"type": "string"}, "description": {"type": "string"},
                    "threshold": {"type": "string"}, "experimental": {"type": "boolean"},
                    "platforms": {"type": "array", "items": {"$ref": "#/$defs/platform"}},
                    "tests": {"type": "array", "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["target", "kind", "label", "title", "relationship"],
                      "properties": {
                        "target": {"type": "string"}, "kind": {"enum": ["criterion", "guideline"]},
                        "label": {"type": "string"}, "title": {"type": "string"}, "level": {"$ref": "#/$defs/wcagLevel"},
                        "relationship": {"$ref": "#/$defs/relationship"}, "remarks": {"type": "string"}
                      }
                    }},
                    "cannot_see": {"type": "string"}
                  }
                }}
              }
            },
            "technique": {
              "type": "object",
              "additionalProperties": false,
              "required": ["platform", "kind", "editorial", "legacy", "markdown", "html", "code"],
              "properties": {
                "platform": {"$ref": "#/$defs/platform"},
                "kind": {"enum": ["recommendation", "pass", "failure"]},
                "editorial": {"type": "boolean", "description": "Added by Crosswalk beyond the source (e.g. SwiftUI, Jetpack Compose; every Flutter and React Native technique)."},
                "legacy": {"type": "boolean", "description": "The source's own advice, since superseded; the same platform's editorial technique gives the current way."},
                "markdown": {"type": "string"}, "html": {"type": "string"},
                "code": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["language", "code"], "properties": {"language": {"enum": \#(languages)}, "code": {"type": "string"}}}}
              }
            },
            "criterionLink": {
              "type": "object",
              "additionalProperties": false,
              "required": ["criterion", "handle", "level", "relationship", "rationale", "confidence", "method", "remarks", "introduced"],
              "properties": {
                "criterion": {"type": "string", "description": "The criterion's number, e.g. 1.4.3."},
                "handle": {"type": "string"}, "level": {"$ref": "#/$defs/wcagLevel"},
                "relationship": {"$ref": "#/$defs/relationship"}, "rationale": {"$ref": "#/$defs/rationale"},
                "confidence": {"$ref": "#/$defs/confidence"}, "method": {"$ref": "#/$defs/method"}, "remarks": {"type": "string"},
                "introduced": {"$ref": "#/$defs/version"}, "removed": {"$ref": "#/$defs/version"}
              }
            },
            "pair": {
              "type": "object",
              "additionalProperties": false,
              "required": ["a", "b", "b_title", "relationship", "basis", "via", "strength"],
              "properties": {
                "a": {"type": "string"}, "b": {"type": "string"}, "b_title": {"type": "string"},
                "relationship": {"enum": ["equal-to", "equivalent-to", "subset-of", "superset-of", "intersects-with", "unknown"]},
                "basis": {"enum": ["direct", "transitive", "hub", "topic"]},
                "via": {"type": "array", "items": {"type": "string"}, "description": "direct: the mapping file:line; transitive: the guidelines of a third standard both link to; hub: the shared criteria; topic: the shared topics."},
                "strength": {"type": "object", "additionalProperties": false, "required": ["direct", "shared_guidelines", "shared_criteria"], "properties": {"direct": {"type": "boolean"}, "shared_guidelines": {"type": "integer"}, "shared_criteria": {"type": "integer"}}},
                "confidence": {"$ref": "#/$defs/confidence"}, "remarks": {"type": "string"}
              }
            },
            "edition": {
              "type": "object",
              "additionalProperties": false,
              "required": ["version", "title", "short_name", "date", "source_url"],
              "properties": {"version": {"$ref": "#/$defs/version"}, "title": {"type": "string"}, "short_name": {"type": "string"}, "date": {"type": "string"}, "source_url": {"type": "string"}}
            },
            "criterion": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "number", "handle", "level", "principle", "guideline", "understanding", "summary", "mobile", "introduced", "versions"],
              "properties": {
                "id": {"type": "string", "description": "wcag-<version that added it>/<number>."},
                "number": {"type": "string"}, "handle": {"type": "string", "description": "As the newest version containing it has it."},
                "level": {"$ref": "#/$defs/wcagLevel"}, "principle": {"type": "string"}, "guideline": {"type": "string"},
                "understanding": {"type": "string", "description": "W3C's Understanding page in the newest version containing it."},
                "summary": {"type": "string", "description": "Crosswalk's words."},
                "mobile": {"type": "string", "description": "How it applies to native iOS and Android apps, in Crosswalk's words; Markdown, with API names as code spans."},
                "introduced": {"$ref": "#/$defs/version"}, "removed": {"$ref": "#/$defs/version"},
                "versions": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["version", "handle", "contains"], "properties": {"version": {"$ref": "#/$defs/version"}, "handle": {"type": "string"}, "understanding": {"type": "string"}, "contains": {"type": "boolean", "description": "false for the version that removed it."}}}}
              }
            },
            "relationship": {"enum": ["equal-to", "equivalent-to", "subset-of", "superset-of", "intersects-with", "no-relationship"]},
            "rationale": {"enum": ["syntactic", "semantic", "functional"]},
            "confidence": {"enum": ["high", "medium", "low"]},
            "method": {"enum": ["source", "editorial"], "description": "source: the standard states the link; editorial: Crosswalk judged it."},
            "mapping": {
              "type": "object",
              "additionalProperties": false,
              "required": ["source", "target", "relationship", "rationale", "confidence", "method", "remarks", "supersedes", "file", "line"],
              "properties": {
                "source": {"type": "string"},
                "target": {"type": "string", "description": "A guideline or criterion id; a standard's or WCAG version's id with no-relationship."},
                "relationship": {"$ref": "#/$defs/relationship"}, "rationale": {"$ref": "#/$defs/rationale"},
                "confidence": {"$ref": "#/$defs/confidence"}, "method": {"$ref": "#/$defs/method"},
                "remarks": {"type": "string"}, "supersedes": {"type": "boolean"},
                "file": {"type": "string", "description": "The mapping file, relative to Mappings/."}, "line": {"type": "integer"}
              }
            }
          }
        }
        """#
}
