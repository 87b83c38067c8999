/// "Did you mean" suggestions for unknown names, by edit distance.
public enum Suggestions {
    /// The candidates closest to `name`, best first: those within a third of its length in
    /// edit distance, or that contain it or are contained in it.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let other = candidate.lowercased()
            let distance = editDistance(lowered, other)
            let related = other.contains(lowered) || lowered.contains(other)
            guard distance <= max(2, lowered.count / 3) || (related && !lowered.isEmpty) else { return nil }
            return (candidate, related ? min(distance, 1) : distance)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        closest(to: name, in: candidates, limit: 1).first
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] =
                    a[i - 1] == b[j - 1]
                    ? previous[j - 1]
                    : 1 + min(previous[j - 1], previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
