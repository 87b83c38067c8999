/// One row of `list`.
public struct GuidelineSummary: Sendable, Encodable, Equatable {
    public var id: String
    public var standard: String
    public var number: String
    public var title: String
    public var statement: String
    public var level: RequirementLevel
    public var category: String?
    public var platforms: [Platform]
    public var topics: [String]
}
