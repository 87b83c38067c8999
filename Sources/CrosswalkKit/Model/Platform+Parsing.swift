extension Platform {
    /// Parses platform names given on the command line; an unknown one is reported with the
    /// valid names.
    public static func parse(_ names: [String]) throws -> [Platform] {
        try names.map { name in
            guard let platform = Platform(rawValue: name.lowercased()) else {
                throw CrosswalkError.notFound(kind: "platform", name: name, suggestions: allCases.map(\.rawValue))
            }
            return platform
        }
    }
}

extension RequirementLevel {
    public static func parse(_ name: String?) throws -> RequirementLevel? {
        guard let name else { return nil }
        guard let level = RequirementLevel(rawValue: name.lowercased()) else {
            throw CrosswalkError.notFound(kind: "level", name: name, suggestions: allCases.map(\.rawValue))
        }
        return level
    }
}
