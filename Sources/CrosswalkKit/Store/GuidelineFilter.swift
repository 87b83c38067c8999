/// Which guidelines `list` returns.
public struct GuidelineFilter: Sendable, Equatable {
    public var standards: [String] = []
    public var platforms: [Platform] = []
    public var topics: [String] = []
    public var level: RequirementLevel?
    public init(standards: [String] = [], platforms: [Platform] = [], topics: [String] = [], level: RequirementLevel? = nil) {
        self.standards = standards
        self.platforms = platforms
        self.topics = topics
        self.level = level
    }
}
