extension Mapping {
    /// Where a mapping is written, shown as `path:line`: kept as its parts so that a
    /// comparison that lists where its paths come from (the CLI's `--why`, its JSON and CSV,
    /// the OSCAL export) writes the text, and one that does not (the site's pages) does not
    /// make it for each of tens of thousands of counterparts.
    public struct Location: Sendable, Equatable, Encodable, CustomStringConvertible {
        public var path: String
        public var line: Int

        public var description: String { "\(path):\(line)" }

        /// As its text, `path:line`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    /// Where this mapping is written.
    public var location: Location { Location(path: path, line: line) }
}
