/// A success criterion with every guideline of every standard linked to it.
public struct CriterionDetail: Sendable, Encodable {
    public struct Link: Sendable, Encodable, Equatable {
        public var guideline: String
        public var title: String
        public var level: RequirementLevel
        public var relationship: Mapping.Relationship
        public var method: Mapping.Method
        public var confidence: Mapping.Confidence
        public var remarks: String
    }

    public struct StandardGroup: Sendable, Encodable, Equatable {
        public var standard: String
        public var standardName: String
        public var guidelines: [Link]
        enum CodingKeys: String, CodingKey { case standard, guidelines; case standardName = "standard_name" }
    }

    public var id: String
    public var number: String
    public var handle: String
    public var level: SuccessCriterion.Level
    public var principle: String
    public var guideline: String
    public var understanding: String
    public var summary: String
    public var standards: [StandardGroup]
}
