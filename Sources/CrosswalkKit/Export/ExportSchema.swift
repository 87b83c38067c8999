/// The JSON Schema (draft 2020-12) of `crosswalk export --format json`, embedded in the
/// export itself so the file documents its own shape. Kept in code, not a resource file,
/// so a copied binary still carries it.
public struct ExportSchema: Sendable, Encodable {
    public init() {}

    public func encode(to encoder: Encoder) throws {
        try JSONValue.parse(Self.text).encode(to: encoder)
    }

    public static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "Crosswalk knowledge base export",
          "type": "object",
          "required": ["schema_version", "schema", "standards", "guidelines", "criteria", "mappings", "topics", "user_groups", "glossary", "pages"],
          "properties": {
            "schema_version": {"type": "integer", "description": "The store schema the export was made from."},
            "schema": {"type": "object", "description": "This JSON Schema."},
            "standards": {"type": "array", "items": {"$ref": "#/$defs/standard"}},
            "guidelines": {"type": "array", "items": {"$ref": "#/$defs/guideline"}},
            "criteria": {"type": "array", "items": {"$ref": "#/$defs/criterion"}},
            "mappings": {"type": "array", "items": {"$ref": "#/$defs/mapping"}},
            "topics": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
            "user_groups": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
            "glossary": {"type": "array", "items": {"type": "object", "required": ["id", "term", "definition", "source"]}},
            "pages": {"type": "array", "items": {"type": "object", "required": ["id", "standard", "title", "kind", "markdown"]}}
          },
          "$defs": {
            "entry": {"type": "object", "required": ["id", "title", "description"]},
            "standard": {
              "type": "object",
              "required": ["id", "short_name", "title", "publisher", "region", "version", "date", "status", "source", "licence", "description", "strength", "categories", "guidelines", "must", "should", "advisory", "platforms", "pages"],
              "properties": {
                "id": {"type": "string", "description": "Stable id, e.g. bbc-2013."},
                "date": {"type": "string", "description": "YYYY-MM-DD, YYYY-MM, YYYY or undated."},
                "status": {"enum": ["draft", "final"]},
                "source_url": {"type": "string"},
                "strength": {"type": "object", "description": "The standard's own words for must, should and advisory."},
                "platforms": {"type": "object", "description": "Number of guidelines with techniques per platform (ios, android, html)."}
              }
            },
            "guideline": {
              "type": "object",
              "required": ["id", "standard", "standard_name", "number", "title", "statement", "level", "topics", "platforms", "summary", "techniques", "testing", "wcag", "equivalents", "path"],
              "properties": {
                "id": {"type": "string", "description": "<standard>/<number>: stable."},
                "statement": {"type": "string", "description": "The source's normative sentence, quoted exactly."},
                "heading": {"type": "string", "description": "The source's heading, when it is not the statement."},
                "level": {"enum": ["must", "should", "advisory"]},
                "originates_with": {"type": "array", "items": {"enum": ["editorial", "design", "development"]}},
                "implemented_by": {"type": "array", "items": {"enum": ["editorial", "design", "development"]}},
                "platforms": {"type": "array", "items": {"type": "object", "required": ["platform", "has_technique"], "description": "has_technique false: the source states it gives no technique for the platform."}},
                "summary": {"type": "string", "description": "CommonMark, Crosswalk's words."},
                "summary_html": {"type": "string"},
                "techniques": {"type": "array", "items": {"$ref": "#/$defs/technique"}},
                "testing": {
                  "type": "object", "required": ["editorial", "steps", "expected"],
                  "properties": {"editorial": {"type": "boolean", "description": "True when the source gives no test and Crosswalk wrote one."}}
                },
                "wcag": {"type": "array", "items": {"type": "object", "required": ["criterion", "handle", "level", "relationship", "rationale", "confidence", "method", "remarks"]}},
                "no_wcag_remarks": {"type": "array", "items": {"type": "string"}, "description": "Why no WCAG 2.0 criterion corresponds, when a mapping says so."},
                "equivalents": {"type": "array", "items": {"$ref": "#/$defs/pair"}},
                "supersedes": {"type": "array", "items": {"type": "string"}},
                "superseded_by": {"type": "array", "items": {"type": "string"}},
                "path": {"type": "string", "description": "The Markdown file under Content/."}
              }
            },
            "technique": {
              "type": "object",
              "required": ["platform", "kind", "editorial", "legacy", "markdown", "html", "code"],
              "properties": {
                "platform": {"enum": ["ios", "android", "html"]},
                "kind": {"enum": ["recommendation", "pass", "failure"]},
                "editorial": {"type": "boolean", "description": "Added by Crosswalk beyond the source (e.g. SwiftUI, Jetpack Compose)."},
                "legacy": {"type": "boolean", "description": "The source's own advice, since superseded; the same platform's editorial technique gives the current way."},
                "code": {"type": "array", "items": {"type": "object", "required": ["language", "code"]}}
              }
            },
            "pair": {
              "type": "object",
              "required": ["a", "b", "relationship", "basis", "via", "strength"],
              "properties": {
                "relationship": {"enum": ["equal-to", "equivalent-to", "subset-of", "superset-of", "intersects-with", "unknown"]},
                "basis": {"enum": ["direct", "transitive", "hub", "topic"]},
                "via": {"type": "array", "items": {"type": "string"}, "description": "direct: the mapping file:line; transitive: the guidelines of a third standard both link to; hub: the shared criteria; topic: the shared topics."},
                "strength": {"type": "object", "required": ["direct", "shared_guidelines", "shared_criteria"]}
              }
            },
            "criterion": {
              "type": "object",
              "required": ["id", "number", "handle", "level", "principle", "guideline", "understanding", "summary"],
              "properties": {"level": {"enum": ["A", "AA", "AAA"]}}
            },
            "mapping": {
              "type": "object",
              "required": ["source", "target", "relationship", "rationale", "confidence", "method", "remarks", "supersedes", "file", "line"],
              "properties": {
                "target": {"type": "string", "description": "A guideline or criterion id; a standard id with no-relationship."},
                "relationship": {"enum": ["equal-to", "equivalent-to", "subset-of", "superset-of", "intersects-with", "no-relationship"]},
                "rationale": {"enum": ["syntactic", "semantic", "functional"]},
                "confidence": {"enum": ["high", "medium", "low"]},
                "method": {"enum": ["source", "editorial"], "description": "source: the standard states the link; editorial: Crosswalk judged it."}
              }
            }
          }
        }
        """#
}
