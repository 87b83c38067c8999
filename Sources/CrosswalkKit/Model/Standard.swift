/// One standard: its metadata from `Content/<id>/standard.yaml`.
public struct Standard: Sendable, Equatable, Identifiable {
    public enum Status: String, CaseIterable, Codable, Sendable { case draft, final }

    public struct Category: Sendable, Equatable, Codable {
        public var id: String
        public var title: String
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var id: String
    public var title: String
    public var shortName: String
    public var publisher: String
    public var region: String
    public var version: String
    /// `YYYY-MM-DD`, `YYYY-MM`, `YYYY` or `undated`, as precise as the source allows.
    public var date: String
    public var status: Status
    /// A citation of the source document.
    public var source: String
    public var sourceURL: String?
    public var licence: String
    public var description: String
    /// The standard's own words for each requirement level it uses.
    public var strength: [RequirementLevel: String]
    public var categories: [Category]

    public init(
        id: String, title: String, shortName: String, publisher: String, region: String,
        version: String, date: String, status: Status, source: String, sourceURL: String?,
        licence: String, description: String, strength: [RequirementLevel: String],
        categories: [Category]
    ) {
        self.id = id
        self.title = title
        self.shortName = shortName
        self.publisher = publisher
        self.region = region
        self.version = version
        self.date = date
        self.status = status
        self.source = source
        self.sourceURL = sourceURL
        self.licence = licence
        self.description = description
        self.strength = strength
        self.categories = categories
    }
}
