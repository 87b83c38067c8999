/// One row of `standards`.
public struct StandardOverview: Sendable, Encodable, Equatable {
    public var id: String
    public var shortName: String
    public var title: String
    public var publisher: String
    public var region: String
    public var version: String
    public var date: String
    public var status: Standard.Status
    public var source: String
    public var sourceURL: String?
    public var licence: String
    public var description: String
    public var strength: [String: String]
    public var categories: [GuidelineDetail.Reference]
    public var guidelines: Int
    public var must: Int
    public var should: Int
    public var advisory: Int
    /// Guidelines with techniques, per platform.
    public var platforms: [String: Int]
    public var pages: [GuidelineDetail.Reference]
    public var kind: Standard.Kind
    /// A regulation's jurisdiction, date in force and incorporated WCAG version.
    public var regulation: Standard.Regulation?
    public var scope: String?
    public var checkedAgainst: [String]
    /// A regulation's clauses by applicability to native apps (empty for guidance).
    public var applicability: [String: Int]

    enum CodingKeys: String, CodingKey {
        case id, title, publisher, region, version, date, status, source, licence, description, strength
        case categories, guidelines, must, should, advisory, platforms, pages, kind, regulation, scope, applicability
        case checkedAgainst = "checked_against"
        case shortName = "short_name"
        case sourceURL = "source_url"
    }
}
