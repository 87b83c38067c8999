/// How a guideline of one standard relates to a guideline (or criterion) of another, and why.
public struct PairRelation: Sendable, Encodable, Equatable {
    public enum Basis: String, CaseIterable, Sendable, Encodable, Comparable {
        /// A mapping between the two (in either direction).
        case direct
        /// Both are linked directly to the same guideline of a third standard (GIGW to BBC
        /// through CIS-India); relationships composed.
        case transitive
        /// Both map to the same WCAG 2.0 success criteria; relationships composed.
        case hub
        /// Only a shared topic; a suggestion, not a claim.
        case topic

        public static func < (lhs: Basis, rhs: Basis) -> Bool {
            let order: [Basis] = [.direct, .transitive, .hub, .topic]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// Compared in this order: a direct mapping, then the number of third-standard guidelines
    /// both link to, then the number of shared success criteria.
    public struct Strength: Sendable, Encodable, Equatable, Comparable {
        package init(direct: Bool, sharedGuidelines: Int, sharedCriteria: Int) {
            self.direct = direct
            self.sharedGuidelines = sharedGuidelines
            self.sharedCriteria = sharedCriteria
        }

        /// A mapping links the two directly (stronger than any derived path).
        public var direct: Bool
        /// Guidelines of other standards both are directly linked to.
        public var sharedGuidelines: Int
        /// Success criteria both map to (0 for a topic-only pair).
        public var sharedCriteria: Int

        enum CodingKeys: String, CodingKey {
            case direct
            case sharedGuidelines = "shared_guidelines"
            case sharedCriteria = "shared_criteria"
        }

        public static func < (lhs: Strength, rhs: Strength) -> Bool {
            (lhs.direct ? 1 : 0, lhs.sharedGuidelines, lhs.sharedCriteria) < (rhs.direct ? 1 : 0, rhs.sharedGuidelines, rhs.sharedCriteria)
        }
    }

    public var a: String
    public var b: String
    public var bTitle: String
    public var relationship: Relation
    public var basis: Basis
    /// What justifies the pair: the mapping (`file:line`) for direct links, the intermediate
    /// guidelines for transitive links, the shared criteria for hub links, the shared topics
    /// for topic pairs.
    public var via: [String]
    public var strength: Strength
    /// The direct mapping's confidence and remarks, when there is one.
    public var confidence: Mapping.Confidence?
    public var remarks: String?

    enum CodingKeys: String, CodingKey {
        case a, b, relationship, basis, via, strength, confidence, remarks
        case bTitle = "b_title"
    }
}
