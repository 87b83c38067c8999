/// A typed link from a guideline to a success criterion or to a guideline of another
/// standard, in the vocabulary of the OSCAL mapping model.
public struct Mapping: Sendable, Equatable {
    public enum Relationship: String, CaseIterable, Codable, Sendable {
        case equalTo = "equal-to"
        case equivalentTo = "equivalent-to"
        case subsetOf = "subset-of"
        case supersetOf = "superset-of"
        case intersectsWith = "intersects-with"
        case noRelationship = "no-relationship"

        /// Whether the source asks everything the target asks (equal, equivalent, superset):
        /// a criterion so mapped is covered in full.
        public var asksAllOfTarget: Bool { self == .equalTo || self == .equivalentTo || self == .supersetOf }
    }

    public enum Rationale: String, CaseIterable, Codable, Sendable { case syntactic, semantic, functional }
    public enum Confidence: String, CaseIterable, Codable, Sendable { case high, medium, low }
    public enum Method: String, CaseIterable, Codable, Sendable {
        /// The standard itself states the link.
        case source
        /// Crosswalk's editors judged it.
        case editorial
    }

    /// What a mapping's target is.
    public enum TargetKind: String, CaseIterable, Codable, Sendable {
        /// A WCAG success criterion.
        case criterion
        /// A guideline of another standard.
        case guideline
        /// A whole standard or WCAG version (only with `noRelationship`: nothing there corresponds).
        case standard
    }

    /// A guideline id.
    public var source: String
    /// A guideline or criterion id, or (with `noRelationship`) a standard id.
    public var target: String
    public var relationship: Relationship
    public var rationale: Rationale
    public var confidence: Confidence
    public var method: Method
    public var remarks: String
    /// The source is the later version of the target.
    public var supersedes: Bool
    /// Where the entry is written: the file name within the mappings folder.
    public var path: String
    public var line: Int

    /// The standard of the source guideline.
    public var sourceStandard: String { Self.standard(of: source) }
    /// The standard (or WCAG catalogue) of the target, or the target itself when it is one.
    public var targetStandard: String { Self.standard(of: target) }

    /// Told from the target's bytes, with no part of it made a string: a comparison asks this
    /// twice of each of tens of thousands of mappings.
    public var targetKind: TargetKind {
        var target = target
        return target.withUTF8 { bytes in
            guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return .standard }
            // A catalogue is `wcag-` and a version: most targets are told apart by their first letter.
            guard bytes.first == UInt8(ascii: "w") else { return .guideline }
            let prefix = bytes[..<slash]
            return Self.catalogueIDs.contains { $0.elementsEqual(prefix) } ? .criterion : .guideline
        }
    }

    /// Each WCAG version's id (`wcag-2.2`), as bytes.
    private static let catalogueIDs = WCAGVersion.allCases.map { Array($0.id.utf8) }

    /// An id up to its first `/`, found among its bytes rather than its characters: a
    /// comparison asks this of every mapping it reads (ids are ASCII).
    static func standard(of id: String) -> String {
        guard let slash = id.utf8.firstIndex(of: UInt8(ascii: "/")) else { return id }
        return String(id[..<slash])
    }

    public init(
        source: String, target: String, relationship: Relationship, rationale: Rationale,
        confidence: Confidence, method: Method, remarks: String, supersedes: Bool = false,
        path: String = "", line: Int = 0
    ) {
        self.source = source
        self.target = target
        self.relationship = relationship
        self.rationale = rationale
        self.confidence = confidence
        self.method = method
        self.remarks = remarks
        self.supersedes = supersedes
        self.path = path
        self.line = line
    }
}
