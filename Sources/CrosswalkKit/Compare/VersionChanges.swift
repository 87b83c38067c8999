/// What changed for native apps from one version of a regulation to the next: read off the
/// version crosswalk (the later version's mappings to the earlier one, marked `supersedes`)
/// and each clause's applicability.
public struct VersionChanges: Sendable, Encodable, Equatable {
    public enum Kind: String, CaseIterable, Sendable, Encodable {
        /// A requirement of the later version with no counterpart in the earlier one.
        case new
        /// Applied to apps now; its earlier counterpart was not (a void clause, an exception).
        case newlyApplied = "newly-applied"
        /// Applied in both, but the requirement changed (not equal to its predecessor).
        case changed
        /// The same requirement under another number.
        case renumbered
        /// Applied before, not now.
        case noLongerApplied = "no-longer-applied"
        /// A requirement of the earlier version the later one does not carry.
        case removed
        /// Not applied to apps in either version.
        case stillNotApplied = "still-not-applied"
    }

    public struct Change: Sendable, Encodable, Equatable {
        public var kind: Kind
        /// The clause of the later version; nil for a removed one.
        public var clause: String?
        public var title: String
        /// Its counterparts in the earlier version.
        public var earlier: [String]
        /// The crosswalk's remarks, or the clause's applicability note.
        public var remarks: String?
    }

    public var earlier: String
    public var later: String
    /// In the later version's order; removed clauses last. Unchanged clauses are only counted.
    public var changes: [Change]
    public var unchanged: Int
}
