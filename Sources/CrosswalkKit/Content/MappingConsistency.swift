/// Mappings between guidelines that cannot all be true: a pair stated in both directions with
/// relationships that are not each other's inverse (equal-to one way, no-relationship the
/// other), a `supersedes` cycle (guidelines each the later version of another), and a cycle of
/// strict subsets (A ⊂ B ⊂ C ⊂ A would make them equal). Each is reported once, at the mapping
/// that closes it, naming the others' places. Linear in the mappings, so a large corpus checks
/// as fast as a small one.
package struct MappingConsistency {
    package init() {
    }

    private struct Stated {
        var relationship: Mapping.Relationship
        var supersedes: Bool
        var location: SourceLocation
    }

    private struct Pair: Hashable {
        var source: String
        var target: String
    }

    private var stated: [Pair: Stated] = [:]
    private var order: [Pair] = []

    package mutating func add(_ mapping: Mapping, at location: SourceLocation) {
        guard mapping.targetKind == .guideline else { return }
        let pair = Pair(source: mapping.source, target: mapping.target)
        stated[pair] = Stated(relationship: mapping.relationship, supersedes: mapping.supersedes, location: location)
        order.append(pair)
    }

    package func report(to log: DiagnosticLog) {
        let position = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Both directions: each must be the other's inverse. Reported at the second one given.
        for (index, pair) in order.enumerated() {
            let reverse = Pair(source: pair.target, target: pair.source)
            guard let this = stated[pair], let other = stated[reverse], let otherIndex = position[reverse], otherIndex < index else {
                continue
            }
            if Self.inverse(other.relationship) != this.relationship {
                log.error(
                    this.location,
                    "\(pair.source) \(this.relationship.rawValue) \(pair.target) contradicts \(pair.target) \(other.relationship.rawValue) \(pair.source) at \(Self.place(other.location)); one of them must change"
                )
            }
            if this.supersedes && other.supersedes {
                log.error(
                    this.location,
                    "\(pair.source) and \(pair.target) each supersede the other (also \(Self.place(other.location))); only the later version supersedes"
                )
            }
        }
        var subsets: [String: [(String, SourceLocation)]] = [:]
        var supersedes: [String: [(String, SourceLocation)]] = [:]
        for pair in order {
            guard let s = stated[pair] else { continue }
            // source ⊂ target, read from either direction's mapping.
            if s.relationship == .subsetOf { subsets[pair.source, default: []].append((pair.target, s.location)) }
            if s.relationship == .supersetOf { subsets[pair.target, default: []].append((pair.source, s.location)) }
            if s.supersedes { supersedes[pair.source, default: []].append((pair.target, s.location)) }
        }
        // Two guidelines in a cycle (each a subset, or each superseding the other) are reported
        // by the pair check above: one mistake, one error.
        reportCycles(subsets, what: "a cycle of strict subsets, which would make them all equal", shortest: 3, log: log)
        reportCycles(supersedes, what: "a cycle of supersedes", shortest: 3, log: log)
    }

    /// Depth-first search, iterative (a chain may be as long as a standard), for cycles of at
    /// least `shortest` guidelines; each reported at the edge that closes it.
    private func reportCycles(_ edges: [String: [(String, SourceLocation)]], what: String, shortest: Int, log: DiagnosticLog) {
        var state: [String: Int] = [:]  // 1: on the current path; 2: done
        for start in order.map(\.source) where state[start] == nil && edges[start] != nil {
            // The path: each node, the edge that reached it, and how many of its edges are done.
            var path: [(node: String, via: SourceLocation?, next: Int)] = [(start, nil, 0)]
            state[start] = 1
            while let top = path.last {
                let out = edges[top.node] ?? []
                guard top.next < out.count else {
                    state[top.node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let (next, location) = out[top.next]
                if state[next] == 1, let first = path.firstIndex(where: { $0.node == next }) {
                    let cycle = path[first...].map(\.node)
                    guard cycle.count >= shortest else { continue }
                    let others = path[(first + 1)...].compactMap(\.via).map(Self.place)
                    log.error(
                        location,
                        "\((cycle + [next]).joined(separator: " → ")) is \(what)"
                            + (others.isEmpty ? "" : "; the other mappings are at \(others.joined(separator: ", "))"))
                } else if state[next] == nil {
                    state[next] = 1
                    path.append((next, location, 0))
                }
            }
        }
    }

    private static func place(_ location: SourceLocation) -> String { "\(location.path):\(location.line)" }

    static func inverse(_ relationship: Mapping.Relationship) -> Mapping.Relationship {
        switch relationship {
        case .subsetOf: .supersetOf
        case .supersetOf: .subsetOf
        default: relationship
        }
    }
}
