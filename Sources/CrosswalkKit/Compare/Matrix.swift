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
        public var cells: [String: [String]]
    }

    public var by: Axis
    public var standards: [String]
    public var rows: [Row]
}
