/// Standards by rows of success criteria or topics: which guidelines of each address each row.
public struct Matrix: Sendable, Encodable {
    public enum Axis: String, Sendable, Encodable, CaseIterable {
        case criterion, topic
    }

    public struct Row: Sendable, Encodable, Equatable {
        public var id: String
        public var title: String
        /// WCAG level of a criterion row; nil for topics.
        public var level: SuccessCriterion.Level?
        /// The WCAG version that added a criterion row's criterion; nil for topics.
        public var introduced: WCAGVersion?
        /// The guidelines of each standard that address the row, in source order: the first
        /// few when the matrix is bounded.
        public var cells: [String: [String]]
        /// How many guidelines of each standard address the row, named in `cells` or not.
        public var counts: [String: Int]
    }

    public var by: Axis
    /// The WCAG version of a criterion matrix; nil for topics.
    public var version: WCAGVersion?
    public var standards: [String]
    public var rows: [Row]
}
