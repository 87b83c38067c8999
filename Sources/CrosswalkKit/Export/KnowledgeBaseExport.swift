/// The whole knowledge base as one document, for people who want it in their own tools.
/// Its JSON form embeds its own JSON Schema under `schema` (``ExportSchema``).
public struct KnowledgeBaseExport: Sendable, Encodable {
    public struct Criterion: Sendable, Encodable, Equatable {
        public var id: String
        public var number: String
        public var handle: String
        public var level: SuccessCriterion.Level
        public var principle: String
        public var guideline: String
        /// W3C's Understanding document in the newest version that contains it.
        public var understanding: String
        public var summary: String
        public var mobile: String
        public var introduced: WCAGVersion
        public var removed: WCAGVersion?
        public var versions: [CriterionDetail.VersionEntry]
    }

    public struct Edition: Sendable, Encodable, Equatable {
        public var version: WCAGVersion
        public var title: String
        public var shortName: String
        public var date: String
        public var sourceURL: String
        enum CodingKeys: String, CodingKey {
            case version, title, date
            case shortName = "short_name"
            case sourceURL = "source_url"
        }
    }

    public struct MappingEntry: Sendable, Encodable, Equatable {
        public var source: String
        public var target: String
        public var relationship: Mapping.Relationship
        public var rationale: Mapping.Rationale
        public var confidence: Mapping.Confidence
        public var method: Mapping.Method
        public var remarks: String
        public var supersedes: Bool
        public var file: String
        public var line: Int
    }

    public struct Term: Sendable, Encodable, Equatable {
        public var id: String
        public var term: String
        public var definition: String
        public var source: String
    }

    public struct Entry: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
        public var description: String
    }

    public struct Page: Sendable, Encodable, Equatable {
        public var id: String
        public var standard: String
        public var title: String
        public var kind: StandardPage.Kind
        public var markdown: String
    }

    public var schemaVersion: Int
    public var schema: ExportSchema
    public var standards: [StandardOverview]
    public var guidelines: [GuidelineDetail]
    public var wcagVersions: [Edition]
    public var criteria: [Criterion]
    public var mappings: [MappingEntry]
    public var topics: [Entry]
    public var userGroups: [Entry]
    public var glossary: [Term]
    public var pages: [Page]
    public var checkTools: [CheckToolDetail]

    enum CodingKeys: String, CodingKey {
        case schema, standards, guidelines, criteria, mappings, topics, glossary, pages
        case checkTools = "check_tools"
        case schemaVersion = "schema_version"
        case userGroups = "user_groups"
        case wcagVersions = "wcag_versions"
    }
}
