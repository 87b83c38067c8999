/// The guidelines before and after one in its standard's source order: how the site's page
/// and `show`'s text lead on. Not part of the guideline's JSON, whose order the export's
/// array already gives.
public struct GuidelineNeighbours: Sendable, Equatable {
    public var previous: String?
    public var next: String?

    public init(previous: String? = nil, next: String? = nil) {
        self.previous = previous
        self.next = next
    }

    /// Read from the graph's members of the guideline's standard (the graph around a
    /// guideline holds its adjacent guidelines for this).
    public init(of id: String, standard: String, in graph: MappingGraph) {
        let members = graph.members[standard] ?? []
        guard let index = members.firstIndex(of: id) else {
            self.init()
            return
        }
        self.init(
            previous: index > 0 ? members[index - 1] : nil, next: index + 1 < members.count ? members[index + 1] : nil)
    }
}
