/// Coverage of several WCAG versions, newest first: what `crosswalk coverage` reports.
public struct CoverageReport: Sendable, Encodable {
    public var versions: [Coverage]

    public init(versions: [Coverage]) {
        self.versions = versions
    }
}
