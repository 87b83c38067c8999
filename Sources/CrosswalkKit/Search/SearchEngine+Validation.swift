extension SearchEngine {
    /// Throws ``CrosswalkError/notFound(kind:name:suggestions:)`` for an unknown standard,
    /// topic or criterion, with the closest valid names.
    func validate(_ filters: SearchFilters) throws {
        // Only what is filtered on is looked up: a plain search costs no extra query.
        if !filters.standards.isEmpty { try store.require(filters.standards, in: store.standardIDs(), kind: "standard") }
        if !filters.topics.isEmpty { try store.require(filters.topics, in: store.topicIDs(), kind: "topic") }
        if let criterion = filters.criterion, try store.resolveCriterion(criterion) == nil {
            try store.require([criterion], in: store.criterionNumbers(), kind: "success criterion")
        }
        if filters.limit < 1 { throw CrosswalkError.invalidArgument(argument: "--limit \(filters.limit)", reason: "must be at least 1") }
    }
}
