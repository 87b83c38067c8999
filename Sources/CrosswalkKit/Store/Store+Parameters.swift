extension Store {
    /// The most values one statement binds in the reads that take a list of ids: SQLite bounds
    /// the number of parameters of a statement.
    static let parameterChunk = 500

    /// `ids` in order, in chunks a statement can bind.
    static func parameterChunks(_ ids: some Collection<String>) -> [[String]] {
        let sorted = ids.sorted()
        return stride(from: 0, to: sorted.count, by: parameterChunk).map {
            Array(sorted[$0..<min($0 + parameterChunk, sorted.count)])
        }
    }
}
