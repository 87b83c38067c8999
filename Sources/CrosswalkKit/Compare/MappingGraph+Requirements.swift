extension MappingGraph {
    /// What can soundly be said of `a` and each requirement of `standard`, `a`'s own standard
    /// included: direct mappings, paths through a guideline of a third standard and through
    /// shared criteria, composed and combined. No topic suggestions and no pair whose relation
    /// is unknown: an audit decides one requirement from another only on a sound relation.
    public func soundRelations(of a: String, in standard: String) -> [PairRelation] {
        unorderedRelations(
            of: a, in: standard, suggestTopics: false, derivedLimit: nil, includeUnknownHub: false, withinStandard: true
        ).pairs.filter { $0.relationship != .unknown }
    }
}
