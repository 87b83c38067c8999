/// "Did you mean" suggestions for unknown names, by edit distance.
public enum Suggestions {
    /// Names longer than this get no suggestion: no id is that long, and comparing a
    /// 5 MB value with every candidate would take minutes.
    static let maximumLength = 100

    /// The candidates closest to `name`, best first: those within a third of its length in
    /// edit distance, or that contain it or are contained in it.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        guard name.utf8.count <= maximumLength else { return [] }
        let lowered = name.lowercased()
        let bound = max(2, lowered.count / 3)
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            guard candidate.utf8.count <= maximumLength * 4 else { return nil }
            let other = candidate.lowercased()
            if !lowered.isEmpty && (other.contains(lowered) || lowered.contains(other)) {
                return (candidate, other == lowered ? 0 : 1)
            }
            return editDistance(lowered, other, atMost: bound).map { (candidate, $0) }
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        closest(to: name, in: candidates, limit: 1).first
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(a, b, atMost: Int.max)!
    }

    /// Levenshtein distance over characters, or nil when it exceeds `bound`: names whose
    /// lengths differ by more are not compared at all, and a row whose every cell exceeds
    /// the bound ends the work.
    package static func editDistance(_ a: String, _ b: String, atMost bound: Int) -> Int? {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                current[j] =
                    a[i - 1] == b[j - 1]
                    ? previous[j - 1]
                    : 1 + min(previous[j - 1], previous[j], current[j - 1])
                smallest = min(smallest, current[j])
            }
            if smallest > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
