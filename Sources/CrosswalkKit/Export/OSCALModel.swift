/// The parts of the OSCAL 1.2 JSON model (metadata, back matter, catalog, mapping) that
/// Crosswalk writes, with OSCAL's own field names. Optional lists are nil rather than empty:
/// OSCAL requires at least one item in a list that is present.
enum OSCAL {
    /// The OSCAL version the documents declare (the version compliance-trestle 5.2 reads).
    static let version = "1.2.1"

    /// Crosswalk's namespace for the props OSCAL does not define (a guideline's level, its
    /// topics, a map's strength); a naming-system URI that is never resolved.
    static let namespace = "https://crosswalk.invalid/ns/oscal"

    struct Property: Encodable, Equatable {
        var name: String
        var value: String
        var ns: String?
        var `class`: String?
        var remarks: String?

        /// A property in Crosswalk's namespace.
        static func crosswalk(_ name: String, _ value: String, class: String? = nil, remarks: String? = nil) -> Property {
            Property(name: name, value: value, ns: OSCAL.namespace, class: `class`, remarks: remarks)
        }

        /// A property OSCAL defines (no namespace).
        static func oscal(_ name: String, _ value: String) -> Property {
            Property(name: name, value: value)
        }
    }

    struct Link: Encodable, Equatable {
        var href: String
        var rel: String?
        var text: String?
    }

    struct Role: Encodable, Equatable {
        var id: String
        var title: String
    }

    struct Party: Encodable, Equatable {
        var uuid: String
        var type: String
        var name: String
        var links: [Link]?
    }

    struct ResponsibleParty: Encodable, Equatable {
        var roleID: String
        var partyUUIDs: [String]
        enum CodingKeys: String, CodingKey {
            case roleID = "role-id"
            case partyUUIDs = "party-uuids"
        }
    }

    struct Metadata: Encodable, Equatable {
        var title: String
        var lastModified: String
        var version: String
        var oscalVersion = OSCAL.version
        var props: [Property]?
        var links: [Link]?
        var roles: [Role]?
        var parties: [Party]?
        var responsibleParties: [ResponsibleParty]?
        var remarks: String?
        enum CodingKeys: String, CodingKey {
            case title, version, props, links, roles, parties, remarks
            case lastModified = "last-modified"
            case oscalVersion = "oscal-version"
            case responsibleParties = "responsible-parties"
        }
    }

    struct Citation: Encodable, Equatable {
        var text: String
    }

    struct ResourceLink: Encodable, Equatable {
        var href: String
    }

    struct Resource: Encodable, Equatable {
        var uuid: String
        var title: String?
        var props: [Property]?
        var citation: Citation?
        var rlinks: [ResourceLink]?
    }

    struct BackMatter: Encodable, Equatable {
        var resources: [Resource]
    }

    struct Part: Encodable, Equatable {
        var id: String?
        var name: String
        var `class`: String?
        var title: String?
        var props: [Property]?
        var prose: String?
    }

    struct Control: Encodable, Equatable {
        var id: String
        var `class`: String?
        var title: String
        var props: [Property]?
        var links: [Link]?
        var parts: [Part]?
    }

    struct Group: Encodable, Equatable {
        var id: String
        var `class`: String?
        var title: String
        var props: [Property]?
        var groups: [Group]?
        var controls: [Control]?
    }

    struct Catalog: Encodable, Equatable {
        var uuid: String
        var metadata: Metadata
        var groups: [Group]?
        var controls: [Control]?
        var backMatter: BackMatter?
        enum CodingKeys: String, CodingKey {
            case uuid, metadata, groups, controls
            case backMatter = "back-matter"
        }
    }

    struct ConfidenceScore: Encodable, Equatable {
        var category: String
    }

    struct MappingItem: Encodable, Equatable {
        var type = "control"
        var idRef: String
        enum CodingKeys: String, CodingKey {
            case type
            case idRef = "id-ref"
        }
    }

    struct Map: Encodable, Equatable {
        var uuid: String
        /// The namespace of `relationship` when it is not one of OSCAL's.
        var ns: String?
        var matchingRationale: String?
        var relationship: String
        var sources: [MappingItem]
        var targets: [MappingItem]
        var confidenceScore: ConfidenceScore?
        var props: [Property]?
        var remarks: String?
        enum CodingKeys: String, CodingKey {
            case uuid, ns, relationship, sources, targets, props, remarks
            case matchingRationale = "matching-rationale"
            case confidenceScore = "confidence-score"
        }
    }

    struct ResourceReference: Encodable, Equatable {
        var type = "catalog"
        var href: String
    }

    struct SelectControls: Encodable, Equatable {
        var withIDs: [String]
        enum CodingKeys: String, CodingKey {
            case withIDs = "with-ids"
        }
    }

    struct GapSummary: Encodable, Equatable {
        var uuid: String
        var unmappedControls: [SelectControls]
        enum CodingKeys: String, CodingKey {
            case uuid
            case unmappedControls = "unmapped-controls"
        }
    }

    struct Mapping: Encodable, Equatable {
        var uuid: String
        var sourceResource: ResourceReference
        var targetResource: ResourceReference
        var maps: [Map]
        var props: [Property]?
        var sourceGapSummary: GapSummary?
        var targetGapSummary: GapSummary?
        enum CodingKeys: String, CodingKey {
            case uuid, maps, props
            case sourceResource = "source-resource"
            case targetResource = "target-resource"
            case sourceGapSummary = "source-gap-summary"
            case targetGapSummary = "target-gap-summary"
        }
    }

    struct Provenance: Encodable, Equatable {
        var method: String
        var matchingRationale: String
        var status: String
        var mappingDescription: String
        var props: [Property]?
        enum CodingKeys: String, CodingKey {
            case method, status, props
            case matchingRationale = "matching-rationale"
            case mappingDescription = "mapping-description"
        }
    }

    struct MappingCollection: Encodable, Equatable {
        var uuid: String
        var metadata: Metadata
        var provenance: Provenance
        var mappings: [Mapping]
    }

    /// `list` itself, or nil when it is empty.
    static func nonEmpty<T>(_ list: [T]) -> [T]? { list.isEmpty ? nil : list }
}
